import { useEffect, useRef, useState, type FormEvent } from "react";
import { BOT_CHECK_FIELD, BOT_CHECK_PATH, NOSCRIPT_PASS_FIELD, type BotCheckPurpose } from "./types";

type State = { status: "solving" } | { status: "solved"; payload: string } | { status: "failed" };

/**
 * The bot check of a form (docs/decisions/bot-check.md): fetches a challenge and solves it
 * in the background as soon as the form shows, again whenever `round` changes (each answer
 * of the action: a solution is good once). A submit before it is solved waits for it, then
 * goes on by itself; if it cannot be solved the form goes without, and the server says so.
 */
export function useBotCheck(purpose: BotCheckPurpose, round: unknown) {
  const [state, setState] = useState<State>({ status: "solving" });
  const waiting = useRef<HTMLFormElement | null>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "solving" });
    (async () => {
      const response = await fetch(`${BOT_CHECK_PATH}?purpose=${purpose}`, { signal: controller.signal });
      if (!response.ok) throw new Error(`bot check ${response.status}`);
      const challenge = await response.json();
      const { solveBotCheck } = await import("./solver");
      const payload = await solveBotCheck(challenge, controller);
      if (!controller.signal.aborted) setState(payload ? { status: "solved", payload } : { status: "failed" });
    })().catch(() => {
      if (!controller.signal.aborted) setState({ status: "failed" });
    });
    return () => controller.abort();
  }, [purpose, round]);

  // A submit that waited: send it now.
  useEffect(() => {
    if (state.status === "solving" || !waiting.current) return;
    const form = waiting.current;
    waiting.current = null;
    setHeld(false);
    form.requestSubmit();
  }, [state]);

  return {
    payload: state.status === "solved" ? state.payload : "",
    /** True while a submit waits for the solution (the submit button says so). */
    pending: held,
    /** Call first in the form's onSubmit: false when the submit was held back until the solution is ready. */
    allowSubmit(event: FormEvent<HTMLFormElement>): boolean {
      if (state.status !== "solving") return true;
      event.preventDefault();
      waiting.current = event.currentTarget;
      setHeld(true);
      return false;
    },
  };
}

/**
 * The bot check's form fields: the solution, and, in <noscript>, the no-JavaScript pass. Once
 * hydrated the pass is not rendered at all (a <noscript> made by React in the browser would
 * hold a real input, posted with the form).
 */
export function BotCheckFields({ payload, noscriptPass }: { payload: string; noscriptPass: string | null }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <input type="hidden" name={BOT_CHECK_FIELD} value={payload} />
      {noscriptPass && !hydrated ? (
        <noscript>
          <input type="hidden" name={NOSCRIPT_PASS_FIELD} value={noscriptPass} />
        </noscript>
      ) : null}
    </>
  );
}
