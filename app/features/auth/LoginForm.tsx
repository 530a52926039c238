import { Form, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "~/i18n/react";
import type { useFormState } from "~/forms/use-form-state";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import type { LoginExtra } from "./types";
import * as styles from "~/ui/auth.css";

/** The login action's path (the home route answers /login with the popup and this action). */
export const LOGIN_ACTION_PATH = "/login";

/**
 * A remembered value (username, mobile number) arrives after the popup opens (its
 * cookie is httpOnly): put it in the input and tick "remember me", unless the
 * person typed there already or the form is an answer of the action.
 */
export function useRememberedValue(value: string | null | undefined, answered: boolean) {
  const input = useRef<HTMLInputElement>(null);
  const remember = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!value || answered || !input.current || input.current.value !== "") return;
    input.current.value = value;
    if (remember.current) remember.current.checked = true;
  }, [value, answered]);
  return { input, remember };
}

interface LoginFormProps {
  type: "username" | "sms";
  state: ReturnType<typeof useFormState<LoginExtra>>;
  redirectTo: string | null;
  formRef?: RefObject<HTMLFormElement>;
  /** The fields, between the failure message and the submit button. */
  children: ReactNode;
}

/** What both login forms are: a post to the login action (a plain form without JS), its failure, its fields, submit. */
export function LoginForm({ type, state, redirectTo, formRef, children }: LoginFormProps) {
  const { t } = useTranslation();
  // A page opened in a language by its link (`?lng=`) keeps it through the sign-in's answer.
  const language = useSearchParams()[0].get("lng");
  const action = language ? `${LOGIN_ACTION_PATH}?${new URLSearchParams({ lng: language })}` : LOGIN_ACTION_PATH;
  return (
    <Form ref={formRef} method="post" action={action} replace className={styles.form} {...state.props}>
      <input type="hidden" name="type" value={type} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <LoginFailureMessage failure={state.failure} />
      {children}
      <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={state.submitting}>
        {t(state.submitting ? "login.submitting" : "login.submit")}
      </button>
    </Form>
  );
}

/** "Remember me": keeps the username or number for a day (never the password). */
export function RememberCheckbox({
  name,
  defaultChecked,
  inputRef,
}: {
  name: string;
  defaultChecked: boolean;
  inputRef: RefObject<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <label className={ui.checkbox}>
      <input ref={inputRef} type="checkbox" name={name} defaultChecked={defaultChecked} />
      {t("login.remember")}
    </label>
  );
}
