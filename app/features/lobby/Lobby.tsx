import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { GameGrid, GameGridPlaceholder } from "~/features/games/GameCard";
import { chip, chips } from "~/ui/page.css";
import { newBadge } from "~/features/games/cards.css";
import { DeferredValue, NoData, SectionError } from "~/ui/Section";
import { LiveModels } from "~/features/live/LiveModels";
import { PvpRooms } from "~/features/live/PvpRooms";
import { Pagination } from "~/ui/Pagination";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import { LOBBY_PAGE_SIZE, lobbyHref, type LobbyState } from "./lobby-url";
import * as styles from "./lobby.css";
import { LobbySearch } from "./LobbySearch";
import type { FilterLink, LobbyData, LobbyLink } from "./types";

/**
 * A lobby (`/live`, `/fish`, `/rng`, `/pvp`): vendor menu, filters, sub-category chips,
 * name search, game grid and pager; the live models on `/live`, the card-game rooms on
 * `/pvp`. Every control is a link or a GET form, so the page
 * works without JavaScript and every view has its URL. The grid, its pager and the
 * models or rooms may stream in after the rest (a skeleton in the grid's place meanwhile),
 * so the menus and the search can be used while a slow list is on its way.
 */
export function LobbyPage() {
  const lobby = useLoaderData() as LobbyData;
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { state, path } = lobby;
  // The list is being replaced by another view of this lobby.
  const updating = navigation.state === "loading" && navigation.location.pathname === path;
  const heading = lobby.vendorName ? t("lobby.vendorHeading", { vendor: lobby.vendorName, category: lobby.title }) : lobby.title;

  return (
    <div className={styles.page} data-lobby={lobby.gameType}>
      <h1 className={styles.heading}>{heading}</h1>

      <nav aria-label={t("lobby.vendors")} data-lobby="vendors">
        {lobby.vendorsError ? (
          <SectionError code={lobby.vendorsError} />
        ) : (
          <LinkList links={lobby.vendors} label={(link) => link.name ?? t("lobby.allVendors")} data="vendor" />
        )}
      </nav>

      <nav aria-label={t("lobby.filters")} data-lobby="filters">
        <ul className={chips}>
          {lobby.filters.map((filter) => (
            <li key={filter.id}>
              <FilterChip filter={filter} />
            </li>
          ))}
        </ul>
      </nav>

      {lobby.classifies.length ? (
        <nav aria-label={t("lobby.classifies")} data-lobby="classifies">
          <LinkList
            links={lobby.classifies}
            label={(link) => (link.id ? t(`lobby.classify.${link.id}`) : t("lobby.allClassifies"))}
            data="classify"
          />
        </nav>
      ) : null}

      <LobbySearch action={path} q={state.q} hidden={lobby.searchHidden} tooLong={lobby.searchTooLong} />

      <section
        aria-labelledby="lobby-games"
        aria-busy={updating || undefined}
        className={updating ? styles.updating : undefined}
        data-lobby="games"
      >
        <VisuallyHidden id="lobby-games">{t("lobby.games")}</VisuallyHidden>
        {updating ? <VisuallyHidden>{t("lobby.updating")}</VisuallyHidden> : null}
        <DeferredValue
          data={lobby.list}
          fallback={
            <div data-state="loading" aria-busy="true">
              <VisuallyHidden>{t("common.loading")}</VisuallyHidden>
              <GameGridPlaceholder count={LOBBY_PAGE_SIZE} />
            </div>
          }
        >
          {({ games }) =>
            games.ok ? (
              games.items.length ? (
                <GameGrid games={games.items} />
              ) : (
                <NoData text={t(emptyKey(state), { q: state.q })} />
              )
            ) : (
              <SectionError code={games.code} />
            )
          }
        </DeferredValue>
      </section>

      {/* The pager comes with the list: how many pages there are, and which one is shown, is the list's answer. */}
      <DeferredValue data={lobby.list} fallback={null}>
        {(list) => (
          <Pagination
            page={list.page}
            totalPages={list.games.ok ? list.totalPages : 0}
            hrefOf={(page) => lobbyHref(path, { ...state, page })}
            label={t("lobby.pages")}
          />
        )}
      </DeferredValue>

      {lobby.liveModels ? (
        <DeferredValue data={lobby.liveModels} fallback={<Streaming />}>
          {(models) => <LiveModels models={models} />}
        </DeferredValue>
      ) : null}
      {lobby.pvpRooms ? (
        <DeferredValue data={lobby.pvpRooms} fallback={<Streaming />}>
          {(rooms) => <PvpRooms rooms={rooms} />}
        </DeferredValue>
      ) : null}
    </div>
  );
}

/** Why a list is empty, in the player's words: nothing matched the search, or nothing is there yet. */
function emptyKey(state: LobbyState) {
  if (state.q) return "lobby.emptySearch" as const;
  if (state.filter === "RECENT") return "lobby.emptyRecent" as const;
  if (state.filter === "FAV") return "lobby.emptyFav" as const;
  return "lobby.empty" as const;
}

/** A row of chip links, the current one marked. */
function LinkList<Id extends string>({
  links,
  label,
  data,
}: {
  links: readonly LobbyLink<Id>[];
  label: (link: LobbyLink<Id>) => string;
  data: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={chips}>
      {links.map((link) => (
        <li key={link.id ?? "*"}>
          <Link
            className={chip}
            to={link.href}
            preventScrollReset
            aria-current={link.current ? "page" : undefined}
            {...{ [`data-${data}`]: link.id ?? "ALL" }}
          >
            {label(link)}
            {link.isNew ? (
              <span className={newBadge} data-badge="new">
                {t("gamePages.centre.newBadge")}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A filter; RECENT and FAV for a visitor open the sign-in popup and say so. */
function FilterChip({ filter }: { filter: FilterLink }) {
  const { t } = useTranslation();
  return (
    <Link
      className={chip}
      to={filter.href}
      preventScrollReset
      aria-current={filter.current ? "page" : undefined}
      data-filter={filter.id}
      data-sign-in-first={filter.signInFirst || undefined}
    >
      {t(`lobby.filter.${filter.id}`)}
      {filter.signInFirst ? <VisuallyHidden>{` (${t("lobby.signInToSee")})`}</VisuallyHidden> : null}
    </Link>
  );
}

/** A section below the list that is still on its way. */
function Streaming() {
  const { t } = useTranslation();
  return (
    <p data-state="loading" aria-busy="true">
      {t("common.loading")}
    </p>
  );
}
