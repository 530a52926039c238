import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { pageHref } from "~/ui/paging";
import { SectionError } from "~/ui/Section";
import * as styles from "~/ui/panel.css";
import { formatDateTime } from "~/format/dates";
import { usePlayerZone } from "~/route-data";
import { useFormState } from "~/forms/use-form-state";
import { cx } from "~/ui/cx";
import { Pagination } from "~/ui/Pagination";
import * as ui from "~/ui/ui.css";
import type { MessageListData } from "./messages.server";
import { useInCentre } from "~/session/centre-path";
import { messagePath, MESSAGES_PATH } from "./paths";
import * as css from "./messages.css";

/**
 * The inbox: a page of messages (unread ones marked), each with a box to tick; buttons to
 * mark the ticked ones read, mark all read, or delete the ticked ones. One plain form: it
 * works without JavaScript, and the layout (the header's badge) reloads after it.
 */
export function MessageList({ view }: { view: MessageListData }) {
  const { t } = useTranslation();
  const zone = usePlayerZone();
  const inCentre = useInCentre();
  const listPath = inCentre(MESSAGES_PATH);
  const form = useFormState({ form: "messages", rules: view.rules, action: listPath });
  const busy = form.submitting;
  const idErrors = form.field("id").errors;

  return (
    <section className={styles.content} aria-labelledby="messages-title">
      <h1 id="messages-title" className={styles.heading}>
        {t("messages.title")}
      </h1>
      {!view.ok ? (
        <SectionError code={view.code} />
      ) : (
        <div className={styles.panel}>
          <p data-unread={view.unread}>{t("messages.unread", { count: view.unread })}</p>
          {view.items.length === 0 ? (
            <p className={css.empty} data-state="empty">
              {t("messages.empty")}
            </p>
          ) : (
            <Form method="post" action={listPath} replace className={styles.content} {...form.props}>
              <input type="hidden" name="page" value={view.page} />
              <LoginFailureMessage failure={form.failure} />
              {idErrors ? (
                <p role="alert" className={styles.error}>
                  {t(idErrors[0] as "messages.noneSelected")}
                </p>
              ) : null}
              <ul className={css.list}>
                {view.items.map((item) => (
                  <li key={item.id} className={css.item} data-message={item.id} data-read={item.read}>
                    <input
                      type="checkbox"
                      name="id"
                      value={item.id}
                      className={css.check}
                      aria-label={t("messages.select", { title: item.title })}
                    />
                    <Link to={inCentre(messagePath(item.id))} className={cx(css.title, item.read ? undefined : css.unread)}>
                      {item.read ? null : <span className={css.newLabel}>{t("messages.newLabel")}</span>}
                      {item.title}
                    </Link>
                    <time dateTime={item.sentAt} className={css.time}>
                      {formatDateTime(item.sentAt, zone)}
                    </time>
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <button type="submit" name="intent" value="read" className={ui.button.secondary} disabled={busy}>
                  {t("messages.markRead")}
                </button>
                <button type="submit" name="intent" value="read-all" className={ui.button.secondary} disabled={busy || view.unread === 0}>
                  {t("messages.markAllRead")}
                </button>
                <button type="submit" name="intent" value="delete" className={ui.button.secondary} disabled={busy}>
                  {t("messages.delete")}
                </button>
              </div>
            </Form>
          )}
          <Pagination
            page={view.page}
            totalPages={view.totalPages}
            hrefOf={(page) => pageHref(listPath, "", page)}
            label={t("messages.pages")}
          />
        </div>
      )}
    </section>
  );
}
