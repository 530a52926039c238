import { useTranslation } from "~/i18n/react";
import type { LeaderboardEntry } from "~/platform/contract/referral";
import { cx } from "~/ui/cx";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import * as styles from "./missions.css";

interface Props {
  entries: LeaderboardEntry[];
  /** The player's own entry: highlighted in the list, or shown below it when they rank lower. */
  own?: LeaderboardEntry | null;
  labels: { rank: string; player: string; points: string };
  caption?: string;
  className?: string;
}

/** A ranking of players by points (masked names), shared by the lottery lobby and the mission leaderboard. */
export function LeaderboardTable({ entries, own = null, labels, caption, className }: Props) {
  const { t } = useTranslation();
  const listed = own !== null && entries.some((entry) => entry.rank === own.rank);
  const row = (entry: LeaderboardEntry, mine: boolean) => (
    <tr key={entry.rank} className={cx(mine && styles.ownRow)} data-own={mine || undefined}>
      <td>{entry.rank}</td>
      <td>
        {entry.customerName}
        {mine ? <VisuallyHidden> ({t("missions.you")})</VisuallyHidden> : null}
      </td>
      <td>{entry.points}</td>
    </tr>
  );
  return (
    <table className={className} data-leaderboard>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{labels.rank}</th>
          <th scope="col">{labels.player}</th>
          <th scope="col">{labels.points}</th>
        </tr>
      </thead>
      <tbody>{entries.map((entry) => row(entry, listed && entry.rank === own.rank))}</tbody>
      {own && !listed ? <tbody data-own-rank>{row(own, true)}</tbody> : null}
    </table>
  );
}
