import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import { offsetZone } from "~/format/dates";
import * as member from "~/features/member/member.css";
import { OutcomeAmount } from "~/features/records/RecordsTable";
import * as records from "~/features/records/records.css";
import * as styles from "./team.css";
import type { MoneyFiguresView, OverviewPeriodView, TeamOverviewView } from "./overview.server";

type Column = { id: string; header: string; cell: (period: OverviewPeriodView) => ReactNode };

/** The team overview: a table per scope (the whole downline, the agent's own account), a row per period. */
export function TeamOverviewPage({ view }: { view: TeamOverviewView }) {
  const { t } = useTranslation();
  const money = (pick: (period: OverviewPeriodView) => MoneyFiguresView): Column[] => [
    { id: "deposits", header: t("agentTeam.deposits"), cell: (period) => pick(period).deposits },
    { id: "withdrawals", header: t("agentTeam.withdrawals"), cell: (period) => pick(period).withdrawals },
    { id: "validBets", header: t("agentTeam.validBets"), cell: (period) => pick(period).validBets },
    {
      id: "profitLoss",
      header: t("agentTeam.profitLoss"),
      cell: (period) => <OutcomeAmount amount={pick(period).profitLoss} outcome={pick(period).outcome} />,
    },
  ];
  return (
    <section className={member.panel} aria-labelledby="team-overview-title" data-page="agentTeamOverview">
      <h1 id="team-overview-title" className={member.heading}>
        {t("agentCentre.nav.agentTeamOverview")}
      </h1>
      {!view.overview.ok ? (
        <SectionError code={view.overview.code} />
      ) : (
        <>
          <p className={records.showing}>{t("agentTeam.daysIn", { gmt: offsetZone(view.overview.value.utcOffsetMinutes).label })}</p>
          <FiguresTable
            name="team"
            caption={t("agentTeam.teamCaption")}
            periods={view.overview.value.periods}
            columns={[
              { id: "teamSize", header: t("agentTeam.teamSize"), cell: (period) => period.team.teamSize },
              { id: "newMembers", header: t("agentTeam.newMembers"), cell: (period) => period.team.newMembers },
              { id: "activeMembers", header: t("agentTeam.activeMembers"), cell: (period) => period.team.activeMembers },
              ...money((period) => period.team),
            ]}
          />
          <FiguresTable
            name="own"
            caption={t("agentTeam.ownCaption")}
            periods={view.overview.value.periods}
            columns={money((period) => period.own)}
          />
          <p className={records.showing}>{t("agentTeam.profitLossHint")}</p>
        </>
      )}
    </section>
  );
}

function FiguresTable({
  name,
  caption,
  periods,
  columns,
}: {
  name: string;
  caption: string;
  periods: OverviewPeriodView[];
  columns: Column[];
}) {
  const { t } = useTranslation();
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (it holds no link of its own).
    <div className={records.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={records.table} data-figures={name}>
        <caption className={records.showing}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${records.cell.text} ${records.headCell}`}>
              {t("agentTeam.period")}
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={`${records.cell.numeric} ${records.headCell}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.period} data-period={period.period}>
              <th scope="row" className={`${records.cell.text} ${styles.period}`}>
                {t(`agentTeam.periods.${period.period}`)}
                <br />
                <small>{period.days}</small>
              </th>
              {columns.map((column) => (
                <td key={column.id} className={records.cell.numeric} data-figure={column.id}>
                  {column.cell(period)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
