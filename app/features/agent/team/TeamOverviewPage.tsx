import { useTranslation } from "~/i18n/react";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { SectionError } from "~/ui/Section";
import { offsetZone } from "~/format/dates";
import * as member from "~/ui/panel.css";
import { OutcomeAmount } from "~/features/records/RecordsTable";
import * as records from "~/features/records/records.css";
import * as styles from "./team.css";
import type { MoneyFiguresView, OverviewPeriodView, TeamOverviewView } from "./overview.server";

type Column = Pick<DataColumn<OverviewPeriodView>, "id" | "header" | "cell">;

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
  const periodColumn: DataColumn<OverviewPeriodView> = {
    id: "period",
    header: t("agentTeam.period"),
    rowHeader: true,
    className: () => styles.period,
    cell: (period) => (
      <>
        {t(`agentTeam.periods.${period.period}`)}
        <br />
        <small>{period.days}</small>
      </>
    ),
  };
  return (
    <DataTable
      framed
      region={{ label: caption }}
      caption={caption}
      columns={[periodColumn, ...columns.map((column) => ({ ...column, numeric: true, data: { "data-figure": column.id } }))]}
      rows={periods}
      rowKey={(period) => period.period}
      rowProps={(period) => ({ "data-period": period.period })}
      data={{ "data-figures": name }}
    />
  );
}
