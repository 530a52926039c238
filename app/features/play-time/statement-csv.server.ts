import { CSV_BOM, csvLine } from "~/format/csv";
import { formatDateTime } from "~/format/dates";
import { NO_STORE } from "~/http/cache-headers";
import type { StatementEntry } from "~/platform/contract/statement";
import { amountText, fileName, timeText, type StatementDocument } from "./statement-document.server";

/** What heads the file: whose statement, of which days, in which money and zone; then the entries' column headings. */
function head(statement: StatementDocument): string[][] {
  const { t, zone } = statement;
  return [
    [t("playTime.statement.document")],
    [t("playTime.statement.site"), statement.site],
    [t("playTime.statement.account"), statement.account],
    [t("playTime.statement.from"), statement.from],
    [t("playTime.statement.to"), statement.to],
    [t("playTime.statement.currency"), statement.currency],
    [t("playTime.statement.made"), formatDateTime(statement.madeAt, zone)],
    [t("playTime.statement.daysNote", { zone: zone.label })],
    [t("playTime.statement.betNote")],
    [],
    [
      t("playTime.statement.time", { zone: zone.label }),
      t("playTime.statement.type"),
      t("playTime.statement.reference"),
      t("playTime.statement.amount", { currency: statement.currency }),
    ],
  ];
}

const rows = (statement: StatementDocument, entries: StatementEntry[]) =>
  entries
    .map((entry) =>
      csvLine([
        timeText(statement, entry),
        statement.t(`playTime.statement.kinds.${entry.kind}`),
        entry.reference,
        amountText(statement, entry.amountCents),
      ]),
    )
    .join("");

/** The totals after the entries: each kind's count and sum, the bets' sum being the net result. */
function totals(statement: StatementDocument): string[][] {
  const { t, totals: sums } = statement;
  return [
    [],
    [t("playTime.statement.totals"), t("playTime.statement.entries"), t("playTime.statement.amount", { currency: statement.currency })],
    [t("playTime.activity.deposits"), String(sums.deposits), amountText(statement, sums.depositsCents)],
    [t("playTime.activity.withdrawals"), String(sums.withdrawals), amountText(statement, sums.withdrawalsCents)],
    [t("playTime.statement.net"), String(sums.bets), amountText(statement, sums.netCents)],
  ];
}

/**
 * The statement as a CSV download, written as its pages are read: the head and the first page at
 * once, each later page when the reader is ready for it (a slow reader holds back the platform's
 * reads, a gone one stops them), the totals last. A page the platform fails to give ends the
 * download broken, so no file looks whole that is not.
 */
export function statementCsv(statement: StatementDocument): Response {
  const encoder = new TextEncoder();
  const lines = (list: string[][]) => list.map(csvLine).join("");
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + lines(head(statement)) + rows(statement, statement.first)));
    },
    async pull(controller) {
      const page = await statement.next();
      if (page === null) {
        controller.enqueue(encoder.encode(lines(totals(statement))));
        controller.close();
      } else {
        controller.enqueue(encoder.encode(rows(statement, page)));
      }
    },
  });
  return new Response(body, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(statement, "csv")}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
