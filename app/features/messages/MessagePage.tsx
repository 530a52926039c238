import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { SectionError } from "~/ui/Section";
import * as styles from "~/ui/panel.css";
import { formatDateTime } from "~/format/dates";
import { usePlayerZone } from "~/route-data";
import { useFormState } from "~/forms/use-form-state";
import * as ui from "~/ui/ui.css";
import type { MessageData } from "./messages.server";
import { useInCentre } from "~/session/centre-path";
import { messagePath, MESSAGES_PATH } from "./paths";
import * as css from "./messages.css";

/** One message, as text, with a way back and a delete button. */
export function MessagePage({ view }: { view: MessageData }) {
  const { t } = useTranslation();
  const zone = usePlayerZone();
  const inCentre = useInCentre();
  const form = useFormState({ form: "message", rules: view.rules });
  const revalidator = useRevalidator();
  const justRead = view.ok && view.justRead;

  // Opening it marked it read: the layout's unread badges reload (a navigation alone does not reload the layout).
  useEffect(() => {
    if (justRead) revalidator.revalidate();
  }, [justRead]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className={styles.content} aria-labelledby="message-title">
      <p>
        <Link to={inCentre(MESSAGES_PATH)}>{t("messages.back")}</Link>
      </p>
      {!view.ok ? (
        <>
          <h1 id="message-title" className={styles.heading}>
            {t("messages.title")}
          </h1>
          <SectionError code={view.code} />
        </>
      ) : (
        <article className={styles.panel}>
          <h1 id="message-title" className={styles.heading}>
            {view.title}
          </h1>
          <time dateTime={view.sentAt} className={css.time}>
            {formatDateTime(view.sentAt, zone)}
          </time>
          <div className={css.body} data-message-body>
            {view.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <Form method="post" action={inCentre(messagePath(view.id))} replace {...form.props}>
            <LoginFailureMessage failure={form.failure} />
            <button type="submit" name="intent" value="delete" className={ui.button.secondary}>
              {t("messages.deleteOne")}
            </button>
          </Form>
        </article>
      )}
    </section>
  );
}
