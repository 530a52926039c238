import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { LoginFailureMessage } from "./LoginFailureMessage";
import type { FormSchema, LoginType } from "./schema";
import type { LoginActionData } from "./types";
import * as styles from "./auth.css";

/** The login action's path (the home route answers /login with the popup and this action). */
export const LOGIN_ACTION_PATH = "/login";

/** Messages by field name (conform's reply may hold `null`: none). */
type Errors = Record<string, string[] | null | undefined>;

/** What a field needs to render: its control's id and name, its messages, the value the action sent back. */
export interface FieldState {
  id: string;
  name: string;
  errors: string[] | undefined;
  initialValue: unknown;
}

/** The form element's part of a login form's state (spread on the `<Form>` by `LoginForm`). */
export interface FormState {
  props: {
    id: string;
    noValidate: true;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    onInput(event: FormEvent<HTMLFormElement>): void;
  };
  /** Checks one field now and shows its message (the send-code button checks the number before sending). */
  validate(options: { name: string }): void;
}

/** The form's fields as the schema reads them (several values of one name become a list). */
function payloadOf(form: HTMLFormElement): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form)) {
    const previous = payload[name];
    payload[name] = previous === undefined ? value : ([] as unknown[]).concat(previous, value);
  }
  return payload;
}

/** The first control of `form` that has a message. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: Errors) {
  for (const element of Array.from(form?.elements ?? [])) {
    if (element instanceof HTMLElement && "name" in element && errors[element.name as string]?.length) {
      element.focus();
      return;
    }
  }
}

/**
 * A login form's state: checked in the browser with its schema on submit (a form with
 * a message is not posted), then each checked field again as the person types; the
 * action's last answer (`last`, conform's reply: the server checks with the same schema)
 * brings back its messages and values. `submitting` is true while any login form posts.
 *
 * conform's own browser runtime (useForm) is not used here: it is about 8.5 kB gzipped,
 * more than these two forms need, and the popup is on the page-weight budget
 * (docs/decisions/page-weight.md). The server still parses and replies with conform.
 */
export function useLoginForm<Value extends Record<string, unknown>>(
  id: string,
  schema: FormSchema<Value>,
  /** The action's last answer (the password forms' answers have the same `result`). */
  last: Pick<LoginActionData, "result"> | undefined,
) {
  const navigation = useNavigation();
  const result = last?.result;
  const [errors, setErrors] = useState<Errors>(() => result?.error ?? {});
  /** Fields checked once (on submit, by `validate` or by the action): checked again on input. */
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(result?.error ? schema.fields : []));
  const [shown, setShown] = useState(result);
  if (result !== shown) {
    // A new answer of the action: its messages replace what the browser found.
    setShown(result);
    setErrors(result?.error ?? {});
    if (result?.error) setChecked(new Set(schema.fields));
  }
  const element = () => document.getElementById(id) as HTMLFormElement | null;
  const check = (form: HTMLFormElement | null) => (form ? (schema.check(payloadOf(form)).error ?? {}) : {});

  // The action's messages: focus the first field that has one, as the browser check does.
  useEffect(() => {
    if (result?.status === "error") focusFirstInvalid(element(), result.error ?? {});
  }, [result]); // eslint-disable-line react-hooks/exhaustive-deps

  const form: FormState = {
    props: {
      id,
      noValidate: true,
      onSubmit(event) {
        const found = check(event.currentTarget);
        setErrors(found);
        setChecked(new Set(schema.fields));
        if (Object.keys(found).length > 0) {
          event.preventDefault();
          focusFirstInvalid(event.currentTarget, found);
        }
      },
      onInput(event) {
        const name = (event.target as { name?: unknown }).name;
        if (typeof name !== "string" || !checked.has(name)) return;
        const found = check(event.currentTarget);
        setErrors((current) => {
          const next = { ...current };
          for (const field of checked) next[field] = found[field];
          return next;
        });
      },
    },
    validate({ name }) {
      const found = check(element());
      setChecked((current) => new Set([...current, name]));
      setErrors((current) => ({ ...current, [name]: found[name] }));
    },
  };

  const initial = result?.initialValue ?? {};
  const field = (name: string): FieldState => ({
    id: `${id}-${name}`,
    name,
    errors: errors[name] ?? undefined,
    initialValue: initial[name],
  });
  const fields = Object.fromEntries(schema.fields.map((name) => [name, field(name)])) as { [K in keyof Value & string]: FieldState };

  const submitting = navigation.state !== "idle" && navigation.formAction === LOGIN_ACTION_PATH;
  return { form, fields, submitting };
}

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
  type: LoginType;
  form: FormState;
  last: LoginActionData | undefined;
  redirectTo: string | null;
  submitting: boolean;
  formRef?: RefObject<HTMLFormElement>;
  /** The fields, between the failure message and the submit button. */
  children: ReactNode;
}

/** What both login forms are: a post to the login action (a plain form without JS), its failure, its fields, submit. */
export function LoginForm({
  type,
  form,
  last,
  redirectTo,
  submitting,
  formRef,
  children,
}: LoginFormProps) {
  const { t } = useTranslation();
  return (
    <Form ref={formRef} method="post" action={LOGIN_ACTION_PATH} replace className={styles.form} {...form.props}>
      <input type="hidden" name="type" value={type} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <LoginFailureMessage failure={last?.failure ?? null} />
      {children}
      <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={submitting}>
        {t(submitting ? "login.submitting" : "login.submit")}
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

/** A conform initial value as an input's default: a non-empty string, else none. */
export const textValue = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
