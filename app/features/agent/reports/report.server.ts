import type { AppLoadContext } from "@remix-run/node";
import { loadRecords, type RecordsQuery } from "~/features/records/records.server";
import type { MoneyFormat } from "~/format/money";
import type { RecordsPageData } from "~/features/records/types";
import { REPORT_MEMBER_PATTERN } from "~/platform/contract/agent-reports";
import { PlatformError } from "~/platform/platform-error";
import { formatDateTime, offsetZone } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { requireAgentPage } from "../centre.server";

/** A report's view as its page and its export receive it. */
export type AgentReportData<Row, Totals> = RecordsPageData<Row, Totals> & {
  /** The member filter as typed (trimmed, at most 64 characters); empty for the whole team. */
  member: string;
  /** The merchant's offset, as the time column names it ("GMT+8"). */
  timeZone: string;
};

/** What a report's call is asked: the records toolkit's window and page, and the member. */
export type AgentReportQuery<Type extends string> = RecordsQuery<Type> & { member: string | undefined };

export interface AgentReportSpec<Type extends string, Row, Totals> {
  types: readonly Type[];
  /** One page from the platform as rows; `time` formats a platform time in the merchant's offset. */
  fetch(
    query: AgentReportQuery<Type>,
    money: MoneyFormat,
    time: (iso: string) => string,
  ): Promise<{ rows: Row[]; totals: Totals; total: number; totalPages: number }>;
}

/**
 * An agent report's loader: agents only, then the records toolkit's filters (range, type, page)
 * over the merchant's agent days (agentReports.settings), plus `?member=`. A member no
 * username can be is refused here as NOT_IN_TEAM, without asking the platform; one outside the
 * team is refused by the platform the same way. Either way the page shows no data.
 */
export async function loadAgentReport<Type extends string, Row, Totals>(
  request: Request,
  context: AppLoadContext,
  spec: AgentReportSpec<Type, Row, Totals>,
): Promise<AgentReportData<Row, Totals>> {
  await requireAgentPage(request, context);
  const member = (new URL(request.url).searchParams.get("member") ?? "").trim();
  // The merchant's offset from the settings call; the brand's zone (named so) when it failed and the page shows no rows.
  let zone = playerZone(context);
  const data = await loadRecords(request, context, {
    types: spec.types,
    async settings() {
      const settings = await context.platform.agentReports.settings();
      zone = offsetZone(settings.utcOffsetMinutes);
      return settings;
    },
    fetch(query, money) {
      if (member !== "" && !REPORT_MEMBER_PATTERN.test(member)) throw new PlatformError("NOT_IN_TEAM");
      // The time column's heading names the zone, so its cells do not repeat it.
      const time = (iso: string) => formatDateTime(iso, zone, { seconds: true, labelled: false });
      return spec.fetch({ ...query, member: member || undefined }, money, time);
    },
  });
  // Shown again in the field, cut to what the field takes (a longer one was refused above).
  return { ...data, member: member.slice(0, 64), timeZone: zone.label };
}
