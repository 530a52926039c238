import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type RefObject } from "react";
import { useBotCheckSolution } from "~/forms/bot-check/BotCheck";
import { BOT_CHECK_FIELDS } from "~/forms/bot-check/types";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { refusalText } from "~/ui/LoginFailureMessage";
import type { SendCodeResult } from "./types";
import * as styles from "~/ui/auth.css";

export const SEND_CODE_PATH = "/auth/sms-code";
/** Sending is throttled to once a second. */
const SEND_PAUSE_MS = 1000;

/**
 * Sending a sign-in code: posts country, number and the `sms` flow's bot check (solved at the
 * page's first idle moment, anew after each answer: a solution is good once) to the send-code
 * route, then counts down expiredMinutes × 60 s, or the wait a refusal asks, during which sending
 * again is off.
 */
export function useSendCode(
  formRef: RefObject<HTMLFormElement>,
  /** Checks the number (and its country) with the form's rules, showing their messages: true when they pass. */
  checkNumber: () => boolean,
  /** The send route (registration codes have their own). */
  path = SEND_CODE_PATH,
) {
  const fetcher = useFetcher<SendCodeResult>({ key: `send-code-${path}` });
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [paused, setPaused] = useState(false);
  const [checking, setChecking] = useState(false);
  const botCheck = useBotCheckSolution("sms", fetcher.data);

  // A new answer: start the countdown when the code went out, or wait what the platform asks.
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    const seconds = result.ok ? result.expiredMinutes * 60 : (result.retryAfterSeconds ?? 0);
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  }, [fetcher.data]);

  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => setPaused(false), SEND_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [paused]);

  const busy = checking || fetcher.state !== "idle";
  const send = () => {
    const form = formRef.current;
    if (!form || busy || paused || remaining > 0) return;
    if (!checkNumber()) return;
    const values = { country: form.elements.namedItem("country"), mobile: form.elements.namedItem("mobile") };
    const input = {
      country: values.country instanceof HTMLSelectElement ? values.country.value.trim() : "",
      mobile: values.mobile instanceof HTMLInputElement ? values.mobile.value.trim() : "",
    };
    setPaused(true);
    setChecking(true);
    const round = botCheck();
    round.start();
    void round.solution.then((solved) => {
      setChecking(false);
      fetcher.submit({ ...input, [BOT_CHECK_FIELDS.sms.solved]: solved }, { method: "post", action: path });
    });
  };

  return { send, busy, waiting: paused || remaining > 0, remaining, result: busy ? undefined : fetcher.data };
}

interface SendCodeButtonProps {
  sender: ReturnType<typeof useSendCode>;
  disabled: boolean;
  /** Without JavaScript, a submit button posting the form with this intent (its action sends the code). */
  noScriptIntent?: string;
}

export function SendCodeButton({ sender, disabled, noScriptIntent }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { send, busy, waiting, remaining } = sender;
  const off = disabled || busy || waiting;
  return (
    <button
      type={noScriptIntent ? "submit" : "button"}
      name={noScriptIntent ? "intent" : undefined}
      value={noScriptIntent}
      formNoValidate={noScriptIntent ? true : undefined}
      className={cx(ui.button.accent, ui.buttonLarge)}
      // aria-disabled rather than disabled: the button keeps keyboard focus during the countdown.
      aria-disabled={off}
      onClick={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {busy ? t("login.sending") : remaining > 0 ? t("login.resendIn", { seconds: remaining }) : t("auth.sendCode")}
    </button>
  );
}

/** The send result under the code field: sent (how long it is valid) or why not. */
export function SendCodeStatus({ result }: { result: SendCodeResult | undefined }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (result.ok) {
    return (
      <p role="status" className={styles.status}>
        {t("login.codeSent", { count: result.expiredMinutes })}
      </p>
    );
  }
  return (
    <p role="alert" className={styles.formError}>
      {refusalText(t, {
        code: result.code,
        retryAfterMinutes: result.retryAfterSeconds ? Math.ceil(result.retryAfterSeconds / 60) : undefined,
      })}
    </p>
  );
}
