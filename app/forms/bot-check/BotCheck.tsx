import { useCallback, useEffect, useRef } from "react";
import { BOT_CHECK_FIELDS, BOT_CHECK_PATH, type BotCheckPurpose } from "./types";

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

/** One round's solving: started once, settled once (the field's text, "" when none could be made). */
interface Round {
  start(): void;
  solution: Promise<string>;
  settled: boolean;
}

/**
 * A flow's proof of work (docs/decisions/bot-check.md), solved anew each `round` (a solution is
 * good once) by the solver (loaded on demand, solver.ts, its work in a Web Worker) at the page's
 * first idle moment after mount, so it never competes with the page's start-up, or when the
 * round's `start` is called before then. The round's solution is "" when none could be made (the
 * post then goes without one and the server says so).
 */
export function useBotCheckSolution(purpose: BotCheckPurpose, round: unknown): () => Round {
  const current = useRef<Round | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let resolve: (payload: string) => void = () => undefined;
    const solution = new Promise<string>((done) => (resolve = done));
    let started = false;
    const state: Round = {
      solution,
      settled: false,
      start: () => {
        if (started || controller.signal.aborted) return;
        started = true;
        const settle = (payload: string) => {
          if (controller.signal.aborted) return;
          state.settled = true;
          resolve(payload);
        };
        import("./solver")
          .then(({ solveBotCheck }) => solveBotCheck(`${BOT_CHECK_PATH}?purpose=${purpose}`, controller))
          .then(settle, () => settle(""));
      },
    };
    current.current = state;
    const stopWaiting = whenIdle(state.start);
    return () => {
      controller.abort();
      stopWaiting();
      current.current = null;
    };
  }, [purpose, round]);
  return useCallback(() => current.current ?? { start: () => undefined, solution: Promise.resolve(""), settled: true }, []);
}

/**
 * The no-JavaScript pass of a flow, as markup inside <noscript>: with scripting on, browsers parse
 * it as text, so a browser running the page never posts it.
 */
export function NoscriptPass({ purpose, pass }: { purpose: BotCheckPurpose; pass: string | null }) {
  if (!pass) return null;
  return (
    <noscript
      // The pass is `<digits>.<base64url>.<base64url>`: nothing to escape.
      dangerouslySetInnerHTML={{ __html: `<input type="hidden" name="${BOT_CHECK_FIELDS[purpose].pass}" value="${pass}">` }}
    />
  );
}

/**
 * The bot check of the form it is in: its solved field, filled once the form is usable
 * (`useBotCheckSolution`); a submit before it is solved is held back and sent once it is; and,
 * in <noscript>, the no-JavaScript pass.
 */
export function BotCheck({ purpose, round, noscriptPass }: BotCheckProps) {
  const ref = useRef<HTMLInputElement>(null);
  const solving = useBotCheckSolution(purpose, round);
  useEffect(() => {
    const field = ref.current;
    const form = field?.form;
    if (!field || !form) return;
    const controller = new AbortController();
    const state = solving();
    // The held submit, by the button that made it (a form with several intents posts the one pressed).
    let held: { submitter: HTMLElement | null } | null = null;
    field.value = "";
    void state.solution.then((payload) => {
      if (controller.signal.aborted) return;
      field.value = payload;
      if (held) {
        const { submitter } = held;
        held = null;
        form.removeAttribute("aria-busy");
        form.requestSubmit(submitter);
      }
    });
    // Before React's own submit handler (which posts the form): a submit waits for the solution.
    const hold = (event: SubmitEvent) => {
      if (state.settled) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = { submitter: event.submitter };
      form.setAttribute("aria-busy", "true");
      state.start();
    };
    form.addEventListener("submit", hold, { capture: true, signal: controller.signal });
    return () => {
      controller.abort();
      form.removeAttribute("aria-busy");
    };
  }, [solving, purpose, round]);

  return (
    <>
      {/* No value prop: a hidden input's value is its attribute, which React would reset on each render. */}
      <input ref={ref} type="hidden" name={BOT_CHECK_FIELDS[purpose].solved} />
      <NoscriptPass purpose={purpose} pass={noscriptPass} />
    </>
  );
}
