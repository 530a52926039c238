import { useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import * as styles from "./centre-page.css";
import { muted } from "./form-parts.css";
import { Checking } from "./Checking";

/**
 * A page of the member or agent centre: its title and sections. While
 * the page itself reloads (a filter, a preset, the redirect after a post) it says so and is
 * marked busy; a post being checked (`Checking`) is said under the title.
 */
export function CentrePage({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const reloading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className={styles.page} data-page={name} aria-busy={reloading}>
      <h1 className={styles.heading}>{title}</h1>
      {reloading ? (
        <p role="status" className={muted} data-state="loading">
          {t("common.loading")}
        </p>
      ) : null}
      <Checking />
      {children}
    </div>
  );
}

/** A titled box of a centre page. */
export function CentreSection({ title, children, name }: { title: string; children: ReactNode; name?: string }) {
  const id = `section-${name ?? title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section className={styles.card} aria-labelledby={id} data-section={name}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
