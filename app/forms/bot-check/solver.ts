import { solveChallenge, solveChallengeWorkers, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** Solving stops after this long (a very slow device then posts without a solution and is told to try again). */
const SOLVE_TIMEOUT_MS = 60_000;

/** base64url of a text's UTF-8 bytes. */
const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/**
 * The proof of work in a Web Worker, so the thousands of hashes never hold up the page (a tap,
 * a keystroke in the form). One worker: the check takes well under a second there, and the
 * page's own work keeps the other cores. Where no worker can start (a browser without module
 * workers, a policy refusing it), the same work runs here, as it did before workers.
 */
async function solve(challenge: Challenge, controller: AbortController) {
  if (typeof Worker === "function") {
    try {
      return await solveChallengeWorkers({
        challenge,
        controller,
        concurrency: 1,
        timeout: SOLVE_TIMEOUT_MS,
        createWorker: () => new Worker(new URL("./solver.worker.ts", import.meta.url), { type: "module" }),
      });
    } catch (error) {
      if (controller.signal.aborted) throw error;
    }
  }
  return solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
}

/**
 * Fetches a challenge from `challengeUrl` and solves it with Web Crypto, in a worker: the form
 * field's text (base64url of `{ challenge, solution }`). Loaded on demand by `BotCheck`; it
 * imports nothing of the app, so loading it loads nothing else. Rejects when it cannot.
 */
export async function solveBotCheck(challengeUrl: string, controller: AbortController): Promise<string> {
  const response = await fetch(challengeUrl, { signal: controller.signal });
  if (!response.ok) throw new Error(`bot check ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solve(challenge, controller);
  if (!solution) throw new Error("bot check not solved");
  const { counter, derivedKey } = solution;
  return base64url(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
}
