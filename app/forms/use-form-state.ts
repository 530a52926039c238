import { useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { replyOf, type FormReply } from "./reply";
import { constraintProps, errorIdOf, FALLBACK_MESSAGE, patternMessage, VALIDITY_FAILURES, type FormRules } from "./rules";

/** The browser's form state: the one way every form of the portal reads its rules and its action's reply. */

/** Messages (translation keys) by field name. */
type Errors = Record<string, string[] | undefined>;

/** What a field's control and its `Field` need. */
export interface FieldState {
  id: string;
  name: string;
  /** Its messages: the browser's check, or the action's reply. */
  errors: string[] | undefined;
  /** The value the action sent back (never a secret: see `SECRET_FIELDS`). */
  defaultValue: string | undefined;
  /** The control's constraint and aria attributes, to spread on it. */
  control: ReturnType<typeof constraintProps> & { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string };
}

interface Options {
  /** The form's name: its element id and the `form` of its replies. */
  form: string;
  /** The rules the loader made from the form's schema (`formRules`); none: the server's check alone. */
  rules?: FormRules;
  /** Where it posts (default: this page); marks it submitting while a post to there runs. */
  action?: string;
  /** The reply to show when the page's action data is not this form's (e.g. a fetcher's). */
  reply?: FormReply<object>;
}

/** The first failure of a control's native check, as its rule's message. */
function messageOf(element: HTMLInputElement, rules: FormRules): string | undefined {
  const rule = rules[element.name];
  if (element.validity.valid) {
    if (rule?.blank && element.value !== "" && element.value.trim() === "") return rule.blank;
    const other = rule?.sameAs ? element.form?.elements.namedItem(rule.sameAs.field) : null;
    if (rule?.sameAs && other instanceof HTMLInputElement && element.value !== "" && element.value.trim() !== other.value.trim()) {
      return rule.sameAs.message;
    }
    return undefined;
  }
  const failure = VALIDITY_FAILURES.find((key) => element.validity[key]);
  if (failure === "patternMismatch" && rule) return patternMessage(rule, element.value);
  return (failure && rule?.messages[failure]) || FALLBACK_MESSAGE;
}

function checkAll(form: HTMLFormElement, rules: FormRules): Errors {
  const errors: Errors = {};
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (!element.name || !(element.name in rules) || errors[element.name]) continue;
    const message = messageOf(element, rules);
    if (message) errors[element.name] = [message];
  }
  return errors;
}

function focusFirst(form: HTMLFormElement, errors: Errors) {
  const first = (Array.from(form.elements) as HTMLInputElement[]).find((element) => element.name && errors[element.name]?.length);
  first?.focus();
}

/**
 * A form's state: checked natively on submit against the rules made from its schema (a
 * form with a message is not posted; the first field with one takes focus), each checked
 * field again as the person types; the action's reply brings back the server's messages,
 * the values to keep, the platform's refusal and what went well. Without JavaScript the
 * form posts as it is and the server answers the page with the same reply.
 */
export function useFormState<Extra extends object = Record<never, never>>({ form, rules = {}, action, reply: given }: Options) {
  const navigation = useNavigation();
  const location = useLocation();
  const reply = (replyOf<Extra>(useActionData(), form) ?? (given?.form === form ? (given as FormReply<Extra>) : undefined)) as
    FormReply<Extra> | undefined;
  const result = reply?.result;
  const [errors, setErrors] = useState<Errors>(() => (result?.error as Errors | undefined) ?? {});
  const [checked, setChecked] = useState(false);
  const [shown, setShown] = useState(result);
  if (result !== shown) {
    // A new reply of the action: its messages replace what the browser found.
    setShown(result);
    setErrors((result?.error as Errors | undefined) ?? {});
  }

  // The action's messages: the first field that has one takes focus, as after the browser's check.
  useEffect(() => {
    const element = document.getElementById(form);
    if (result?.status === "error" && element instanceof HTMLFormElement) focusFirst(element, (result.error as Errors | undefined) ?? {});
  }, [result, form]);

  const props = {
    id: form,
    noValidate: true as const,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const found = checkAll(event.currentTarget, rules);
      setErrors(found);
      setChecked(true);
      if (Object.keys(found).length > 0) {
        event.preventDefault();
        focusFirst(event.currentTarget, found);
      }
    },
    onInput(event: FormEvent<HTMLFormElement>) {
      const target = event.target as HTMLInputElement;
      if (!checked || !target.name || !(target.name in rules)) return;
      // The field typed in, and any confirmation that repeats it.
      const names = [target.name, ...Object.keys(rules).filter((name) => rules[name]?.sameAs?.field === target.name)];
      const found: Errors = {};
      for (const name of names) {
        const control = event.currentTarget.elements.namedItem(name);
        if (control instanceof HTMLInputElement) found[name] = messageOf(control, rules) ? [messageOf(control, rules)!] : undefined;
      }
      setErrors((current) => ({ ...current, ...found }));
    },
  };

  /** Checks one field now and shows its message (e.g. the number, before a code is sent); true when it passes. */
  const validate = (name: string) => {
    const element = document.getElementById(form);
    const control = element instanceof HTMLFormElement ? (element.elements.namedItem(name) as HTMLInputElement | null) : null;
    const message = control && "validity" in control ? messageOf(control, rules) : undefined;
    setErrors((current) => ({ ...current, [name]: message ? [message] : undefined }));
    return !message;
  };

  const initial = (result?.initialValue ?? {}) as Record<string, unknown>;
  const field = (name: string): FieldState => {
    const id = `${form}-${name}`;
    const fieldErrors = errors[name] ?? undefined;
    const value = initial[name];
    return {
      id,
      name,
      errors: fieldErrors,
      defaultValue: typeof value === "string" && value !== "" ? value : undefined,
      control: {
        id,
        name,
        ...constraintProps(rules[name]),
        ...(fieldErrors?.length ? { "aria-invalid": true as const, "aria-describedby": errorIdOf(id) } : {}),
      },
    };
  };

  const target = action ?? location.pathname;
  const submitting = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === target;
  return {
    props,
    field,
    validate,
    submitting,
    /** The form's own messages (`error[""]`). */
    formErrors: (errors[""] ?? undefined) as string[] | undefined,
    failure: reply?.failure ?? null,
    done: reply?.done ?? null,
    extra: reply?.extra,
    reply,
  };
}
