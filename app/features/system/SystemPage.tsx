import { useLocation } from "@remix-run/react";
import { formatLocalDateTime, type Zone } from "~/format/dates";
import { useTranslation } from "~/i18n/react";
import type { SystemState } from "~/platform/system-state";
import * as styles from "./system.css";

/** The brand's customer service, for the pages shown while the portal is closed (its own config: no platform call needed). */
export interface SystemContact {
  liveChat?: string;
  telegram?: string;
  email?: string;
}

type Props = {
  brandName: string;
  state: Exclude<SystemState, { kind: "ok" }>;
  contact?: SystemContact | null;
  /** The page language's BCP 47 tag, for the maintenance's end time. */
  locale: string;
  /** The brand's zone, the maintenance's end time's (the root's data). */
  zone: Zone;
};

/**
 * The whole-page notice shown instead of the portal: maintenance, region block, platform down.
 * Maintenance says when the platform expects to be back, if it said, and how to reach the
 * brand's customer service meanwhile.
 */
export function SystemPage({ brandName, state, contact, locale, zone }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const [title, body] =
    state.kind === "maintenance"
      ? [t("system.maintenanceTitle"), t("system.maintenanceBody", { brand: brandName })]
      : state.kind === "blocked"
        ? [t("system.regionBlockedTitle"), t("system.regionBlockedBody", { brand: brandName })]
        : [t("system.unavailableTitle"), t("system.unavailableBody")];
  return (
    <main className={styles.page} data-system-state={state.kind}>
      <section className={styles.card}>
        <p className={styles.brand}>{brandName}</p>
        <h1 className={styles.title}>{title}</h1>
        <p>{body}</p>
        {state.kind === "maintenance" && state.end ? (
          <p className={styles.detail} data-maintenance-end>
            {t("system.maintenanceEnd", { time: formatLocalDateTime(state.end, zone, locale) })}
          </p>
        ) : null}
        {state.kind === "maintenance" && contact ? <ContactList contact={contact} /> : null}
        {state.kind === "blocked" ? <p className={styles.detail}>{t("system.yourIp", { ip: state.ip })}</p> : null}
        {state.kind === "unavailable" ? (
          <>
            <p className={styles.detail}>{t(`errors.${state.code}`)}</p>
            {/* The same address again: a plain reload that works without JavaScript. */}
            <a className={styles.action} href={location.pathname + location.search}>
              {t("common.retry")}
            </a>
          </>
        ) : null}
      </section>
    </main>
  );
}

function ContactList({ contact }: { contact: SystemContact }) {
  const { t } = useTranslation();
  const links = [
    contact.liveChat ? { href: contact.liveChat, label: t("system.contactLiveChat") } : null,
    contact.telegram ? { href: contact.telegram, label: t("system.contactTelegram") } : null,
    contact.email ? { href: `mailto:${contact.email}`, label: t("system.contactEmail", { email: contact.email }) } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <section className={styles.contact} aria-labelledby="system-contact" data-testid="system-contact">
      <p id="system-contact">{t("system.maintenanceContact")}</p>
      <ul className={styles.contactList}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target={link.href.startsWith("mailto:") ? undefined : "_blank"} rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An error page inside the portal's theme, for errors a route did not handle. */
export function ErrorPage({ title, body, code }: { title: string; body: string; code?: string }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p>{body}</p>
        {code ? <p className={styles.detail}>{t("system.errorCode", { code })}</p> : null}
        <a className={styles.action} href="/">
          {t("common.goHome")}
        </a>
      </section>
    </main>
  );
}
