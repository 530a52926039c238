import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import { CentrePage } from "~/ui/CentrePage";
import * as money from "~/ui/account-page.css";
import { pageHref } from "~/ui/paging";
import { Pagination } from "~/ui/Pagination";
import type { GoodsCard, GoodsListView } from "./goods.server";
import { goodsPath } from "./paths";
import * as styles from "./points-mall.css";

/** `/pointMall`: the goods as cards, each linking to its detail and redeem form. */
export function GoodsListPage({ view }: { view: GoodsListView }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { goods } = view;
  return (
    <CentrePage name="pointMall" title={t("pointMall.title")}>
      {!goods.ok ? (
        <SectionError code={goods.code} />
      ) : goods.value.cards.length === 0 ? (
        <p className={money.muted} data-state="empty">
          {t("pointMall.goodsEmpty")}
        </p>
      ) : (
        <>
          <ul className={styles.grid} data-goods-list="">
            {goods.value.cards.map((card) => (
              <GoodsCardItem key={card.id} card={card} />
            ))}
          </ul>
          <Pagination
            page={goods.value.page}
            totalPages={goods.value.totalPages}
            hrefOf={(page) => pageHref(location.pathname, location.search, page)}
            label={t("pointMall.goodsPages")}
          />
        </>
      )}
    </CentrePage>
  );
}

function GoodsCardItem({ card }: { card: GoodsCard }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-goods={card.id}>
      <img className={styles.image} src={card.image} alt="" width={200} height={200} loading="lazy" />
      <h2 className={money.heading}>
        <Link to={goodsPath(card.id)}>{card.name}</Link>
      </h2>
      <p className={money.muted}>
        {t("pointMall.pointsRequired")}: {card.points}
      </p>
      <p className={money.muted}>{card.available > 0 ? `${t("pointMall.available")}: ${card.available}` : t("pointMall.soldOut")}</p>
    </li>
  );
}
