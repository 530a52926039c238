import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as styles from "~/features/game-pages/game-pages.css";
import { HomeSection, LoadedContent, NoData } from "~/ui/Section";
import type { Loaded } from "~/ui/loaded";
import type { PvpRoomView } from "./types";

/** The open PVP rooms: the game, the minimum bet and the seats taken; each links its vendor's games. */
export function PvpRooms({ rooms }: { rooms: Loaded<PvpRoomView> }) {
  const { t } = useTranslation();
  return (
    <HomeSection name="pvp-rooms" title={t("gamePages.live.pvpRooms")} size="vendors">
      <LoadedContent data={rooms}>
        {(items) =>
          items.length === 0 ? (
            <NoData text={t("common.noData")} />
          ) : (
            <ul className={styles.list}>
              {items.map((room) => (
                <li key={room.roomId} className={styles.row} data-room={room.roomId}>
                  <Link to={room.href}>{room.name}</Link>
                  <span className={styles.muted}>{room.gameName}</span>
                  <span className={styles.muted}>
                    {t("gamePages.live.minBet", { amount: room.minBet })} ·{" "}
                    {t("gamePages.live.players", { players: String(room.players), seats: String(room.seats) })}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </LoadedContent>
    </HomeSection>
  );
}
