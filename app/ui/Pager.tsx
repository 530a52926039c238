import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { message } from "./section.css";
import { Pagination } from "./Pagination";
import { pageHref } from "./paging";

/**
 * The pages of a list (the shared numbered pagination: plain links, so paging works
 * without JavaScript and every page has its own URL). Past the last page (an old link
 * after the list shrank) it says so and links the first page.
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
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      hrefOf={(target) => pageHref(pathname, search, target)}
      label={t("gamePages.pager.label")}
    />
  );
}
