import { Link } from "@remix-run/react";
import { CATEGORY_LABEL } from "~/catalogue/categories";
import { useTranslation } from "~/i18n/react";
import { GameGrid, GameGridPlaceholder } from "~/features/games/GameCard";
import * as styles from "~/ui/page.css";
import { DeferredContent, HomeSection } from "~/ui/Section";
import { HOME_LIMITS } from "./tabs";
import type { CategoryView, VendorChip } from "./types";
import { VendorGrid } from "~/features/games/VendorCard";

/**
 * One category: its vendors (sports, e-sports, lottery, cockfight, live) or its
 * games (slots, fishing, card games), with a "more" link to the category page.
 * On its own tab a games category also offers vendor filter chips.
 */
export function CategorySection({ category }: { category: CategoryView }) {
  const { t } = useTranslation();
  // Named as the side menu names it, not by the platform's lane title: one concept, one name.
  const title = t(CATEGORY_LABEL[category.gameType]);
  return (
    <HomeSection
      name={`category-${category.gameType.toLowerCase()}`}
      title={title}
      more={{ href: category.moreHref, label: t("home.moreOf", { category: title }) }}
      size={category.kind}
    >
      {category.kind === "games" && category.chips ? <VendorChips chips={category.chips} /> : null}
      {category.kind === "vendors" ? (
        <VendorGrid vendors={category.vendors} />
      ) : (
        <DeferredContent
          data={category.games}
          placeholder={<GameGridPlaceholder count={category.chips ? HOME_LIMITS.categoryTabGames : HOME_LIMITS.games} />}
        >
          {(games) => <GameGrid games={games} />}
        </DeferredContent>
      )}
    </HomeSection>
  );
}

function VendorChips({ chips }: { chips: readonly VendorChip[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("home.vendorFilter")}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.code ?? "*"}>
            <Link
              className={styles.chip}
              to={chip.href}
              preventScrollReset
              aria-current={chip.current ? "page" : undefined}
              data-vendor-chip={chip.code ?? "ALL"}
            >
              {chip.name ?? t("home.allVendors")}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
