import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/format/dates";
import { usePlayerZone } from "~/route-data";
import { useFormState } from "~/forms/use-form-state";
import { securityTabPath } from "~/features/security/tabs";
import * as member from "~/ui/panel.css";
import { Failure } from "~/ui/FormParts";
import { SectionError } from "~/ui/Section";
import { muted } from "~/ui/form-parts.css";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { deviceLabel } from "./device-label";
import type { SessionRow, SessionsView } from "./sessions.server";
import * as styles from "./sessions.css";

const ACTION = securityTabPath("sessions");
const FORM = "sessions";

/**
 * The sessions tab: every session of the account that is signed in now, this device first
 * marked, each other with its own "sign out", and "sign out every other session". Plain posts:
 * works without JavaScript.
 */
export function SessionsPage({ view }: { view: SessionsView }) {
  const { t } = useTranslation();
  const state = useFormState({ form: FORM, action: ACTION });
  const others = view.sessions.ok ? view.sessions.value.filter((session) => !session.current) : [];
  return (
    <div className={member.panel} data-page="sessions" aria-busy={state.submitting}>
      <h2 className={ui.dialogTitle}>{t("security.tabs.sessions")}</h2>
      <p className={muted}>{t("security.sessions.intro")}</p>
      <Failure code={state.failure?.code} />
      {state.formErrors?.[0] ? (
        <p role="alert" className={member.error}>
          {t("security.sessions.invalid")}
        </p>
      ) : null}
      {state.submitting ? (
        <p role="status" className={muted} data-state="busy">
          {t("security.sessions.signingOut")}
        </p>
      ) : null}
      {!view.sessions.ok ? (
        <SectionError code={view.sessions.code} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t("security.sessions.listLabel")}>
            {view.sessions.value.map((session) => (
              <SessionItem key={session.id} session={session} busy={state.submitting} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className={muted} data-state="empty">
              {t("security.sessions.empty")}
            </p>
          ) : (
            <Form method="post" action={ACTION}>
              <input type="hidden" name="intent" value="endOthers" />
              <button type="submit" className={cx(ui.button.primary)} disabled={state.submitting} data-action="end-others">
                {t("security.sessions.signOutOthers")}
              </button>
            </Form>
          )}
        </>
      )}
    </div>
  );
}

function SessionItem({ session, busy }: { session: SessionRow; busy: boolean }) {
  const { t } = useTranslation();
  const zone = usePlayerZone();
  const device = deviceLabel(t, session.device);
  const method = t(`security.sessions.methods.${session.method}`, { defaultValue: session.method });
  return (
    <li className={styles.item} data-session={session.id} data-current={session.current || undefined}>
      <div className={styles.details}>
        <strong>
          {t(`security.sessions.kinds.${session.device.kind}`)} · {device}
          {session.current ? <span className={styles.badge}>{t("security.sessions.current")}</span> : null}
        </strong>
        {session.device.browser === null && session.device.os === null && session.userAgent ? (
          <span className={cx(muted, styles.raw)}>{session.userAgent}</span>
        ) : null}
        <span className={muted}>{t("security.sessions.brand", { brand: session.brand })}</span>
        <span className={muted}>
          {t("security.sessions.address", { ip: session.ip })} ·{" "}
          {session.place ? t("security.sessions.place", { place: session.place }) : t("security.sessions.unknownPlace")}
        </span>
        <span className={muted}>{t("security.sessions.signedInAt", { time: formatDateTime(session.signedInAt, zone), method })}</span>
        <span className={muted}>{t("security.sessions.lastSeen", { time: formatDateTime(session.lastSeenAt, zone) })}</span>
      </div>
      {session.current ? null : (
        <Form method="post" action={ACTION}>
          <input type="hidden" name="intent" value="end" />
          <input type="hidden" name="id" value={session.id} />
          <button
            type="submit"
            className={cx(ui.button.secondary)}
            disabled={busy}
            aria-label={t("security.sessions.signOutOne", { device })}
            data-action="end"
          >
            {t("security.sessions.signOut")}
          </button>
        </Form>
      )}
    </li>
  );
}
