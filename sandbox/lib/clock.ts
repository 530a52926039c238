import type { Clock } from "./context";

/** Real time plus an offset the control surface can advance. */
export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}
