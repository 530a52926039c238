import { useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { GameGrid } from "~/features/games/GameCard";
import { LoadedContent } from "~/ui/Section";
import { Dialog } from "~/ui/Dialog";
import { Pagination } from "~/ui/Pagination";
import * as styles from "./games.css";
import { vendorGamesHref } from "./paths";
import type { VendorGamesData } from "./vendor-games.server";

/**
 * A VASSALAGE vendor's games in a popup (addressable: `/games/vendor/PG?returnTo=/`), each
 * card with its launch button and favourite toggle; the shared page links. Rendered
 * open by the server, so it works without JavaScript; closing goes back to `returnTo`.
 */
export function VendorGamesPopup({ data }: { data: VendorGamesData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { vendor, page, totalPages, returnTo } = data;
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
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefOf={(target) => vendorGamesHref(vendor.code, returnTo, target)}
        label={t("games.pages")}
        replace
      />
    </Dialog>
  );
}
