import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageItems } from "./page-items";
import * as styles from "./pagination.css";

interface Props {
  page: number;
  totalPages: number;
  /** The link of a page. */
  hrefOf: (page: number) => string;
  /** Names the navigation landmark. */
  label: string;
  /** Replace the history entry and keep the scroll (a list inside a popup). */
  replace?: boolean;
}

/** Links to the other pages of a list (plain links: works without JavaScript). Nothing for a single page. */
export function Pagination({ page, totalPages, hrefOf, label, replace = false }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} data-pagination="">
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link
              className={styles.step}
              to={hrefOf(page - 1)}
              replace={replace}
              preventScrollReset={replace}
              rel="prev"
              data-page="previous"
            >
              {t("pagination.previous")}
            </Link>
          ) : null}
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={styles.page}
                to={hrefOf(item)}
                replace={replace}
                preventScrollReset={replace}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("pagination.page", { page: item })}
                data-page={item}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link className={styles.step} to={hrefOf(page + 1)} replace={replace} preventScrollReset={replace} rel="next" data-page="next">
              {t("pagination.next")}
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
