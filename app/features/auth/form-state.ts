import { useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import type { FormSchema } from "./schema";
import type { LoginActionData } from "./types";

/**
 * A popup form's state in the browser (the sign-in forms, the register form): kept apart
 * from the sign-in's form component so that the register popup loads only this.
 */

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
  last: Pick<LoginActionData, "result"> | undefined,
  /** The action the form posts to (the register popup's is /register). */
  actionPath = LOGIN_ACTION_PATH,
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

  const submitting = navigation.state !== "idle" && navigation.formAction === actionPath;
  return { form, fields, submitting };
}

/** A conform initial value as an input's default: a non-empty string, else none. */
export const textValue = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
