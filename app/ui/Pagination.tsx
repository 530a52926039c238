import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageItems } from "./page-items";
import * as styles from "./pagination.css";

interface Props {
  page: number;
  totalPages: number;
  /** The link of a page. */
  hrefOf: (page: number) => string;
  /** Names the navigation landmark. */
  label: string;
}

/** Links to the other pages of a list (plain links: works without JavaScript). Nothing for a single page. */
export function Pagination({ page, totalPages, hrefOf, label }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} data-pagination="">
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link className={styles.step} to={hrefOf(page - 1)} rel="prev" data-page="previous">
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
            <Link className={styles.step} to={hrefOf(page + 1)} rel="next" data-page="next">
              {t("pagination.next")}
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
