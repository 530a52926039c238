import { Form, useNavigationType, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import * as ui from "~/ui/ui.css";
import { MAX_SEARCH_LENGTH } from "./lobby-url";
import * as styles from "./lobby.css";

/** How long the player may pause between keys before the list follows (a request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  /** The lobby's path: the form's action. */
  action: string;
  q: string;
  /** The vendor and sub-category the search keeps. */
  hidden: Record<string, string>;
  tooLong: boolean;
}

/**
 * The name search (ALL only): a GET form, so it works without JavaScript.
 * With JavaScript the list follows as the player types: each pause submits the form as
 * a client navigation (Remix aborts the one still under way), replacing the history
 * entry once a search is in the URL so back leaves the search rather than replaying each
 * key. The input is never re-mounted, so it keeps focus and caret while the list changes.
 */
export function LobbySearch({ action, q, hidden, tooLong }: Props) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigationType = useNavigationType();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // Back, forward or a link changed the search: show it, unless the player is typing.
  useEffect(() => {
    const element = input.current;
    if (element && (navigationType === "POP" || document.activeElement !== element)) element.value = q;
  }, [q, navigationType]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onInput = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const searching = new URLSearchParams(window.location.search).has("q");
      const data = new FormData(form);
      if (String(data.get("q") ?? "").trim() === "") data.delete("q");
      submit(data, { method: "get", action, replace: searching, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <Form method="get" action={action} role="search" className={styles.search} data-lobby="search" preventScrollReset>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={inputId} className={styles.searchLabel}>
        {t("lobby.search.label")}
      </label>
      <div className={ui.inputRow}>
        <input
          ref={input}
          id={inputId}
          className={ui.input}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t("lobby.search.placeholder")}
          autoComplete="off"
          aria-describedby={tooLong ? errorId : undefined}
          aria-invalid={tooLong || undefined}
          onChange={(event) => onInput(event.currentTarget.form!)}
        />
        <button type="submit" className={ui.button.primary}>
          {t("lobby.search.submit")}
        </button>
      </div>
      {tooLong ? (
        <p id={errorId} className={ui.fieldError} role="alert" data-state="search-too-long">
          {t("lobby.search.tooLong", { max: MAX_SEARCH_LENGTH })}
        </p>
      ) : null}
    </Form>
  );
}
