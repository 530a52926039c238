import { useEffect, useRef } from "react";
import { BOT_CHECK_FIELD, BOT_CHECK_PATH, NOSCRIPT_PASS_FIELD, type BotCheckPurpose } from "./types";

interface BotCheckProps {
  purpose: BotCheckPurpose;
  /** Changes with each answer of the form's action: a solution is good once, so a new one is made. */
  round: unknown;
  /** The no-JavaScript pass from the route's loader. */
  noscriptPass: string | null;
}

/** The longest the bot check waits for an idle moment: a page that is never idle still gets its solution. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where the browser has no idle callback: this long after the form is ready. */
const NO_IDLE_CALLBACK_DELAY_MS = 300;

/** Runs `task` at the page's next idle moment; returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

/**
 * The bot check of the form it is in (docs/decisions/bot-check.md): its `botCheck` field,
 * filled by the solver (loaded on demand, solver.ts, its work in a Web Worker) once the form
 * is usable: hydrated, and the page's first idle moment after (so it never competes with the
 * page's start-up), or at once on a submit before then; a submit before it is solved is held
 * back and sent once it is; and, in <noscript>, the no-JavaScript pass. The pass
 * is markup inside <noscript>: with scripting on, browsers parse it as text, so a browser
 * running the page never posts it.
 */
export function BotCheck({ purpose, round, noscriptPass }: BotCheckProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = ref.current;
    const form = field?.form;
    if (!field || !form) return;
    const controller = new AbortController();
    let settled = false;
    let held = false;
    field.value = "";
    // Solved, or given up on (the form then posts without a solution and the server says so).
    const settle = (payload: string) => {
      if (controller.signal.aborted) return;
      settled = true;
      field.value = payload;
      if (held) {
        held = false;
        form.removeAttribute("aria-busy");
        form.requestSubmit();
      }
    };
    let started = false;
    const start = () => {
      if (started || controller.signal.aborted) return;
      started = true;
      import("./solver")
        .then(({ solveBotCheck }) => solveBotCheck(`${BOT_CHECK_PATH}?purpose=${purpose}`, controller))
        .then(settle, () => settle(""));
    };
    // Before React's own submit handler (which posts the form): a submit waits for the solution
    // (and starts it, if the page has not been idle yet).
    const hold = (event: SubmitEvent) => {
      if (settled) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = true;
      form.setAttribute("aria-busy", "true");
      start();
    };
    form.addEventListener("submit", hold, { capture: true, signal: controller.signal });
    const stopWaiting = whenIdle(start);
    return () => {
      controller.abort();
      stopWaiting();
      form.removeAttribute("aria-busy");
    };
  }, [purpose, round]);

  return (
    <>
      {/* No value prop: a hidden input's value is its attribute, which React would reset on each render. */}
      <input ref={ref} type="hidden" name={BOT_CHECK_FIELD} />
      {noscriptPass ? (
        <noscript
          // The pass is `<digits>.<base64url>.<base64url>`: nothing to escape.
          dangerouslySetInnerHTML={{ __html: `<input type="hidden" name="${NOSCRIPT_PASS_FIELD}" value="${noscriptPass}">` }}
        />
      ) : null}
    </>
  );
}
