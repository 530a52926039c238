import { Link, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameGrid } from "~/features/home/GameCard";
import { LoadedContent } from "~/features/home/HomeSection";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import * as styles from "./games.css";
import { vendorGamesHref } from "./paths";
import type { VendorGamesData } from "./vendor-games.server";

/**
 * A VASSALAGE vendor's games in a popup (addressable: `/games/vendor/PG?returnTo=/`), each
 * card with its launch button and favourite toggle; previous and next page links. Rendered
 * open by the server, so it works without JavaScript; closing goes back to `returnTo`.
 */
export function VendorGamesPopup({ data }: { data: VendorGamesData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { vendor, page, totalPages, returnTo } = data;
  const pageLink = (target: number, label: string) => (
    <Link className={ui.button.secondary} to={vendorGamesHref(vendor.code, returnTo, target)} replace preventScrollReset>
      {label}
    </Link>
  );
  return (
    <Dialog
      open
      onClose={() => navigate(returnTo, { replace: true })}
      title={t("games.vendorGames", { vendor: vendor.name })}
      closeAction={returnTo}
      name="vendor-games"
      className={styles.wideDialog}
    >
      <LoadedContent data={data.games}>{(games) => <GameGrid games={games} />}</LoadedContent>
      {totalPages > 1 ? (
        <nav className={styles.pager} aria-label={t("games.pages")}>
          {page > 1 ? pageLink(page - 1, t("games.previousPage")) : null}
          <span aria-current="page">{t("games.pageOf", { page, total: totalPages })}</span>
          {page < totalPages ? pageLink(page + 1, t("games.nextPage")) : null}
        </nav>
      ) : null}
    </Dialog>
  );
}
