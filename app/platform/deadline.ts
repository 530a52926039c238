/**
 * An upstream time budget. A page render or an action gets one when its request
 * arrives; every platform call it makes, and every retry, must fit inside it, so
 * a slow platform costs the player a few seconds at most, never timeouts times retries.
 */
export interface Deadline {
  /** Epoch ms by which upstream work must be done. */
  readonly at: number;
}

/** A deadline that can begin again (`renew`): the page rendered after an action gets the budget anew. */
export interface RenewableDeadline extends Deadline {
  renew(): void;
}

export function renewableDeadline(ms: number): RenewableDeadline {
  const deadline = {
    at: Date.now() + ms,
    renew() {
      deadline.at = Date.now() + ms;
    },
  };
  return deadline;
}

export const deadlineIn = (ms: number, now = Date.now()): Deadline => ({ at: now + ms });

export const remainingMs = (deadline: Deadline, now = Date.now()): number => Math.max(0, deadline.at - now);

/** The earlier of two deadlines (either may be absent). */
export function earliest(a: Deadline | undefined, b: Deadline | undefined): Deadline | undefined {
  if (!a) return b;
  if (!b) return a;
  return a.at <= b.at ? a : b;
}
