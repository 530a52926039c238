import { useTranslation } from "~/i18n/react";
import type { LeaderboardEntry } from "~/platform/contract/referral";
import { DataTable } from "~/ui/DataTable";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import * as styles from "./missions.css";

interface Props {
  entries: LeaderboardEntry[];
  /** The player's own entry: highlighted in the list, or shown below it when they rank lower. */
  own?: LeaderboardEntry | null;
  labels: { rank: string; player: string; points: string };
  caption?: string;
}

/** A ranking of players by points (masked names), shared by the lottery lobby and the mission leaderboard. */
export function LeaderboardTable({ entries, own = null, labels, caption }: Props) {
  const { t } = useTranslation();
  const listed = own !== null && entries.some((entry) => entry.rank === own.rank);
  const mine = (entry: LeaderboardEntry) => own !== null && entry.rank === own.rank;
  return (
    <DataTable
      caption={caption}
      columns={[
        { id: "rank", header: labels.rank, cell: (entry) => entry.rank },
        {
          id: "player",
          header: labels.player,
          cell: (entry) => (
            <>
              {entry.customerName}
              {mine(entry) ? <VisuallyHidden> ({t("missions.you")})</VisuallyHidden> : null}
            </>
          ),
        },
        { id: "points", header: labels.points, cell: (entry) => entry.points },
      ]}
      rows={entries}
      rowKey={(entry) => entry.rank}
      rowProps={(entry) => (mine(entry) ? { className: styles.ownRow, "data-own": true } : {})}
      tail={own && !listed ? { rows: [own], data: { "data-own-rank": true } } : undefined}
      data={{ "data-leaderboard": true }}
    />
  );
}
