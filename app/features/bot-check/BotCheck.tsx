import { useEffect, useRef } from "react";
import { BOT_CHECK_FIELD, BOT_CHECK_PATH, NOSCRIPT_PASS_FIELD, type BotCheckPurpose } from "./types";

interface BotCheckProps {
  purpose: BotCheckPurpose;
  /** Changes with each answer of the form's action: a solution is good once, so a new one is made. */
  round: unknown;
  /** The no-JavaScript pass from the route's loader. */
  noscriptPass: string | null;
}

/**
 * The bot check of the form it is in (docs/decisions/bot-check.md): its `botCheck` field,
 * filled once the form shows by the solver (loaded on demand, solver.ts), a submit before
 * then held back and sent once it is; and, in <noscript>, the no-JavaScript pass. The pass
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
    // Before React's own submit handler (which posts the form): a submit waits for the solution.
    const hold = (event: SubmitEvent) => {
      if (settled) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = true;
      form.setAttribute("aria-busy", "true");
    };
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
    form.addEventListener("submit", hold, { capture: true, signal: controller.signal });
    import("./solver")
      .then(({ solveBotCheck }) => solveBotCheck(`${BOT_CHECK_PATH}?purpose=${purpose}`, controller))
      .then(settle, () => settle(""));
    return () => {
      controller.abort();
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
