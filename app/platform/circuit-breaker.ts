/**
 * Circuit breakers, one per key (the client keys them by merchant and call).
 *
 * Closed: calls go out; `failureThreshold` failures in a row open the circuit.
 * Open: calls fail fast for `cooldownMs`, sparing a struggling platform and the
 * players' time. Half-open: after the cool-down one call goes out as a probe
 * (the others still fail fast); its success closes the circuit, its failure
 * opens it for another cool-down. Only outages count as failures (no answer,
 * time-outs, 5xx): a business answer such as wrong credentials is a success here.
 */
export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
}

/** Whether a call may go out: `probe` marks the one call of a half-open circuit. */
export type Admission = { allowed: true; probe: boolean } | { allowed: false; retryAfterMs: number };

interface Circuit {
  failures: number;
  /** When the circuit opened; null while closed. */
  openedAt: number | null;
  probing: boolean;
}

export function createCircuitBreakers(options: CircuitBreakerOptions) {
  const now = options.now ?? Date.now;
  const circuits = new Map<string, Circuit>();
  const circuitOf = (key: string) => {
    let circuit = circuits.get(key);
    if (!circuit) {
      circuit = { failures: 0, openedAt: null, probing: false };
      circuits.set(key, circuit);
    }
    return circuit;
  };

  return {
    admit(key: string): Admission {
      const circuit = circuits.get(key);
      if (!circuit || circuit.openedAt === null) return { allowed: true, probe: false };
      const waited = now() - circuit.openedAt;
      if (waited < options.cooldownMs) return { allowed: false, retryAfterMs: options.cooldownMs - waited };
      if (circuit.probing) return { allowed: false, retryAfterMs: options.cooldownMs };
      circuit.probing = true;
      return { allowed: true, probe: true };
    },

    success(key: string): void {
      circuits.delete(key);
    },

    failure(key: string): void {
      const circuit = circuitOf(key);
      circuit.failures++;
      if (circuit.probing || circuit.failures >= options.failureThreshold) circuit.openedAt = now();
      circuit.probing = false;
    },

    /** The call let through ended without telling (its request stopped waiting): a later one may probe. */
    abandon(key: string): void {
      const circuit = circuits.get(key);
      if (circuit) circuit.probing = false;
    },

    /** The keys whose circuit is open or half-open, for readiness checks. */
    openKeys(): string[] {
      return [...circuits].filter(([, circuit]) => circuit.openedAt !== null).map(([key]) => key);
    },
  };
}

export type CircuitBreakers = ReturnType<typeof createCircuitBreakers>;
