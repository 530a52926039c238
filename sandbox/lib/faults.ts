/** Injected misbehaviour per contract call (`games.list`), set through the control surface. */
export interface Fault {
  latencyMs: number;
  /** 0..1: the share of calls that answer 500 INTERNAL_ERROR. */
  failureRate: number;
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
      const merged = { latencyMs: 0, failureRate: 0, ...byCall.get(callName), ...fault };
      byCall.set(callName, merged);
      return merged;
    },
    get: (callName) => byCall.get(callName),
    clear: () => byCall.clear(),
  };
}
