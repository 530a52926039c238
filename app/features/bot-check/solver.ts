import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** Solving stops after this long (a very slow device then posts without a solution and is told to try again). */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves a bot-check challenge in the browser (Web Crypto) and answers the form field's
 * text, or null when it could not. Loaded on demand: the form's first JavaScript does not carry it.
 */
export async function solveBotCheck(challenge: Challenge, controller: AbortController): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) return null;
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
