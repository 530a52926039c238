import { Link } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPages";
import { useTranslation } from "~/i18n/react";
import * as styles from "./responsible.css";
import { PROTECTION_PAGES, type ResponsibleGamingView } from "./types";

/**
 * `/responsible-gaming`: the merchant's text, then the player's own tools (one click each
 * for a signed-in player; a sign-in link for a visitor), where to get help, and the seals.
 */
export function ResponsibleGamingPage({ view }: { view: ResponsibleGamingView }) {
  const { t } = useTranslation();
  return (
    <ContentPage view={view} name="responsible">
      <section className={styles.section} aria-labelledby="rg-tools" data-testid="rg-tools">
        <h2 id="rg-tools" className={styles.heading}>
          {t("responsible.toolsTitle")}
        </h2>
        {view.signedIn ? (
          <ul className={styles.tools}>
            {PROTECTION_PAGES.map((page) => (
              <li key={page.id}>
                <Link to={page.path} className={styles.tool} data-tool={page.id}>
                  <span className={styles.toolName}>{t(`responsible.tools.${page.id}.name`)}</span>
                  <span className={styles.muted}>{t(`responsible.tools.${page.id}.summary`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {t("responsible.signInFirst")}{" "}
            <Link to="/login" className={styles.link}>
              {t("responsible.signIn")}
            </Link>
          </p>
        )}
      </section>

      {view.helpOrganisations.length > 0 ? (
        <section className={styles.section} aria-labelledby="rg-help" data-testid="rg-help">
          <h2 id="rg-help" className={styles.heading}>
            {t("responsible.helpTitle")}
          </h2>
          <p className={styles.muted}>{t("responsible.helpIntro")}</p>
          <ul className={styles.organisations}>
            {view.helpOrganisations.map((organisation) => (
              <li key={organisation.url}>
                <a href={organisation.url} className={styles.link} target="_blank" rel="noopener noreferrer">
                  {organisation.name}
                </a>
                {organisation.phone ? (
                  <>
                    {" · "}
                    <a href={`tel:${organisation.phone.replace(/[^+\d]/g, "")}`} className={styles.link}>
                      {t("responsible.call", { phone: organisation.phone })}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {view.seals.length > 0 ? (
        <section className={styles.section} aria-labelledby="rg-seals" data-testid="rg-seals">
          <h2 id="rg-seals" className={styles.heading}>
            {t("responsible.sealsTitle")}
          </h2>
          <ul className={styles.seals}>
            {view.seals.map((seal) => (
              <li key={seal.src}>
                <a href={seal.link} target="_blank" rel="noopener noreferrer">
                  <img src={seal.src} alt={seal.alt} className={styles.seal} height={48} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ContentPage>
  );
}
