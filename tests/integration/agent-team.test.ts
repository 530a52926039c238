import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { PlatformError } from "~/platform/platform-error";
import { AGENT_REGISTER_LIMIT } from "~/features/agent/team/register.server";
import { signInAgent } from "../helpers/agent";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal, withFlash, type PortalResponse } from "../helpers/portal";
import { AGENT_PASSWORD, MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * The agent's team against the real sandbox (its seeded AURORA team, four levels under the demo
 * agents): the platform calls and their refusals (NOT_IN_TEAM for another agent's team), then
 * the pages and forms as a browser without JavaScript uses them: announcements, team overview,
 * register centre, downline management with its transfers, and the member pages the agent
 * centre reuses. The portal trusts X-Forwarded-For here, so each sign-in comes from its own
 * address and the sign-in limits of one test do not reach the next.
 */

const sb = await startTestSandbox();
const trustProxy = process.env.TRUST_PROXY;
process.env.TRUST_PROXY = "loopback";
const portal = await startTestPortal(sb.url);
if (trustProxy === undefined) delete process.env.TRUST_PROXY;
else process.env.TRUST_PROXY = trustProxy;
const { request, sameOrigin } = portal;

const BRAND = "aurora";
const MERCHANT = "AURORA";
const WITHDRAW_PASSWORD = "135790";
let addresses = 0;
const address = () => ({ "x-forwarded-for": `10.12.${++addresses >> 8}.${addresses & 255}` });

const db = sb.sandbox.db;
const idOf = (username: string) =>
  db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck().get(MERCHANT, username) as number;
const balanceOf = (username: string) =>
  db.prepare("SELECT balance_cents FROM accounts WHERE merchant = ? AND username = ?").pluck().get(MERCHANT, username) as number;
/** Every account under `username`, walking the tree in JavaScript (not the sandbox's query). */
function downlineOf(username: string): number[] {
  const children = db.prepare("SELECT id, parent_id FROM accounts WHERE parent_id IS NOT NULL").all() as Array<{
    id: number;
    parent_id: number;
  }>;
  const found: number[] = [];
  const queue = [idOf(username)];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const child of children.filter((row) => row.parent_id === parent)) {
      found.push(child.id);
      queue.push(child.id);
    }
  }
  return found;
}

const platformOf = async (username: string, password = AGENT_PASSWORD) =>
  sb.platform({ merchant: MERCHANT, token: await sb.login(MERCHANT, username, password) });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "OK",
    (error: unknown) => (error instanceof PlatformError ? error.code : String(error)),
  );

const cookies: Record<string, string> = {};
async function agentCookie(username: string) {
  cookies[username] ??= await signInAgent(portal, BRAND, username, address());
  return cookies[username];
}
/** A page as `username` reads it; `after`: the redirect that led there (its flash message goes along). */
const get = async (path: string, username = "demo_agent1", after?: PortalResponse) => {
  const cookie = await agentCookie(username);
  return request(BRAND, path, { headers: { cookie: after ? withFlash(after, cookie) : cookie } });
};
const post = async (path: string, form: Record<string, string>, username = "demo_agent1") =>
  request(BRAND, path, { form, headers: { ...sameOrigin(BRAND), ...address(), cookie: await agentCookie(username) } });

/** The page as read: without React's separators between adjacent texts. */
const visible = (response: PortalResponse) => response.body.replaceAll("<!-- -->", "");
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)![1];
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const fieldError = (html: string, id: string) => new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];

describe("the seeded team", () => {
  it("puts a few hundred accounts four levels under demo_agent1, with months of bets", () => {
    const team = downlineOf("demo_agent1");
    expect(team.length).toBeGreaterThan(250);
    // demo_agent1 -> demo_agent2 -> demo_agent42 -> team_agent04 -> its members.
    expect(downlineOf("team_agent04").length).toBeGreaterThan(0);
    const statuses = db.prepare("SELECT DISTINCT status FROM accounts WHERE merchant = ? ORDER BY status").pluck().all(MERCHANT);
    expect(statuses).toEqual(["ACTIVE", "FROZEN"]);
    const oldest = db.prepare("SELECT MIN(created_at) FROM bets WHERE request_id LIKE 'team-%'").pluck().get() as string;
    expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(90 * 86_400_000);
  });

  it("keeps each seeded account's ledger equal to its balance", () => {
    const mismatched = db
      .prepare(
        `SELECT a.username FROM accounts a WHERE a.merchant = ? AND a.username LIKE 'team_%'
           AND a.balance_cents <> (SELECT COALESCE(SUM(delta_cents), 0) FROM ledger l WHERE l.account_id = a.id)`,
      )
      .pluck()
      .all(MERCHANT);
    expect(mismatched).toEqual([]);
  });
});

describe("a frozen account", () => {
  it("cannot sign in: the right password gets the translated refusal, a wrong one the usual answer", async () => {
    const frozen = db
      .prepare("SELECT username FROM accounts WHERE merchant = ? AND status = 'FROZEN' AND is_agent = 0 LIMIT 1")
      .pluck()
      .get(MERCHANT) as string;
    const headers = { ...sameOrigin(BRAND), ...address() };
    const signIn = async (password: string) =>
      request(BRAND, "/login", {
        form: { type: "username", username: frozen, password, botCheck: await solvedBotCheck(request, BRAND, "login", headers) },
        headers,
      });
    const alerts = (response: PortalResponse) =>
      [...visible(response).matchAll(/<p role="alert"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
    const refused = await signIn(MEMBER.password);
    expect(refused.status).toBe(409);
    expect(alerts(refused)).toEqual([en.errors.ACCOUNT_FROZEN]);
    expect(refused.cookies.some((line) => line.startsWith("__session="))).toBe(false);
    expect(alerts(await signIn("Wrong#2026"))).toEqual([en.errors.INVALID_CREDENTIALS]);
  });
});

describe("agentTeam calls", () => {
  it("answers the overview's team figures as the ledger and the bets of the whole downline sum them", async () => {
    const platform = await platformOf("demo_agent1");
    const { periods, utcOffsetMinutes } = await platform.agentTeam.overview();
    expect(utcOffsetMinutes).toBe(480);
    expect(periods.map((period) => period.period)).toEqual(["today", "yesterday", "thisMonth"]);
    const team = new Set(downlineOf("demo_agent1"));
    const bets = db.prepare("SELECT account_id, stake_cents, win_cents, created_at FROM bets").all() as Array<{
      account_id: number;
      stake_cents: number;
      win_cents: number;
      created_at: string;
    }>;
    const ledger = db.prepare("SELECT account_id, kind, delta_cents, created_at FROM ledger").all() as Array<{
      account_id: number;
      kind: string;
      delta_cents: number;
      created_at: string;
    }>;
    for (const { period, from, to, team: figures } of periods) {
      const inPeriod = (row: { account_id: number; created_at: string }) =>
        team.has(row.account_id) && row.created_at >= from && row.created_at < to;
      const periodBets = bets.filter(inPeriod);
      expect(figures.validBetCents, period).toBe(periodBets.reduce((sum, bet) => sum + bet.stake_cents, 0));
      expect(figures.profitLossCents, period).toBe(periodBets.reduce((sum, bet) => sum + bet.win_cents - bet.stake_cents, 0));
      expect(figures.activeMembers, period).toBe(new Set(periodBets.map((bet) => bet.account_id)).size);
      const deposits = ledger.filter((row) => inPeriod(row) && row.kind === "deposit.credited");
      expect(figures.depositCents, period).toBe(deposits.reduce((sum, row) => sum + row.delta_cents, 0));
      // Local midnight in UTC+8 is 16:00 UTC.
      expect(from.slice(11, 19), period).toBe("16:00:00");
    }
    const month = periods.find((period) => period.period === "thisMonth")!;
    expect(month.team.validBetCents).toBeGreaterThan(0);
    expect(month.team.teamSize).toBe(team.size);
  });

  it("refuses members and another agent's team", async () => {
    const member = await platformOf(MEMBER.username, MEMBER.password);
    expect(await codeOf(member.agentTeam.overview())).toBe("NOT_AGENT");
    const agent41 = await platformOf("demo_agent41");
    // team_agent01 is under demo_agent1, beside demo_agent41: not in its team.
    expect(await codeOf(agent41.agentTeam.downline({ parent: "team_agent01" }))).toBe("NOT_IN_TEAM");
    expect(await codeOf(agent41.agentTeam.downline({ parent: "demo_agent1" }))).toBe("NOT_IN_TEAM");
    expect(await codeOf(agent41.agentTeam.downline({ parent: "nobody_at_all" }))).toBe("NOT_IN_TEAM");
    const foreign = db
      .prepare("SELECT username FROM accounts WHERE parent_id = ? AND status = 'ACTIVE' LIMIT 1")
      .pluck()
      .get(idOf("team_agent01")) as string;
    expect(
      await codeOf(
        agent41.agentTeam.transfer({
          to: foreign,
          amountCents: 100,
          withdrawPassword: WITHDRAW_PASSWORD,
          idempotencyKey: "foreign-transfer-0001",
        }),
      ),
    ).toBe("NOT_IN_TEAM");
    // Its own upline is not its downline either.
    expect(
      await codeOf(
        agent41.agentTeam.transfer({
          to: "demo_agent1",
          amountCents: 100,
          withdrawPassword: WITHDRAW_PASSWORD,
          idempotencyKey: "foreign-transfer-0002",
        }),
      ),
    ).toBe("NOT_IN_TEAM");
    const agent42 = await platformOf("demo_agent42");
    expect(
      await codeOf(
        agent42.agentTeam.register({ isAgent: 2, username: "typetwo01", password: "Agent#2026", confirmPassword: "Agent#2026" }),
      ),
    ).toBe("AGENT_TYPE_NOT_ALLOWED");
  });

  it("lists a sub-agent's downline with the path down to it, and searches the whole team", async () => {
    const platform = await platformOf("demo_agent1");
    const deep = await platform.agentTeam.downline({ parent: "team_agent04" });
    expect(deep.path.map((step) => step.username)).toEqual(["demo_agent1", "demo_agent2", "demo_agent42", "team_agent04"]);
    expect(deep.total).toBe(downlineOf("team_agent04").length);
    expect(deep.list.every((row) => row.parent === "team_agent04")).toBe(true);
    // Each row names the contracts it holds in force with its upline.
    const direct = await platform.agentTeam.downline({});
    for (const row of direct.list) {
      const held = db
        .prepare("SELECT kind FROM agent_contracts WHERE holder_id = ? AND status IN ('ACTIVE', 'TERMINATION_REQUESTED') ORDER BY kind")
        .pluck()
        .all(idOf(row.username));
      expect([...row.contracts].sort(), row.username).toEqual(held);
    }
    expect((await platform.agentTeam.downline({ q: "demo_agent2" })).list[0].contracts.length).toBeGreaterThan(0);
    const found = await platform.agentTeam.downline({ q: "M00" });
    expect(found.list.map((row) => row.username).sort()).toEqual(
      db.prepare("SELECT username FROM accounts WHERE username LIKE 'team_m00%' ORDER BY username").pluck().all(),
    );
    // "_" is a letter here, not a wildcard.
    expect((await platform.agentTeam.downline({ q: "m_0" })).total).toBe(0);
  });

  it("puts a player who registers with the agent's referral code in its downline", async () => {
    const platform = await platformOf("demo_agent41");
    const { referralCode } = await platform.agentTeam.registerInfo();
    expect((await platform.agentTeam.registerInfo()).referralCode).toBe(referralCode);
    const visitor = sb.platform({ merchant: MERCHANT });
    // AURORA asks for a captcha and the payee name.
    const { captchaId } = await visitor.registration.captcha();
    const captcha = db.prepare("SELECT code FROM register_captchas WHERE id = ?").pluck().get(captchaId) as string;
    await visitor.registration.register({
      captchaId,
      captcha,
      payeeName: "Juan Cruz",
      birthday: "1990-05-17",
      registerMethod: "username",
      registerUrl: "http://aurora.localhost/register",
      domain: "aurora.localhost",
      login: true,
      username: "referred01",
      password: "Member#2026",
      confirmPassword: "Member#2026",
      referralCode,
    });
    const { list } = await platform.agentTeam.downline({ q: "referred01" });
    expect(list.map((row) => [row.username, row.parent])).toEqual([["referred01", "demo_agent41"]]);
  });
});

describe("the agent centre's pages", () => {
  it("turn members away to the agent sign-in", async () => {
    const headers = { ...sameOrigin(BRAND), ...address() };
    const botCheck = await solvedBotCheck(request, BRAND, "login", headers);
    const signedIn = await request(BRAND, "/login", {
      form: { type: "username", username: "player012", password: MEMBER.password, botCheck },
      headers,
    });
    const cookie = signedIn.cookies.find((line) => line.startsWith("__session="))!.split(";")[0];
    for (const page of [
      "agentAnnouncement",
      "agentTeamOverview",
      "registerCenter",
      "downlineManagmentView",
      "depositv2",
      "withdraw",
      "messageV2",
    ]) {
      const response = await request(BRAND, `/agentHome/${page}`, { headers: { cookie } });
      expect(response.status, page).toBe(302);
      expect(response.headers.location, page).toMatch(/^\/agent\?redirectTo=/);
    }
    const posted = await request(BRAND, "/agentHome/downlineManagmentView", {
      form: {
        intent: "downline",
        to: "team_m001",
        amount: "1",
        withdrawPassword: WITHDRAW_PASSWORD,
        idempotencyKey: "member-posting-0001",
      },
      headers: { ...sameOrigin(BRAND), cookie },
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.location).toMatch(/^\/agent/);
  });

  it("shows the agents' announcements, sanitised", async () => {
    const page = await get("/agentHome/agentAnnouncement?item=AURORA-AG3");
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(visible(page)).toContain("Transfers to your downline");
    expect(page.body).not.toContain("<script>document.title");
    expect(page.body).not.toContain("onerror");
    // Not in the players' lists.
    const board = await request(BRAND, "/announcements");
    expect(board.body).not.toContain("Transfers to your downline");
  });

  it("shows the team overview's figures, and a section message when the platform fails", async () => {
    const page = await get("/agentHome/agentTeamOverview");
    expect(page.status).toBe(200);
    const html = visible(page);
    expect(html).toContain(en.agentTeam.teamCaption);
    expect(html).toContain("GMT+8");
    expect(html.match(/data-period="(today|yesterday|thisMonth)"/g)).toHaveLength(6);
    await sb.control("/faults", { call: "agentTeam.overview", failureRate: 1 });
    try {
      const failed = await get("/agentHome/agentTeamOverview");
      expect(failed.status).toBe(200);
      expect(failed.body).toContain('data-state="error"');
      expect(failed.body).not.toContain("data-figures=");
    } finally {
      await sb.control("/faults/clear");
    }
  });

  it("drills down with breadcrumbs, and falls back to the agent's own downline for a bad parent", async () => {
    const deep = visible(await get("/agentHome/downlineManagmentView?parent=team_agent04"));
    expect(deep).toMatch(/aria-current="page">team_agent04</);
    expect(deep).toContain('href="/agentHome/downlineManagmentView?parent=demo_agent2"');
    const bad = await get("/agentHome/downlineManagmentView?parent=..%2F..%2Fx&q=%3Cscript%3E");
    expect(bad.status).toBe(200);
    expect(bad.body).toContain('data-problem="badParent"');
    expect(visible(bad)).toContain(en.agentDownline.caption.replace("{{username}}", "demo_agent1"));
    const foreign = await get("/agentHome/downlineManagmentView?parent=team_agent01", "demo_agent41");
    expect(foreign.status).toBe(200);
    expect(foreign.body).toContain('data-error-code="NOT_IN_TEAM"');
    expect(visible(foreign)).toContain(en.errors.NOT_IN_TEAM);
    const pageTwo = visible(await get("/agentHome/downlineManagmentView?page=2"));
    expect(pageTwo).toContain('aria-current="page" aria-label="Page 2"');
  });

  it("transfers to a downline: bad amounts and foreign accounts are refused, a good one moves the money once", async () => {
    const platform = await platformOf("demo_agent1");
    await platform.withdrawPassword.set({ newPassword: WITHDRAW_PASSWORD });
    const target = db
      .prepare("SELECT a.username FROM accounts a WHERE a.parent_id = ? AND a.status = 'ACTIVE' AND a.username LIKE 'team_m%' LIMIT 1")
      .pluck()
      .get(idOf("team_agent03")) as string;
    const path = `/agentHome/downlineManagmentView?parent=team_agent03&transfer=${target}`;
    const page = await get(path);
    expect(page.status).toBe(200);
    const key = keyOf(page.body);
    const form = { intent: "downline", to: target, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: key };

    for (const [amount, message] of [
      ["", en.money.amountRequired],
      ["-5", en.money.amountInvalid],
      ["1.234", en.money.amountDecimals],
      ["0", en.money.amountPositive],
    ]) {
      const refused = await post(path, { ...form, amount });
      expect(refused.status, amount).toBe(422);
      expect(fieldError(visible(refused), "downline-amount"), amount).toBe(message);
    }
    const tooMuch = await post(path, { ...form, amount: "99999999.99" });
    expect(failureOf(tooMuch.body)).toBe("INSUFFICIENT_FUNDS");
    // What was typed stays, the password does not.
    expect(tooMuch.body).toContain('value="99999999.99"');
    expect(tooMuch.body).not.toContain(`value="${WITHDRAW_PASSWORD}"`);

    const foreign = await post(path, { ...form, to: "demo_member", amount: "1.00" }, "demo_agent41");
    expect(foreign.status).toBe(403);
    expect(failureOf(foreign.body)).toBe("NOT_IN_TEAM");

    const before = { agent: balanceOf("demo_agent1"), target: balanceOf(target) };
    const done = await post(path, { ...form, amount: "12.34" });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/agentHome/downlineManagmentView?parent=team_agent03");
    // The same key again (a double post) moves nothing more.
    expect((await post(path, { ...form, amount: "12.34" })).status).toBe(302);
    expect(balanceOf("demo_agent1")).toBe(before.agent - 1234);
    expect(balanceOf(target)).toBe(before.target + 1234);
    const shown = visible(await get(done.headers.location!, "demo_agent1", done));
    expect(shown).toContain(en.agentDownline.transferDone.replace("{{username}}", target));
  });

  it("transfers to the upline with the member centre's call, and says when there is none", async () => {
    const top = visible(await get("/agentHome/downlineManagmentView"));
    expect(top).toContain(en.money.noUpline);
    const platform = await platformOf("team_agent03");
    await platform.withdrawPassword.set({ newPassword: WITHDRAW_PASSWORD });
    const page = await get("/agentHome/downlineManagmentView", "team_agent03");
    const before = balanceOf("team_agent01");
    const wrong = await post(
      "/agentHome/downlineManagmentView",
      { intent: "upline", amount: "1.00", withdrawPassword: "000000", idempotencyKey: keyOf(page.body) },
      "team_agent03",
    );
    expect(failureOf(wrong.body)).toBe("WITHDRAW_PASSWORD_INCORRECT");
    const done = await post(
      "/agentHome/downlineManagmentView",
      { intent: "upline", amount: "2.00", withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: keyOf(page.body) },
      "team_agent03",
    );
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/agentHome/downlineManagmentView");
    expect(visible(await get("/agentHome/downlineManagmentView", "team_agent03", done))).toContain(en.money.uplineDone);
    expect(balanceOf("team_agent01")).toBe(before + 200);
  });

  it("registers a member under the agent by the merchant's rules, keeping what was typed on a refusal", async () => {
    const page = await get("/agentHome/registerCenter");
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    const html = visible(page);
    expect(html).toMatch(/value="http:\/\/aurora\.localhost:\d+\/register\?referralCode=A[0-9A-F]{10}"/);
    expect(html).toContain('data-testid="referral-qr"');
    expect(html).toContain('src="data:image/svg+xml;base64,');
    // Type 1 may create each other type.
    expect(html.match(/<option value="(0|2|41|42)"/g)).toHaveLength(4);

    const good = {
      isAgent: "0",
      username: "newteam01",
      password: "Member#2026",
      confirmPassword: "Member#2026",
      nickname: "New One",
      birthday: "1990-05-17",
    };
    // The brand's minimum age (18 on aurora) holds for an account an agent opens: the portal says so, naming the age...
    const young = await post("/agentHome/registerCenter", { ...good, birthday: `${new Date().getUTCFullYear() - 17}-12-31` });
    expect(young.status).toBe(422);
    expect(fieldError(visible(young), "register-birthday")).toBe(en.register.underAge.replace("{{age}}", "18"));
    // ...and the platform refuses on its own.
    const agent = await platformOf("demo_agent1");
    const refused = await agent.agentTeam
      .register({ isAgent: 0, username: "youngteam01", password: "Member#2026", confirmPassword: "Member#2026", birthday: "2020-01-01" })
      .catch((error: { code: string; details?: unknown }) => error);
    expect(refused).toMatchObject({ code: "FIELD_INVALID", details: { fields: [{ path: "birthday", message: "UNDER_AGE" }] } });
    const mismatch = await post("/agentHome/registerCenter", { ...good, confirmPassword: "Other#2026" });
    expect(mismatch.status).toBe(422);
    expect(fieldError(visible(mismatch), "register-confirmPassword")).toBe(en.register.passwordMismatch);
    expect(mismatch.body).toContain('value="newteam01"');
    expect(mismatch.body).not.toContain('value="Member#2026"');
    const badType = await post("/agentHome/registerCenter", { ...good, isAgent: "7" });
    expect(fieldError(visible(badType), "register-isAgent")).toBe(en.money.choose);
    const badName = await post("/agentHome/registerCenter", { ...good, username: "x" });
    expect(badName.status).toBe(422);
    expect(fieldError(visible(badName), "register-username")).toBeTruthy();
    const taken = await post("/agentHome/registerCenter", { ...good, username: "player001" });
    expect(taken.status).toBe(409);
    expect(fieldError(visible(taken), "register-username")).toBe(en.errors.USERNAME_TAKEN);
    const notAllowed = await post("/agentHome/registerCenter", { ...good, isAgent: "2" }, "demo_agent42");
    expect(fieldError(visible(notAllowed), "register-isAgent")).toBe(en.errors.AGENT_TYPE_NOT_ALLOWED);

    const done = await post("/agentHome/registerCenter", good);
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/agentHome/registerCenter");
    expect(visible(await get("/agentHome/registerCenter", "demo_agent1", done))).toContain(
      en.agentRegister.done.replace("{{username}}", "newteam01"),
    );
    const found = visible(await get("/agentHome/downlineManagmentView?q=newteam01"));
    expect(found).toContain('data-username="newteam01"');
    const row = db
      .prepare("SELECT parent_id, is_agent, nickname FROM accounts WHERE merchant = ? AND username = 'newteam01'")
      .get(MERCHANT);
    expect(row).toEqual({ parent_id: idOf("demo_agent1"), is_agent: 0, nickname: "New One" });
  });

  it("lets an agent send at most 20 registrations in 5 minutes, then answers 429 with the translated refusal", async () => {
    // demo_agent41's: a taken name is answered by the platform, and counts.
    const taken = { isAgent: "0", username: "player001", password: "Member#2026", confirmPassword: "Member#2026", birthday: "1990-05-17" };
    for (let n = 0; n < AGENT_REGISTER_LIMIT.limit; n++)
      expect((await post("/agentHome/registerCenter", taken, "demo_agent41")).status).toBe(409);
    const accounts = db.prepare("SELECT COUNT(*) FROM accounts").pluck().get();
    const refused = await post("/agentHome/registerCenter", { ...taken, username: "newteam41" }, "demo_agent41");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(failureOf(refused.body)).toBe("TOO_MANY_ATTEMPTS");
    expect(refused.body).toContain('value="newteam41"');
    expect(db.prepare("SELECT COUNT(*) FROM accounts").pluck().get()).toBe(accounts);
    // Another agent is not held back.
    expect((await post("/agentHome/registerCenter", taken, "demo_agent2")).status).toBe(409);
  });

  it("shows the member centre's deposit, withdraw and messages pages in the agent layout, posting to their agent addresses", async () => {
    const deposit = await get("/agentHome/depositv2");
    expect(deposit.status).toBe(200);
    expect(deposit.body).toContain('data-testid="agent-centre"');
    // Each method's form posts to its own agent address, so a refused form comes back on its method.
    expect(deposit.body).toContain('action="/agentHome/depositv2?method=');
    expect(deposit.body).toContain('href="/agentHome/depositv2?method=');
    const withdraw = await get("/agentHome/withdraw");
    expect(withdraw.status).toBe(200);
    expect(withdraw.body).toContain('data-testid="agent-centre"');
    const messages = await get("/agentHome/messageV2");
    expect(messages.status).toBe(200);
    expect(messages.body).toContain('data-testid="agent-centre"');
    expect(messages.body).not.toContain('id="side-menu"');
    for (const id of ["depositv2", "withdraw", "messageV2"]) expect(deposit.body).toContain(`data-agent-page="${id}"`);
    // What a withdrawal needs first (the security centre's two tabs) is set up under the agent's withdraw page.
    for (const tab of ["withdrawalPassword", "bankAccounts"]) {
      const setup = await get(`/agentHome/withdraw/${tab}`);
      expect(setup.status).toBe(200);
      expect(setup.body).toContain('data-testid="agent-centre"');
      expect(setup.body).toContain(`action="/agentHome/withdraw/${tab}"`);
    }
    // The member centre's own pages stay where they were.
    const memberDeposit = await request(BRAND, "/member/depositv2", { headers: { cookie: await agentCookie("demo_agent1") } });
    expect(memberDeposit.body).toContain('action="/member/depositv2?method=');
  });
});
