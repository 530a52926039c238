import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addDays, isDay } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { minorDigits } from "~/format/money";
import { requestMoney } from "~/format/money.server";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import { redirectWithFlash } from "~/http/flash.server";
import { defineRateLimit, retryAfterSeconds } from "~/http/rate-limit.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { createTranslator } from "~/i18n/translator";
import { lastTwelveMonthsStart, STATEMENT_MAX_PAGE_SIZE, type StatementEntry } from "~/platform/contract/statement";
import { settled } from "~/platform/result.server";
import { requireRealAccount } from "~/session/session.server";
import { ACCOUNT_ACTIVITY_PATH } from "./paths";
import { statementHref, STATEMENT_FORM, STATEMENT_FORMATS, type StatementFormat, type StatementFormView } from "./statement";
import { statementCsv } from "./statement-csv.server";
import type { StatementDocument } from "./statement-document.server";
import { pdfWrites, statementPdf } from "./statement-pdf.server";

/*
 * The statement of account activity (docs/decisions/statements.md): the form on the account
 * activity page checks the days and hands over to the download's address, which reads the
 * platform's entries page by page with the session's token and writes them as CSV or PDF.
 */

/** The most entries a PDF lists (about a hundred pages); the CSV has no such bound beyond the 12 months. */
export const PDF_MAX_ENTRIES = 5000;

/**
 * Statements made per brand and account: each may read a year of entries. Ten in five minutes is
 * more than a player asks for, and the refusal's text says to wait five minutes.
 */
export const STATEMENT_LIMIT = defineRateLimit({ name: "statement", limit: 10, windowMs: 5 * 60_000 });

/** The days a statement may cover: the last 12 months, by the platform's day (its clock, UTC days). */
interface Bounds {
  earliest: string;
  today: string;
}

async function boundsOf(context: AppLoadContext): Promise<Bounds> {
  const { today } = await context.platform.records.settings();
  return { earliest: lastTwelveMonthsStart(today), today };
}

const MESSAGES = {
  required: "playTime.statement.dayRequired",
  invalid: "playTime.statement.dayInvalid",
  tooEarly: "playTime.statement.tooEarly",
  future: "playTime.statement.future",
  order: "playTime.statement.order",
} as const;

/**
 * The form: two real days, the first not after the last, both within `bounds` (none: the days'
 * shape and order only, for a refusal's reply when the bounds could not be read), and the format.
 */
export function statementSchema(bounds: Bounds | null) {
  const day = z.string({ required_error: MESSAGES.required }).superRefine((value, context) => {
    const message = !isDay(value)
      ? MESSAGES.invalid
      : bounds && value < bounds.earliest
        ? MESSAGES.tooEarly
        : bounds && value > bounds.today
          ? MESSAGES.future
          : null;
    if (message) context.addIssue({ code: z.ZodIssueCode.custom, message });
  });
  return z.object({ from: day, to: day, format: z.enum(STATEMENT_FORMATS) }).superRefine(({ from, to }, context) => {
    if (to < from) context.addIssue({ code: z.ZodIssueCode.custom, path: ["to"], message: MESSAGES.order });
  });
}

/** The form's browser rules: the schema's, with the bounds as the date inputs' own range and the schema's messages for it. */
function statementRules(bounds: Bounds) {
  const rules = formRules(statementSchema(bounds));
  for (const name of ["from", "to"]) {
    const rule = rules[name];
    if (rule) {
      rules[name] = {
        ...rule,
        min: bounds.earliest,
        max: bounds.today,
        messages: { ...rule.messages, rangeUnderflow: MESSAGES.tooEarly, rangeOverflow: MESSAGES.future },
      };
    }
  }
  return rules;
}

/** What the account activity page's loader adds for the form: its rules, the days it may cover, whether a PDF is offered. */
export async function statementFormView(context: AppLoadContext): Promise<StatementFormView> {
  const [read, pdf] = await Promise.all([settled(boundsOf(context)), pdfWrites(context)]);
  if (!read.ok) return read;
  const bounds = read.value;
  const from = addDays(bounds.today, -29);
  return {
    ok: true,
    value: {
      rules: statementRules(bounds),
      earliest: bounds.earliest,
      today: bounds.today,
      suggested: { from: from < bounds.earliest ? bounds.earliest : from, to: bounds.today },
      pdf,
      pdfMaxEntries: PDF_MAX_ENTRIES,
    },
  };
}

/**
 * POST `from`, `to`, `format` (the button pressed): checked here against the platform's last 12
 * months (422 with each field's message and the days typed, nothing downloaded), then on to the
 * download's address. The form is posted as a document, so the download starts where it was
 * asked for and the page stays.
 */
export async function statementAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const form = await request.formData();
  // The days' shape first: a form that could never be a statement costs no platform call.
  const shaped = parseForm(form, statementSchema(null));
  if (shaped.status !== "success") return invalidReply(STATEMENT_FORM, shaped);
  let bounds: Bounds;
  try {
    bounds = await boundsOf(context);
  } catch (error) {
    return refusedReply(STATEMENT_FORM, shaped, failureOf(error));
  }
  const submission = parseForm(form, statementSchema(bounds));
  if (submission.status !== "success") return invalidReply(STATEMENT_FORM, submission);
  const { from, to, format } = submission.value;
  if (format === "pdf" && !(await pdfWrites(context))) {
    return invalidReply(STATEMENT_FORM, submission, { formErrors: ["playTime.statement.pdfUnavailable"] });
  }
  return redirect(statementHref(format, from, to));
}

/**
 * GET `/member/accountActivity.csv` or `.pdf` `?from=&to=`: the statement of those days for the
 * signed-in account (the session's token: no account is named in the address). What cannot be
 * made goes back to the account activity page, which says why: a malformed address, too many
 * statements (TOO_MANY_ATTEMPTS), a window the platform refuses, more entries than a PDF lists
 * (RANGE_TOO_LONG), a language the PDF cannot write (the page's own note).
 */
async function statementDownload({ request, context }: LoaderFunctionArgs, format: StatementFormat): Promise<Response> {
  const user = requireRealAccount(request, context);
  const params = new URL(request.url).searchParams;
  params.set("format", format);
  const query = parseForm(params, statementSchema(null));
  if (query.status !== "success") return redirectWithFlash(ACCOUNT_ACTIVITY_PATH, { kind: "error", code: "INVALID_REQUEST" }, context);
  if (format === "pdf" && !(await pdfWrites(context))) return redirect(ACCOUNT_ACTIVITY_PATH);
  const limit = await context.shared.rateLimiter.hit(STATEMENT_LIMIT, `${context.brand.id}|${user.username}`);
  if (!limit.allowed) {
    return redirectWithFlash(ACCOUNT_ACTIVITY_PATH, { kind: "error", code: "TOO_MANY_ATTEMPTS" }, context, {
      headers: { "Retry-After": String(retryAfterSeconds(limit)) },
    });
  }

  const { from, to } = query.value;
  const pageSize = STATEMENT_MAX_PAGE_SIZE;
  const [read, money] = await Promise.all([settled(context.platform.statement.entries({ from, to, pageSize })), requestMoney(context)]);
  if (!read.ok) return redirectWithFlash(ACCOUNT_ACTIVITY_PATH, { kind: "error", code: read.code }, context);
  const first = read.value;
  // The first page carries the totals (the contract's word): one without is no statement to write.
  const totals = first.totals;
  if (!totals) return redirectWithFlash(ACCOUNT_ACTIVITY_PATH, { kind: "error", code: "BAD_RESPONSE" }, context);
  if (format === "pdf" && totals.deposits + totals.withdrawals + totals.bets > PDF_MAX_ENTRIES) {
    return redirectWithFlash(ACCOUNT_ACTIVITY_PATH, { kind: "error", code: "RANGE_TOO_LONG" }, context);
  }

  let after = first.next;
  const { language } = context.i18n;
  const statement: StatementDocument = {
    from,
    to,
    site: context.brand.displayName,
    account: user.username,
    currency: money.currency,
    digits: minorDigits(money.currency),
    zone: playerZone(context),
    madeAt: new Date(),
    lang: LANGUAGE_LABELS[language].tag,
    dir: LANGUAGE_LABELS[language].dir,
    t: createTranslator(context.i18n).t,
    totals,
    first: first.entries,
    async next(): Promise<StatementEntry[] | null> {
      if (after === null) return null;
      // Each page is a call of its own after the answer has begun: it gets the request's upstream budget afresh.
      context.renewUpstreamBudget();
      const page = await context.platform.statement.entries({ from, to, pageSize, after });
      after = page.next;
      return page.entries;
    },
  };
  return format === "csv" ? statementCsv(statement) : statementPdf(statement);
}

export const statementCsvLoader = (args: LoaderFunctionArgs) => statementDownload(args, "csv");
export const statementPdfLoader = (args: LoaderFunctionArgs) => statementDownload(args, "pdf");
