import type { ErrorCode } from "../../app/platform/errors";

/** Injected misbehaviour per contract call (`games.list`), set through the control surface. */
export interface Fault {
  latencyMs: number;
  /** 0..1: the share of calls that fail, with `errorCode`. */
  failureRate: number;
  /** What the failing calls answer (with the code's own HTTP status); INTERNAL_ERROR (500) unless set. */
  errorCode: ErrorCode;
}

export interface Faults {
  set(callName: string, fault: Partial<Fault>): Fault;
  get(callName: string): Fault | undefined;
  clear(): void;
}

export function createFaults(): Faults {
  const byCall = new Map<string, Fault>();
  return {
    set(callName, fault) {
      const merged: Fault = { latencyMs: 0, failureRate: 0, errorCode: "INTERNAL_ERROR", ...byCall.get(callName), ...fault };
      byCall.set(callName, merged);
      return merged;
    },
    get: (callName) => byCall.get(callName),
    clear: () => byCall.clear(),
  };
}
