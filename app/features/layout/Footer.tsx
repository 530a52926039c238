import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CONTENT_PATHS } from "~/features/content/types";
import { CATEGORY_LABEL } from "~/catalogue/categories";
import type { LayoutData } from "./layout.server";
import { ServiceLink } from "./ServiceLink";
import * as styles from "./footer.css";

/** The help centre's sections (`/help#<anchor>`), the legal licence popup and the feedback page. */
export const HELP_LINKS = [
  { to: "/help", label: "help.title" },
  { to: "/help#term", label: "footer.terms" },
  { to: "/help#privacy", label: "footer.privacy" },
  { to: "/legal", label: "contentPages.legalTitle" },
  { to: CONTENT_PATHS.feedback, label: "contentPages.titles.feedback" },
] as const;

/** The brand's content pages. */
export const ABOUT_LINKS = [
  { to: CONTENT_PATHS.about, label: "footer.aboutUs" },
  { to: CONTENT_PATHS.licences, label: "footer.licences" },
  { to: CONTENT_PATHS.responsible, label: "footer.responsibleGaming" },
  { to: CONTENT_PATHS.blog, label: "contentPages.titles.blog" },
  { to: CONTENT_PATHS.news, label: "contentPages.titles.news" },
  { to: CONTENT_PATHS.leaderboard, label: "contentPages.titles.leaderboard" },
  { to: CONTENT_PATHS.download, label: "contentPages.titles.download" },
  { to: CONTENT_PATHS.mirrors, label: "contentPages.titles.mirrors" },
] as const;

export function Footer({ brandName, data }: { brandName: string; data: LayoutData }) {
  const { t } = useTranslation();
  const { contacts, categories } = data;
  const social = [
    { href: contacts.facebook, icon: "facebook", label: t("menu.facebook") },
    { href: contacts.whatsapp, icon: "whatsapp", label: t("layout.whatsapp") },
    { href: contacts.telegram, icon: "telegram", label: t("menu.telegram") },
  ] as const;
  const vendors = categories.flatMap((category) => category.vendors);

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <LinkColumn id="footer-help" heading={t("footer.help")} links={HELP_LINKS} />
        <LinkColumn id="footer-about" heading={t("contentPages.footerHeading")} links={ABOUT_LINKS} />
        {categories.length > 0 ? (
          <nav aria-labelledby="footer-products">
            <h2 id="footer-products" className={styles.heading}>
              {t("footer.products")}
            </h2>
            <ul className={styles.linkList} data-testid="footer-products">
              {categories.map((category) => (
                <li key={category.gameType}>
                  <Link className={styles.link} to={category.href} data-category={category.gameType}>
                    {t(CATEGORY_LABEL[category.gameType])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {social.some((entry) => entry.href) ? (
          <div>
            <h2 className={styles.heading}>{t("footer.followUs")}</h2>
            <ul className={styles.social} aria-label={t("layout.social")}>
              {social.map((entry) =>
                entry.href ? (
                  <li key={entry.icon}>
                    <ServiceLink href={entry.href} className={styles.socialLink} icon={entry.icon} iconOnly>
                      {entry.label}
                    </ServiceLink>
                  </li>
                ) : null,
              )}
            </ul>
          </div>
        ) : null}
      </div>
      {vendors.length > 0 ? (
        <section aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className={styles.heading}>
            {t("layout.gameProviders")}
          </h2>
          <ul className={styles.vendors}>
            {vendors.map((vendor) => (
              <li key={vendor.code}>
                <img
                  className={styles.vendorLogo}
                  src={vendor.logo}
                  alt={vendor.name}
                  loading="lazy"
                  decoding="async"
                  width={88}
                  height={40}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.copyright}>{t("footer.copyright", { year: data.year, brand: brandName })}</p>
    </footer>
  );
}

/** A column of the footer's own links under its heading. */
function LinkColumn({ id, heading, links }: { id: string; heading: string; links: typeof HELP_LINKS | typeof ABOUT_LINKS }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.link} to={link.to}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
