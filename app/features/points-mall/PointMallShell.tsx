import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as member from "~/ui/panel.css";
import { Failure } from "~/ui/FormParts";
import type { PointMallView } from "./mall.server";
import { POINT_MALL_PATHS } from "./paths";
import * as styles from "./points-mall.css";

const TABS = ["goods", "history", "details", "rules", "convert"] as const;

/** The points mall's frame: the player's current points, the sub-pages as tabs (links: no JavaScript needed), and the page. */
export function PointMallShell({ view }: { view: PointMallView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell} data-testid="point-mall">
      <div className={styles.header}>
        <nav aria-label={t("pointMall.pages")}>
          <ul className={member.tabs}>
            {TABS.map((tab) => (
              <li key={tab}>
                <NavLink className={member.tab} to={POINT_MALL_PATHS[tab]} end={tab === "goods"} prefetch="intent">
                  {t(`pointMall.tabs.${tab}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {view.points.ok ? (
          <p className={styles.points} data-points={view.points.value}>
            {t("pointMall.currentPoints")}: {t("pointMall.pointsValue", { points: view.points.value })}
          </p>
        ) : (
          <Failure code={view.points.code} />
        )}
      </div>
      <Outlet />
    </div>
  );
}
