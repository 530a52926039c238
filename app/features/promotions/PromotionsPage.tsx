import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as content from "~/ui/content.css";
import { pageHref } from "~/ui/paging";
import { SectionError } from "~/ui/Section";
import { Pagination } from "~/ui/Pagination";
import { promotionPath } from "./paths";
import type { ActivityCard, PromotionsView } from "./promotions.server";
import * as styles from "./promotions.css";
import { StatusBadge } from "./StatusBadge";

/** The promotions list: each activity's title, summary, bonus, dates and the viewer's status, 10 a page. */
export function PromotionsPage({ view }: { view: PromotionsView }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { list } = view;
  return (
    <article className={content.page} data-page="promotions">
      <h1 className={content.pageTitle}>{t("promotions.title")}</h1>
      <p className={content.muted}>{t("promotions.intro")}</p>
      {view.statusError ? (
        <p className={content.error} role="alert" data-state="status-error">
          {t("promotions.statusUnavailable", { reason: t(`errors.${view.statusError}`) })}
        </p>
      ) : null}
      {!list.ok ? (
        <SectionError code={list.code} />
      ) : list.value.cards.length === 0 ? (
        <p className={content.message} data-state="empty">
          {t("promotions.empty")}
        </p>
      ) : (
        <>
          <ul className={styles.grid}>
            {list.value.cards.map((card) => (
              <li key={card.id} className={styles.card} data-activity={card.id}>
                <ActivitySummary card={card} />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.value.page}
            totalPages={list.value.totalPages}
            hrefOf={(page) => pageHref(pathname, search, page)}
            label={t("promotions.pages")}
          />
        </>
      )}
    </article>
  );
}

function ActivitySummary({ card }: { card: ActivityCard }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className={styles.cardTitle}>
        <Link className={styles.cardLink} to={promotionPath(card.id)}>
          {card.title}
        </Link>
      </h2>
      <p className={styles.meta}>
        <StatusBadge status={card.status} />
        <span>{t("promotions.period", { from: card.from, to: card.to })}</span>
      </p>
      <p>{card.summary}</p>
      <p className={styles.bonus}>{t("promotions.bonus", { amount: card.bonus })}</p>
    </>
  );
}
