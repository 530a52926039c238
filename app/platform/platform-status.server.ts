import type { CallInfo } from "./client.server";
import type { ErrorCode } from "./errors";

/**
 * What this process knows of the platform, per merchant: up, or down (an outage confirmed).
 *
 * Every platform call tells it (the client's observer): an answer anywhere means the platform
 * is up. A call that got no answer at all (a time-out, a refused connection) while nothing else
 * answered since it went out makes the merchant suspect: a probe (system.status) goes out at
 * once, and two probes failing in a row, or the system status circuit opening, confirm the
 * outage. While it is down, pages answer "Service unavailable" without asking the platform
 * anything, and a probe every second notices its return (any answer, a probe's or another
 * call's, ends the outage).
 *
 * A single slow answer never makes the merchant down: in a busy worker the other calls keep
 * answering, and one answer since a call went out is enough to know the platform was up.
 *
 * What one process learns, the others of the portal are told (`onVerdict`, then `learn` on
 * theirs: server/platform-status-share.ts): a worker told of an outage answers at once as if it
 * had confirmed it, and probes every second for the platform's return like the one that did.
 */
export interface PlatformStatusOptions {
  /** Asks the platform whether the merchant answers (its system status); rejects when it does not. */
  probe: (merchant: string) => Promise<unknown>;
  /** Probes failing in a row that confirm an outage; default 2. */
  confirmAfter?: number;
  /** How often a merchant known down is probed; default 1000 ms. */
  probeEveryMs?: number;
  now?: () => number;
  /** Told when this process confirms a merchant's outage (down) or sees its end (up): for the other processes. */
  onVerdict?: (merchant: string, down: boolean) => void;
}

interface MerchantState {
  /** When the platform last answered a call of this merchant (epoch ms); -Infinity never. */
  answeredAt: number;
  down: boolean;
  /** Probes failed in a row since the last answer. */
  failures: number;
  probing: boolean;
}

/** No answer arrived: what makes a merchant suspect when nothing else answered meanwhile. */
const NO_ANSWER = new Set<ErrorCode>(["TIMEOUT", "NETWORK_ERROR"]);
/** Answers that say the platform is failing, not that it is up. */
const FAILING = new Set<ErrorCode>(["TIMEOUT", "NETWORK_ERROR", "INTERNAL_ERROR", "BAD_RESPONSE", "UNAVAILABLE"]);

/** The platform answered: a value, or a business answer (wrong credentials, maintenance...). */
const answered = (info: CallInfo) => info.code === "OK" || (info.status > 0 && !FAILING.has(info.code));

export function createPlatformStatus(options: PlatformStatusOptions) {
  const now = options.now ?? Date.now;
  const confirmAfter = options.confirmAfter ?? 2;
  const probeEveryMs = options.probeEveryMs ?? 1000;
  const merchants = new Map<string, MerchantState>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const stateOf = (merchant: string) => {
    let state = merchants.get(merchant);
    if (!state) {
      state = { answeredAt: -Infinity, down: false, failures: 0, probing: false };
      merchants.set(merchant, state);
    }
    return state;
  };

  const confirmDown = (state: MerchantState, merchant: string) => {
    if (state.down) return;
    state.down = true;
    options.onVerdict?.(merchant, true);
  };

  const up = (merchant: string) => {
    const state = stateOf(merchant);
    const wasDown = state.down;
    state.answeredAt = now();
    state.down = false;
    state.failures = 0;
    if (wasDown) options.onVerdict?.(merchant, false);
  };

  const answeredSince = (merchant: string, at: number) => (merchants.get(merchant)?.answeredAt ?? -Infinity) >= at;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      timers.add(timer);
    });

  /** Probes until the merchant answers: back to back while in doubt, every `probeEveryMs` once down. */
  async function probeUntilAnswered(merchant: string) {
    const state = stateOf(merchant);
    if (state.probing) return;
    state.probing = true;
    try {
      while (!closed) {
        const started = now();
        try {
          await options.probe(merchant);
          up(merchant);
          return;
        } catch {
          // The platform answered (the probe with maintenance, or another call meanwhile): it is up.
          if (answeredSince(merchant, started)) return;
          state.failures++;
          if (state.failures >= confirmAfter) confirmDown(state, merchant);
        }
        if (state.down) await pause(probeEveryMs);
      }
    } finally {
      state.probing = false;
    }
  }

  /**
   * Whether this finished call tells its request the platform is down: the outage is known,
   * the system status circuit is open, or the call got no answer while nothing else answered.
   */
  function showsDown(info: CallInfo): boolean {
    if (merchants.get(info.merchant)?.down) return true;
    if (info.failedFast === "circuit") return info.call === "system.status";
    return info.failedFast === undefined && info.attempts > 0 && NO_ANSWER.has(info.code) && !answeredSince(info.merchant, info.sentAt);
  }

  return {
    /** Told about every finished platform call (the client's observer). */
    observe(info: CallInfo): void {
      if (closed) return;
      if (answered(info)) return up(info.merchant);
      if (!showsDown(info)) return;
      if (info.failedFast === "circuit") confirmDown(stateOf(info.merchant), info.merchant);
      void probeUntilAnswered(info.merchant);
    },
    showsDown,
    /**
     * Another process's verdict: an outage is taken as confirmed here too (and probed every
     * second until the platform answers); its end clears this process's outage, if any.
     */
    learn(merchant: string, down: boolean): void {
      if (closed) return;
      const state = stateOf(merchant);
      if (!down) {
        state.down = false;
        state.failures = 0;
        return;
      }
      if (state.down) return;
      state.down = true;
      void probeUntilAnswered(merchant);
    },
    /** The outage of this merchant is confirmed: its pages ask the platform nothing. */
    isDown: (merchant: string): boolean => merchants.get(merchant)?.down ?? false,
    /** Whether the platform answered a call of this merchant at or after `at` (epoch ms). */
    answeredSince,
    /** Merchants whose outage is confirmed, for readiness. */
    downMerchants: (): string[] => [...merchants].filter(([, state]) => state.down).map(([merchant]) => merchant),
    close(): void {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type PlatformStatus = ReturnType<typeof createPlatformStatus>;
