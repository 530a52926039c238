import { NO_STORE } from "~/http/cache-headers";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { createTranslator } from "~/i18n/translator";
import { httpStatusOf } from "~/platform/errors";
import { toCsv } from "~/format/csv";
import { totalsText, type AgentReport, type Translate } from "./report";
import type { AgentReportData } from "./report.server";

/**
 * `/agentHome/<page>.csv?<the page's query>`: the report's view (same filters, same page) as a
 * CSV download with the page's translated headers, its rows and its totals line. A view the
 * page shows as an error (a refused member, a platform failure) answers that error as text.
 */
export async function reportCsv<Row, Totals>(
  { request, context }: LoaderFunctionArgs,
  load: (request: Request, context: AppLoadContext) => Promise<AgentReportData<Row, Totals>>,
  report: AgentReport<Row, Totals>,
): Promise<Response> {
  const data = await load(request, context);
  // The report builds some keys at run time (a code's name), so it takes the translator's `t` untyped.
  const t: Translate = createTranslator(context.i18n).t as Translate;
  const headers = { ...NO_STORE, "X-Content-Type-Options": "nosniff" };
  if (!data.result.ok) {
    return new Response(t(`errors.${data.result.code}`), {
      status: httpStatusOf(data.result.code),
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const columns = report.columns(t, data.timeZone);
  const totals = report.totals(t, data.result.totals);
  const lines = [
    columns.map((column) => column.header),
    ...data.result.rows.map((row) => columns.map((column) => column.text(row))),
    columns.map((column, index) => (index === 0 ? t("records.totals") : totalsText(totals[column.id]))),
  ];
  const { from, to } = data.filters;
  const filename = `${report.page}-${from}-${to}-page${data.result.page}.csv`;
  return new Response(toCsv(lines), {
    headers: { ...headers, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` },
  });
}
