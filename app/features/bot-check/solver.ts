import { solveChallenge, type Challenge } from "altcha-lib";
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
 * Fetches a challenge from `challengeUrl`, solves it with Web Crypto, and puts the result in
 * `field`. A submit of `form` before then is held back (the form is marked busy) and sent
 * once solved; if no solution can be had, it goes without and the server says so. Loaded on
 * demand by `useBotCheck`; it imports nothing of the app, so loading it loads nothing else.
 * Answers a function that stops it.
 */
export function attachBotCheck(form: HTMLFormElement, field: HTMLInputElement, challengeUrl: string): () => void {
  const controller = new AbortController();
  let settled = false;
  let held = false;
  field.value = "";

  const settle = (payload: string) => {
    settled = true;
    field.value = payload;
    if (held) {
      held = false;
      form.removeAttribute("aria-busy");
      form.requestSubmit();
    }
  };
  // Before React's own submit handler (which posts the form): hold the submit until solved.
  const onSubmit = (event: SubmitEvent) => {
    if (settled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = true;
    form.setAttribute("aria-busy", "true");
  };
  form.addEventListener("submit", onSubmit, { capture: true, signal: controller.signal });

  (async () => {
    const response = await fetch(challengeUrl, { signal: controller.signal });
    if (!response.ok) throw new Error(`bot check ${response.status}`);
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
    if (!solution) throw new Error("bot check not solved");
    const { counter, derivedKey } = solution;
    if (!controller.signal.aborted) settle(base64url(JSON.stringify({ challenge, solution: { counter, derivedKey } })));
  })().catch(() => {
    if (!controller.signal.aborted) settle("");
  });

  return () => {
    controller.abort();
    form.removeAttribute("aria-busy");
  };
}
