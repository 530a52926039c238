/**
 * An upstream time budget. A page render or an action gets one when its request
 * arrives; every platform call it makes, and every retry, must fit inside it, so
 * a slow platform costs the player a few seconds at most, never timeouts times retries.
 */
export interface Deadline {
  /** Epoch ms by which upstream work must be done. */
  readonly at: number;
}

export const deadlineIn = (ms: number, now = Date.now()): Deadline => ({ at: now + ms });

export const remainingMs = (deadline: Deadline, now = Date.now()): number => Math.max(0, deadline.at - now);

/** The earlier of two deadlines (either may be absent). */
export function earliest(a: Deadline | undefined, b: Deadline | undefined): Deadline | undefined {
  if (!a) return b;
  if (!b) return a;
  return a.at <= b.at ? a : b;
}
