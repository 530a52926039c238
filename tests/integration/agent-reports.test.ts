import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { addDays } from "~/format/dates";
import { signInAgent } from "../helpers/agent";
import { startCountingProxy } from "../helpers/counting-proxy";
import { startTestPortal } from "../helpers/portal";
import { AGENT_PASSWORD, MEMBER, startTestSandbox } from "../helpers/sandbox";
import { solvedBotCheck } from "../helpers/bot-check";

/*
 * The agent reports (/agentHome/personalHistoryCopy, palStatementsAgentCopy, agentRevenueReport,
 * agentDownlineTransactionDetailsCopy and their .csv exports) against the real sandbox, as a
 * browser without JavaScript asks for them: every view is a GET URL. The file writes its own
 * rows: a member three levels below demo_agent1 with bets, and a bet whose reference-free
 * fields start like a formula. Expected figures come from the sandbox's database.
 */

const sb = await startTestSandbox();
// Through a recording proxy: the tests check what the platform was asked.
const proxy = await startCountingProxy(sb.url);
const portal = await startTestPortal(proxy.url);
const { request } = portal;
const db = sb.sandbox.db;

afterEach(() => sb.control("/faults/clear"));

const REPORTS = [
  { page: "personalHistoryCopy", call: "/api/v1/agent/reports/team-bets", title: en.agentCentre.nav.personalHistoryCopy },
  { page: "palStatementsAgentCopy", call: "/api/v1/agent/reports/member-profit", title: en.agentCentre.nav.palStatementsAgentCopy },
  { page: "agentRevenueReport", call: "/api/v1/agent/reports/income", title: en.agentCentre.nav.agentRevenueReport },
  {
    page: "agentDownlineTransactionDetailsCopy",
    call: "/api/v1/agent/reports/team-transactions",
    title: en.agentCentre.nav.agentDownlineTransactionDetailsCopy,
  },
] as const;

const cookies = new Map<string, string>();
async function cookieOf(username: string) {
  if (!cookies.has(username)) cookies.set(username, await signInAgent(portal, "aurora", username));
  return cookies.get(username)!;
}
const get = async (username: string, path: string) => request("aurora", path, { headers: { cookie: await cookieOf(username) } });

/** The text of the page's parts (the page also carries its data as JSON, so plain `toContain` would not prove what shows). */
const cellsOf = (row: string) => [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => text(cell[1]));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
const rowsOf = (html: string) => [...html.matchAll(/<tr data-records="row">([\s\S]*?)<\/tr>/g)].map((match) => cellsOf(match[1]));
const headersOf = (html: string) => cellsOf(/<thead>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? "");
const totalsOf = (html: string) => cellsOf(/<tr[^>]*data-records="totals"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "");
const stateOf = (html: string) => /data-state="(empty|error|past-end)"/.exec(html)?.[1] ?? null;
const problemOf = (html: string) => /data-records="problem"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
const exportHref = (html: string) => /href="([^"]+)"[^>]*data-agent-report="export"/.exec(html)?.[1]?.replaceAll("&amp;", "&");

/** RFC 4180 lines of fields (quoted fields, doubled quotes), without the BOM. */
function parseCsv(body: string): string[][] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  return body
    .slice(1)
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => match[1].replaceAll('""', '"')));
}

const settings = await sb
  .platform({ merchant: "AURORA", token: await sb.login("AURORA", "demo_agent1", AGENT_PASSWORD) })
  .agentReports.settings({});
const TODAY = settings.today;
const idOf = (username: string) =>
  db.prepare("SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = ?").pluck().get(username) as number;

// A member under demo_agent42 (demo_agent1 → demo_agent2 → demo_agent42 → it) with 25 bets today: two pages of its own.
const DEEP = "reports_deep";
db.prepare(
  "INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, created_at) VALUES ('AURORA', ?, 'x', ?, 0, ?, ?)",
).run(DEEP, DEEP, idOf("demo_agent42"), new Date(Date.now() - 40 * 86_400_000).toISOString());
const startOfToday = Date.parse(`${TODAY}T00:00:00Z`) - settings.utcOffsetMinutes * 60_000;
for (let n = 0; n < 25; n++) {
  db.prepare(
    "INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at) VALUES (?, ?, 'AURORA', 'RNG-PG-0007', ?, ?, ?)",
  ).run(
    `reports-it-${n}`,
    idOf(DEEP),
    1_000 + n,
    n % 2 === 0 ? 0 : 5_000,
    new Date(Math.min(startOfToday + n * 60_000, sb.sandbox.clock.now().getTime() - 1_000)).toISOString(),
  );
}

describe("who may open the reports", () => {
  it("sends visitors and members to the agent sign-in, for the pages and their exports", async () => {
    const botCheck = await solvedBotCheck(request, "aurora", "login");
    const member = await request("aurora", "/login", {
      form: { type: "username", username: MEMBER.username, password: MEMBER.password, botCheck },
      headers: portal.sameOrigin("aurora"),
    });
    const memberCookie = member.cookies.find((line) => line.startsWith("__session="))!.split(";")[0];
    for (const { page } of REPORTS) {
      for (const path of [`/agentHome/${page}`, `/agentHome/${page}.csv?range=today`]) {
        const visitor = await request("aurora", path);
        expect([path, visitor.status, visitor.headers.location]).toEqual([
          path,
          302,
          `/agent?${new URLSearchParams({ redirectTo: path })}`,
        ]);
        const asMember = await request("aurora", path, { headers: { cookie: memberCookie } });
        expect(asMember.headers.location).toBe(`/agent?${new URLSearchParams({ redirectTo: path })}`);
      }
    }
  });
});

describe("each report", () => {
  it("renders its table, totals and the export of the same view for demo_agent1", async () => {
    for (const { page, title } of REPORTS) {
      const response = await get("demo_agent1", `/agentHome/${page}?range=30d`);
      expect(response.status, page).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.body).toContain(`<h1`);
      expect(response.body).toContain(title);
      expect(stateOf(response.body), page).toBeNull();
      expect(rowsOf(response.body).length, page).toBeGreaterThan(0);
      expect(totalsOf(response.body)[0]).toBe(en.records.totals);
      expect(exportHref(response.body), page).toBe(`/agentHome/${page}.csv?range=30d`);
    }
  });

  it("says when the period has nothing, and still offers its filters", async () => {
    // Over a year ago: before any of the team's seeded bets (six months) and this file's (today).
    const from = addDays(TODAY, -400);
    const to = addDays(TODAY, -390);
    const response = await get("demo_agent42", `/agentHome/personalHistoryCopy?range=custom&from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    expect(stateOf(response.body)).toBe("empty");
    expect(response.body).toContain(en.agentReports.empty.teamBets);
    expect(exportHref(response.body)).toBeUndefined();
  });

  it("shows a platform failure in its section, with a way to try again", async () => {
    await sb.control("/faults", { call: "agentReports.memberProfit", failureRate: 1 });
    const response = await get("demo_agent1", "/agentHome/palStatementsAgentCopy");
    expect(response.status).toBe(200);
    expect(stateOf(response.body)).toBe("error");
    expect(response.body).toContain(en.records.retry);
    expect(rowsOf(response.body)).toEqual([]);
  });
});

describe("the member filter", () => {
  it("narrows team betting to one member three levels down, paged, with the whole period's totals", async () => {
    const first = await get("demo_agent1", `/agentHome/personalHistoryCopy?range=today&member=${DEEP}`);
    const firstRows = rowsOf(first.body);
    expect(firstRows).toHaveLength(20);
    expect(new Set(firstRows.map((row) => row[1]))).toEqual(new Set([DEEP]));
    expect(first.body).toMatch(new RegExp(`name="member"[^>]*value="${DEEP}"`));
    const second = await get("demo_agent1", `/agentHome/personalHistoryCopy?range=today&member=${DEEP}&page=2`);
    expect(rowsOf(second.body)).toHaveLength(5);
    const stakes = db.prepare("SELECT sum(stake_cents) FROM bets WHERE account_id = ?").pluck().get(idOf(DEEP)) as number;
    const expected = `₱${(stakes / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    expect(totalsOf(first.body)).toEqual(totalsOf(second.body));
    expect(totalsOf(first.body)).toContain(expected);
  });

  it("refuses, with the translated message and no data, a member outside the agent's team", async () => {
    // demo_agent2's team is demo_agent42's branch: its upline, a sibling and demo_agent1's direct members are outside.
    for (const member of ["demo_agent1", "demo_agent41", "demo_member", "nobody_here"]) {
      for (const { page } of REPORTS) {
        const response = await get("demo_agent2", `/agentHome/${page}?range=30d&member=${member}`);
        expect([page, member, response.status]).toEqual([page, member, 200]);
        expect(stateOf(response.body)).toBe("error");
        expect(response.body).toContain(en.errors.NOT_IN_TEAM);
        expect(response.body).toMatch(/name="member"[^>]*aria-invalid="true"/);
        expect(response.body).not.toContain(`>${en.records.retry}<`);
        expect(rowsOf(response.body)).toEqual([]);
        const csv = await get("demo_agent2", `/agentHome/${page}.csv?range=30d&member=${member}`);
        expect([csv.status, csv.body]).toEqual([403, en.errors.NOT_IN_TEAM]);
      }
    }
  });

  it("refuses a member no username can be without asking the platform", async () => {
    for (const member of ["<script>", "a b", "x".repeat(80) + "!", "名前"]) {
      proxy.reset();
      const response = await get(
        "demo_agent1",
        `/agentHome/agentDownlineTransactionDetailsCopy?range=7d&member=${encodeURIComponent(member)}`,
      );
      expect(response.status).toBe(200);
      expect(response.body).toContain(en.errors.NOT_IN_TEAM);
      expect(proxy.calls.filter((call) => call.path.startsWith("/api/v1/agent/reports/team-transactions"))).toEqual([]);
    }
  });
});

describe("bad filters", () => {
  it("shows the last 7 days and says why for a custom range the platform would refuse, never asking for it", async () => {
    const tomorrow = addDays(TODAY, 1);
    const cases = [
      { from: "2026-02-30", to: TODAY, problem: en.records.problems.invalid },
      { from: TODAY, to: addDays(TODAY, -3), problem: en.records.problems.order },
      { from: TODAY, to: tomorrow, problem: en.records.problems.future },
      {
        from: addDays(TODAY, -settings.maxRangeDays),
        to: TODAY,
        problem: en.records.problems.tooLong.replace("{{days}}", String(settings.maxRangeDays)),
      },
    ];
    for (const { from, to, problem } of cases) {
      for (const { page, call } of REPORTS) {
        proxy.reset();
        const response = await get("demo_agent1", `/agentHome/${page}?range=custom&from=${from}&to=${to}`);
        expect([page, from, to, response.status]).toEqual([page, from, to, 200]);
        expect(problemOf(response.body)).toBe(problem);
        const asked = proxy.calls
          .filter((entry) => entry.path.startsWith(`${call}?`))
          .map((entry) => new URL(entry.path, sb.url).searchParams);
        expect(asked.map((params) => [params.get("from"), params.get("to")])).toEqual([[addDays(TODAY, -6), TODAY]]);
      }
    }
  });

  it("reads an unknown type as all types and a page that is not a number as the first", async () => {
    proxy.reset();
    const response = await get("demo_agent1", "/agentHome/agentDownlineTransactionDetailsCopy?range=30d&type=DROP%20TABLE&page=-3");
    expect(response.status).toBe(200);
    const asked = proxy.calls
      .filter((entry) => entry.path.startsWith("/api/v1/agent/reports/team-transactions?"))
      .map((entry) => new URL(entry.path, sb.url).searchParams);
    expect(asked.map((params) => [params.get("category"), params.get("pageNo")])).toEqual([[null, "1"]]);
  });

  it("answers a page past the last with the way back to the first", async () => {
    const response = await get("demo_agent1", `/agentHome/personalHistoryCopy?range=today&member=${DEEP}&page=9`);
    expect(stateOf(response.body)).toBe("past-end");
  });
});

describe("the CSV export", () => {
  it("downloads the rows, headers and totals the page shows, for the same filters and page", async () => {
    for (const { page } of REPORTS) {
      for (const query of ["?range=30d", "?range=30d&page=2", `?range=today&member=${DEEP}`]) {
        const screen = await get("demo_agent1", `/agentHome/${page}${query}`);
        const csv = await get("demo_agent1", `/agentHome/${page}.csv${query}`);
        expect([page, query, csv.status]).toEqual([page, query, 200]);
        expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
        expect(csv.headers["content-disposition"]).toMatch(
          new RegExp(`^attachment; filename="${page}-\\d{4}-\\d\\d-\\d\\d-\\d{4}-\\d\\d-\\d\\d-page\\d+\\.csv"$`),
        );
        expect(csv.headers["cache-control"]).toBe("private, no-store");
        const lines = parseCsv(csv.body);
        const unguard = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);
        const screenRows = rowsOf(screen.body);
        // The header, a line per row on screen, the totals (an empty screen: header and totals only).
        expect(lines.length, `${page}${query}`).toBe(screenRows.length + 2);
        if (screenRows.length === 0) continue;
        expect(lines[0], `${page}${query}`).toEqual(headersOf(screen.body));
        expect(
          lines.slice(1, -1).map((line) => line.map(unguard)),
          `${page}${query}`,
        ).toEqual(screenRows);
        expect(lines.at(-1)!.map(unguard), `${page}${query}`).toEqual(totalsOf(screen.body));
      }
    }
  });

  it("guards cells a spreadsheet would run: a loss starts with a minus, so it is prefixed", async () => {
    const csv = await get("demo_agent1", `/agentHome/personalHistoryCopy.csv?range=today&member=${DEEP}`);
    const lines = parseCsv(csv.body);
    const profits = lines.slice(1, -1).map((line) => line[7]);
    expect(profits.some((cell) => cell.startsWith("'-₱"))).toBe(true);
    expect(lines.flat().every((cell) => !/^[=+\-@]/.test(cell))).toBe(true);
  });

  it("has translated headers in the agent's language", async () => {
    const csv = await get("demo_agent1", "/agentHome/palStatementsAgentCopy.csv?range=30d&lng=TY");
    const { default: ty } = await import("~/i18n/packs/ty.json");
    expect(parseCsv(csv.body)[0]).toContain(ty.agentReports.columns.deposits);
  });
});

describe("any query", () => {
  it("answers every report with its page (200) and every export with a CSV or a refusal, never a 5xx", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        "today",
        "7d",
        "30d",
        "custom",
        "RNG",
        "upline",
        "deposit",
        DEEP,
        "demo_agent1",
        "2026-02-29",
        "-1",
        "1e9",
        "%",
        "<b>",
        "__proto__",
        "=cmd",
      ),
      fc
        .date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...REPORTS.map((report) => report.page)),
        fc.boolean(),
        fc.dictionary(fc.constantFrom("range", "from", "to", "type", "member", "page", "lng"), value),
        async (page, csv, query) => {
          const path = `/agentHome/${page}${csv ? ".csv" : ""}?${new URLSearchParams(query)}`;
          const response = await get("demo_agent2", path);
          // A page always answers with its filters; an export with the CSV or a refusal.
          expect(csv ? [200, 403] : [200], path).toContain(response.status);
          expect(csv || response.body.includes('data-records="filters"'), path).toBe(true);
        },
      ),
      { numRuns: 150, seed: 20_261_212 },
    );
  });
});
