import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { GameGrid } from "~/features/games/GameCard";
import { LoadedContent } from "~/ui/Section";
import { page as pageClass } from "~/ui/page.css";
import { message } from "~/ui/section.css";
import { Pager } from "~/ui/Pager";
import type { AccountGamesData } from "./account-games.server";

/** A page of the player's favourites or recent games, with its own empty message. */
export function AccountGamesPage({ data }: { data: AccountGamesData }) {
  const { t } = useTranslation();
  return (
    <div className={pageClass} data-page={data.kind}>
      <h1>{t(`gamePages.account.${data.kind}`)}</h1>
      <LoadedContent data={data.games}>
        {(games) =>
          games.length === 0 && data.totalPages === 0 ? (
            <p className={message} data-state="empty">
              {t(`gamePages.account.${data.kind}Empty`)} <Link to="/">{t("gamePages.account.browse")}</Link>
            </p>
          ) : (
            <>
              {games.length > 0 ? <GameGrid games={games} /> : null}
              <Pager page={data.page} totalPages={data.totalPages} />
            </>
          )
        }
      </LoadedContent>
    </div>
  );
}
