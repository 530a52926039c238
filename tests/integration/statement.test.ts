import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { addDays, todayIn, UTC_ZONE } from "~/format/dates";
import en from "~/i18n/packs/en.json";
import { lastTwelveMonthsStart } from "~/platform/contract/statement";
import { PLAY_TIME_ACCOUNTS } from "../../sandbox/seed/play-time";
import { sessionCookie, startMembersPortal } from "../helpers/members";
import { withFlash, type PortalResponse } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * The statement of account activity against the real sandbox, as a browser without JavaScript
 * asks for it: the account activity page's form posts the days and the format, and its answer
 * leads to the download. rg_activity has money and bets every 9 days over more than a year
 * (sandbox/seed/play-time.ts); the figures a statement gives are held to what the account
 * activity page shows for the same days.
 */

const sb = await startTestSandbox();
const { request, from, signIn } = await startMembersPortal(sb.url, 139);

const ACTIVITY = "/member/accountActivity";
const visible = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
const today = todayIn(UTC_ZONE, sb.sandbox.clock.now());
const DAYS = { from: addDays(today, -200), to: addDays(today, -20) };

/** "₱1,234.50" or "-₱10.00" as cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, "")) * 100);
/** "-12.50" as cents, exactly. */
const decimalCents = (text: string) => {
  expect(text).toMatch(/^-?\d+\.\d{2}$/);
  const [whole, part] = text.replace("-", "").split(".");
  return (text.startsWith("-") ? -1 : 1) * (Number(whole) * 100 + Number(part));
};

/** The days of account activity's DAY view from `first` to `last`, as its page shows them, added up. */
async function activityFigures(cookie: string, first: string, last: string) {
  const sums = { deposits: 0, withdrawals: 0, net: 0 };
  for (let page = 1; ; page++) {
    const { body } = await request("aurora", `${ACTIVITY}?period=DAY&page=${page}`, { headers: { cookie } });
    const rows = [...body.matchAll(/<tr data-period-start="([\d-]+)"[^>]*>([\s\S]*?)<\/tr>/g)];
    for (const [, day, cells] of rows) {
      if (day! < first || day! > last) continue;
      const [, deposits, withdrawals, net] = [...cells!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => cell[1]!);
      sums.deposits += centsOf(deposits!);
      sums.withdrawals += centsOf(withdrawals!);
      sums.net += centsOf(net!);
    }
    if (!body.includes(`page=${page + 1}"`)) return sums;
  }
}

/** RFC 4180 with every field quoted, as the portal writes it. */
function parseCsv(text: string): string[][] {
  return text
    .split("\r\n")
    .slice(0, -1)
    .map((line) => (line === "" ? [] : [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((field) => field[1]!.replaceAll('""', '"'))));
}

/** Posts the statement form as the page does, and follows its answer to the download. */
async function download(cookie: string, fields: Record<string, string>, brand = "aurora") {
  const posted = await request(brand, ACTIVITY, { form: fields, headers: from(brand, cookie) });
  expect([posted.status, posted.headers.location], visible(posted.body).slice(0, 300)).toEqual([
    302,
    `${ACTIVITY}.${fields.format}?${new URLSearchParams({ from: fields.from!, to: fields.to! })}`,
  ]);
  return request(brand, posted.headers.location!, { headers: { cookie } });
}

const flashOf = (response: PortalResponse) => response.cookies.find((line) => line.startsWith("__flash="));

describe("who may ask for a statement", () => {
  it("sends a visitor to sign in and a trial account to the real-account prompt", async () => {
    const path = `${ACTIVITY}.csv?from=${today}&to=${today}`;
    const visitor = await request("aurora", path);
    expect([visitor.status, visitor.headers.location]).toEqual([302, `/login?${new URLSearchParams({ redirectTo: path })}`]);
    const trial = await request("tala", "/auth/free-play", { form: {}, headers: from("tala") });
    const cookie = sessionCookie(trial);
    for (const answer of [
      await request("tala", path, { headers: { cookie } }),
      await request("tala", ACTIVITY, { form: { from: today, to: today, format: "csv" }, headers: from("tala", cookie) }),
    ]) {
      expect([answer.status, answer.headers.location]).toEqual([302, "/real-account"]);
    }
  });
});

describe("the statement form", () => {
  it("is on the account activity page: two days within the last 12 months, a CSV and a PDF button", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.activity);
    const { body } = await request("aurora", ACTIVITY, { headers: { cookie } });
    expect(visible(body)).toContain(en.playTime.statement.title);
    for (const name of ["from", "to"]) {
      expect(body).toMatch(new RegExp(`<input type="date"[^>]*name="${name}"[^>]*min="${lastTwelveMonthsStart(today)}" max="${today}"`));
    }
    expect(body).toContain('name="format" value="csv"');
    expect(body).toContain('name="format" value="pdf"');
  });

  it.each([
    [{ from: addDays(today, -3), to: addDays(today, -5) }, "to", en.playTime.statement.order],
    [{ from: addDays(lastTwelveMonthsStart(today), -1), to: today }, "from", en.playTime.statement.tooEarly],
    [{ from: today, to: addDays(today, 1) }, "to", en.playTime.statement.future],
    [{ from: "2025-02-30", to: today }, "from", en.playTime.statement.dayInvalid],
    [{ from: "", to: today }, "from", en.playTime.statement.dayRequired],
  ])("refuses %j: the message under %s, the days typed kept, nothing downloaded", async (days, field, message) => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.activity);
    const refused = await request("aurora", ACTIVITY, { form: { ...days, format: "csv" }, headers: from("aurora", cookie) });
    expect(refused.status).toBe(422);
    expect(refused.headers["content-type"]).toContain("text/html");
    expect(visible(refused.body)).toMatch(new RegExp(`id="statement-${field}-error"[^>]*>${message}<`));
    for (const [name, value] of Object.entries(days)) {
      if (value !== "") expect(refused.body).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}"`));
    }
  });
});

describe("the CSV", () => {
  it("lists each deposit, withdrawal and bet of the days, and totals that are account activity's figures for them", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.activity);
    const csv = await download(cookie, { ...DAYS, format: "csv" });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="statement-${DAYS.from}-${DAYS.to}.csv"`);
    expect(csv.headers["cache-control"]).toBe("private, no-store");
    expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const lines = parseCsv(csv.body.slice(1));
    const value = (label: string) => lines.find((line) => line[0] === label)?.[1];
    expect([value(en.playTime.statement.from), value(en.playTime.statement.to), value(en.playTime.statement.currency)]).toEqual([
      DAYS.from,
      DAYS.to,
      "PHP",
    ]);
    const header = lines.findIndex((line) => line[0] === "Time (GMT+8)");
    expect(lines[header]).toEqual(["Time (GMT+8)", "Type", "Reference", "Amount (PHP)"]);
    const end = lines.indexOf(lines.find((line, index) => index > header && line.length === 0)!);
    const entries = lines.slice(header + 1, end);
    const sumOf = (kind: string) => entries.filter((entry) => entry[1] === kind).reduce((sum, entry) => sum + decimalCents(entry[3]!), 0);
    const countOf = (kind: string) => entries.filter((entry) => entry[1] === kind).length;
    for (const [time] of entries) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entries.map(([time]) => time)).toEqual(entries.map(([time]) => time).sort());

    const totals = lines.slice(end + 1);
    expect(totals[0]).toEqual(["Totals", "Entries", "Amount (PHP)"]);
    const total = (label: string) => totals.find((line) => line[0] === label)!;
    const figures = await activityFigures(cookie, DAYS.from, DAYS.to);
    expect(figures.deposits).toBeGreaterThan(0);
    expect(figures.withdrawals).toBeGreaterThan(0);
    expect(total("Deposits")).toEqual(["Deposits", String(countOf("Deposit")), expect.any(String)]);
    expect(decimalCents(total("Deposits")[2]!)).toBe(figures.deposits);
    expect(sumOf("Deposit")).toBe(figures.deposits);
    expect(total("Withdrawals")[1]).toBe(String(countOf("Withdrawal")));
    expect(decimalCents(total("Withdrawals")[2]!)).toBe(figures.withdrawals);
    expect(sumOf("Withdrawal")).toBe(figures.withdrawals);
    expect(total(en.playTime.statement.net)[1]).toBe(String(countOf("Bet")));
    expect(decimalCents(total(en.playTime.statement.net)[2]!)).toBe(figures.net);
    expect(sumOf("Bet")).toBe(figures.net);
  });

  it("sends a hand-made address with a bad window back to the page, saying why", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.activity);
    for (const query of [`from=${today}&to=${addDays(today, -1)}`, "from=2025-13-01&to=2025-13-02", `from=2020-01-01&to=2020-01-31`]) {
      const answer = await request("aurora", `${ACTIVITY}.csv?${query}`, { headers: { cookie } });
      expect([answer.status, answer.headers.location], query).toEqual([302, ACTIVITY]);
      const page = await request("aurora", ACTIVITY, { headers: { cookie: withFlash(answer, cookie) } });
      expect(visible(page.body)).toContain(en.errors.INVALID_REQUEST);
    }
  });

  it("allows ten statements in five minutes to an account, then sends it back to the page to wait", async () => {
    const cookie = await signIn("aurora", "player029");
    const path = `${ACTIVITY}.csv?from=${today}&to=${today}`;
    for (let n = 0; n < 10; n++) expect((await request("aurora", path, { headers: { cookie } })).status).toBe(200);
    const refused = await request("aurora", path, { headers: { cookie } });
    expect([refused.status, refused.headers.location]).toEqual([302, ACTIVITY]);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(flashOf(refused)).toBeDefined();
    const page = await request("aurora", ACTIVITY, { headers: { cookie: withFlash(refused, cookie) } });
    expect(visible(page.body)).toContain(en.errors.TOO_MANY_ATTEMPTS);
  });
});

describe("the PDF", () => {
  it("is a PDF of the same days and figures, in the page's language", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.activity);
    const csv = parseCsv((await download(cookie, { ...DAYS, format: "csv" })).body.slice(1));
    const pdf = await download(cookie, { ...DAYS, format: "pdf" });
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="statement-${DAYS.from}-${DAYS.to}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
    expect(totalPages).toBeGreaterThanOrEqual(1);
    for (const words of [en.playTime.statement.document, "rg_activity", DAYS.from, DAYS.to, "Time (GMT+8)", "Amount (PHP)"]) {
      expect(text).toContain(words);
    }
    const totals = csv.slice(csv.findIndex((line) => line[0] === "Totals"));
    for (const [label, count, amount] of totals.slice(1)) expect(text).toContain(`${label} ${count} ${amount}`);
    const firstEntry = csv[csv.findIndex((line) => line[0] === "Time (GMT+8)") + 1]!;
    expect(text).toContain(firstEntry.join(" "));
  });

  it("is written in Arabic on an Arabic page, with the same figures", async () => {
    const cookie = await signIn("nakheel", MEMBER.username);
    const days = { from: addDays(today, -30), to: today };
    const csv = parseCsv((await download(cookie, { ...days, format: "csv" }, "nakheel")).body.slice(1));
    const pdf = await download(cookie, { ...days, format: "pdf" }, "nakheel");
    expect([pdf.status, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);
    expect(pdf.bytes.includes("NotoSansArabic")).toBe(true);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
    const net = csv[csv.length - 1]!;
    expect(net[2]).toMatch(/^-?\d+\.\d{2}$/);
    for (const figure of [days.from, days.to, net[2]!]) expect(text).toContain(figure);
  });

  it("refuses more entries than a PDF lists, sending the player back with the reason", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.activity);
    const account = sb.sandbox.db
      .prepare("SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = ?")
      .pluck()
      .get(PLAY_TIME_ACCOUNTS.activity);
    const game = sb.sandbox.db.prepare("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").pluck().get();
    const bet = sb.sandbox.db.prepare(
      "INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at) VALUES (?, ?, 'AURORA', ?, 100, 0, ?)",
    );
    const day = addDays(today, -300);
    sb.sandbox.db.transaction(() => {
      for (let n = 0; n < 5001; n++) bet.run(`statement-many-${n}`, account, game, `${day}T10:00:00.000Z`);
    })();
    const posted = await request("aurora", ACTIVITY, { form: { from: day, to: day, format: "pdf" }, headers: from("aurora", cookie) });
    const answer = await request("aurora", posted.headers.location!, { headers: { cookie } });
    expect([answer.status, answer.headers.location]).toEqual([302, ACTIVITY]);
    const page = await request("aurora", ACTIVITY, { headers: { cookie: withFlash(answer, cookie) } });
    expect(visible(page.body)).toContain(en.errors.RANGE_TOO_LONG);
    const csv = await request("aurora", posted.headers.location!.replace(".pdf", ".csv"), { headers: { cookie } });
    expect(parseCsv(csv.body.slice(1)).filter((line) => line[1] === "Bet" && line[0]!.startsWith(day))).toHaveLength(5001);
  });
});
