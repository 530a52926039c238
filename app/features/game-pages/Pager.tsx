import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { message } from "~/features/home/home.css";
import * as styles from "./game-pages.css";
import { pageHref } from "./paging";

/**
 * Previous and next links around "Page n of m": plain links, so paging works without
 * JavaScript and every page has its own URL. Past the last page (an old link after
 * the list shrank) it says so and links the first page.
 */
export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (totalPages > 0 && page > totalPages) {
    return (
      <p className={message} data-state="past-end">
        {t("gamePages.pager.pastEnd")} <Link to={pageHref(pathname, search, 1)}>{t("gamePages.pager.first")}</Link>
      </p>
    );
  }
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t("gamePages.pager.label")}>
      {page > 1 ? (
        <Link to={pageHref(pathname, search, page - 1)} rel="prev" data-pager="previous">
          {t("gamePages.pager.previous")}
        </Link>
      ) : null}
      <span aria-current="page">{t("gamePages.pager.pageOf", { page: String(page), total: String(totalPages) })}</span>
      {page < totalPages ? (
        <Link to={pageHref(pathname, search, page + 1)} rel="next" data-pager="next">
          {t("gamePages.pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}
