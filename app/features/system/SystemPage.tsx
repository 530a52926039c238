import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { SystemState } from "./system-state";
import * as styles from "./system.css";

type Props = { brandName: string; state: Exclude<SystemState, { kind: "ok" }> };

/** The whole-page notice shown instead of the portal: maintenance, region block, platform down. */
export function SystemPage({ brandName, state }: Props) {
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
