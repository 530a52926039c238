import { useEffect, type RefObject } from "react";
import { BOT_CHECK_FIELD, BOT_CHECK_PATH, NOSCRIPT_PASS_FIELD, type BotCheckPurpose } from "./types";

/**
 * The bot check of a form (docs/decisions/bot-check.md): once the form shows, and again
 * whenever `round` changes (each answer of the action: a solution is good once), the solver
 * is loaded on demand and takes over the form's `botCheck` field (solver.ts). Everything
 * else lives there, so the popups' first JavaScript carries only this.
 */
export function useBotCheck(formRef: RefObject<HTMLFormElement>, purpose: BotCheckPurpose, round: unknown) {
  useEffect(() => {
    const form = formRef.current;
    const field = form?.elements.namedItem(BOT_CHECK_FIELD);
    if (!form || !(field instanceof HTMLInputElement)) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    import("./solver")
      .then(({ attachBotCheck }) => {
        if (!stopped) stop = attachBotCheck(form, field, `${BOT_CHECK_PATH}?purpose=${purpose}`);
      })
      .catch(() => undefined); // Without the solver the form posts without a solution; the server says so.
    return () => {
      stopped = true;
      stop?.();
    };
  }, [formRef, purpose, round]);
}

/**
 * The bot check's form fields: the solution (filled by the solver) and, in <noscript>, the
 * no-JavaScript pass. The pass is markup inside <noscript>: with scripting on, browsers
 * parse it as text, so a browser running the page never posts it.
 */
export function BotCheckFields({ noscriptPass }: { noscriptPass: string | null }) {
  return (
    <>
      <input type="hidden" name={BOT_CHECK_FIELD} defaultValue="" />
      {noscriptPass ? (
        <noscript
          // The pass is `<digits>.<base64url>.<base64url>`: nothing to escape.
          dangerouslySetInnerHTML={{ __html: `<input type="hidden" name="${NOSCRIPT_PASS_FIELD}" value="${noscriptPass}">` }}
        />
      ) : null}
    </>
  );
}
