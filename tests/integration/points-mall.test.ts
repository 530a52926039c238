import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { sanitizePlatformHtml } from "~/ui/sanitize.server";
import { createSessionCodec } from "~/session/codec.server";
import { executableParts } from "../helpers/page-safety";
import { moneyFormat } from "~/format/money";
import { startTestPortal, TEST_SESSION_SECRET, withFlash, type PortalResponse } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";
import { xssPayloads } from "../helpers/xss-corpus";

/*
 * The points mall (/pointMall, PTSYS3) and the VIP bonus page (/member/vip) against the real
 * sandbox, every post a plain form post as a browser without JavaScript sends it. Accounts:
 * player016 (redeems and bad input), player017 (the 50 parallel redeems), player018
 * (conversion), player019 (VIP), player020 (reads and failures); the sandbox is this file's own.
 */

const sb = await startTestSandbox();
const { request, sameOrigin } = await startTestPortal(sb.url, { upstreamBudgetMs: 60_000 });
const codec = createSessionCodec(TEST_SESSION_SECRET);
const MERCHANT = { aurora: "AURORA", lumen: "LUMEN", tala: "TALA" } as const;
type BrandId = keyof typeof MERCHANT;
const WITHDRAW_PASSWORD = "135790";

/** A session cookie holding a real platform token (what the sign-in stores); the account gets a withdrawal password. */
async function signIn(brand: BrandId, username: string) {
  const login = await sb.platform({ merchant: MERCHANT[brand] }).auth.login({ username, password: MEMBER.password });
  await sb
    .platform({ merchant: MERCHANT[brand], token: login.token })
    .withdrawPassword.set({ newPassword: WITHDRAW_PASSWORD })
    .catch(() => undefined);
  const sealed = await codec.seal(
    {
      token: login.token,
      isAgent: login.isAgent,
      username,
      expiresAt: Date.now() + 3_600_000,
    },
    brand,
  );
  return `__session=${sealed}`;
}

const get = (brand: BrandId, path: string, cookie?: string) => request(brand, path, cookie ? { headers: { cookie } } : {});
const post = (brand: BrandId, path: string, cookie: string, fields: Record<string, string>) =>
  request(brand, path, {
    form: fields,
    headers: { ...sameOrigin(brand), cookie },
  });

const key = () => randomBytes(12).toString("hex");
/** What a page says in its alerts and statuses (the page also carries the pack as data, so `toContain` would not prove it). */
const texts = (html: string, role: "alert" | "status") =>
  [...html.replaceAll("<!-- -->", "").matchAll(new RegExp(`<p role="${role}"[^>]*>([^<]*)</p>`, "g"))].map((match) =>
    match[1].replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  );
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const fieldErrors = (html: string) =>
  Object.fromEntries([...html.matchAll(/<p id="[^"]*?-(\w+)-error"[^>]*>([^<]*)<\/p>/g)].map((match) => [match[1], match[2]]));
const expectRedirect = (response: PortalResponse, location: string | RegExp) => {
  expect(response.status, response.body.slice(0, 300)).toBe(302);
  expect(response.headers.location).toMatch(location);
};
const points = (username: string, merchant = "AURORA") =>
  sb.control(`/merchants/${merchant}/points`, { username }) as Promise<{
    points: number;
    ledgerSumPoints: number;
  }>;
const grant = (username: string, amount: number) => sb.control("/merchants/AURORA/points", { username, grant: amount });
const money = (username: string) =>
  sb.control("/merchants/AURORA/money", { username }) as Promise<{
    balanceCents: number;
    walletsCents: number;
    ledgerSumCents: number;
  }>;
const goodsNamed = (name: string, merchant = "AURORA") =>
  `G${sb.sandbox.db.prepare("SELECT id FROM point_goods WHERE merchant = ? AND name_en = ?").pluck().get(merchant, name) as number}`;
const stockOf = (id: string) =>
  sb.sandbox.db
    .prepare("SELECT available FROM point_goods WHERE id = ?")
    .pluck()
    .get(Number(id.slice(1))) as number;
const redeemsOf = (username: string) =>
  sb.sandbox.db
    .prepare("SELECT COUNT(*) FROM point_redeems r JOIN accounts a ON a.id = r.account_id WHERE a.username = ? AND a.merchant = 'AURORA'")
    .pluck()
    .get(username) as number;
const redeemForm = (fields: Record<string, string> = {}) => ({
  quantity: "1",
  address: "12 Mabini St, Quezon City",
  mobile: "639171234567",
  withdrawPassword: WITHDRAW_PASSWORD,
  idempotencyKey: key(),
  ...fields,
});

const PAGES = ["/pointMall", "/pointMall/history", "/pointMall/details", "/pointMall/rules", "/pointMall/convert", "/pointMall/goods/G1"];

describe("who may use the points mall and the VIP page", () => {
  it("sends a visitor to sign in and back", async () => {
    for (const path of [...PAGES, "/member/vip"]) {
      expectRedirect(await get("aurora", path), `/login?${new URLSearchParams({ redirectTo: path })}`);
    }
  });

  it("gives a trial account the real-account prompt", async () => {
    const trial = await sb.platform({ merchant: "TALA" }).auth.freePlay({ os: "test", platform: "W", deviceId: "points-mall" });
    const cookie = `__session=${await codec.seal(
      {
        token: trial.token,
        isAgent: 4,
        username: trial.username,
        expiresAt: Date.now() + 3_600_000,
      },
      "tala",
    )}`;
    expectRedirect(await get("tala", "/member/vip", cookie), "/real-account");
    expectRedirect(
      await post("tala", "/member/vip", cookie, {
        kind: "MONTHLY",
        level: "1",
        idempotencyKey: key(),
      }),
      "/real-account",
    );
  });

  it("does not exist where PTSYS3 is off (lumen): pages and posts are 404, no side-menu item, nothing moves", async () => {
    const cookie = await signIn("lumen", "player016");
    for (const path of PAGES) expect((await get("lumen", path, cookie)).status, path).toBe(404);
    const before = await points("player016", "LUMEN");
    expect(
      (
        await post("lumen", "/pointMall/convert", cookie, {
          points: "1000",
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(404);
    expect((await post("lumen", "/pointMall/goods/G1", cookie, redeemForm())).status).toBe(404);
    expect(await points("player016", "LUMEN")).toEqual(before);
    expect((await get("lumen", "/member/vip", cookie)).body).not.toContain('href="/pointMall"');
    expect((await get("aurora", "/member/vip", await signIn("aurora", "player020"))).body).toContain('href="/pointMall"');
  });
});

describe("goods, detail, rules and details (player020)", () => {
  let cookie: string;

  it("lists the goods 12 a page with the player's points; a bad page is the first", async () => {
    cookie = await signIn("aurora", "player020");
    const page = await get("aurora", "/pointMall", cookie);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toMatch(/no-store/);
    const { points: now } = await points("player020");
    expect(page.body).toContain(`data-points="${now.toLocaleString("en")}"`);
    expect(page.body.match(/data-goods="G\d+"/g)).toHaveLength(12);
    expect((await get("aurora", "/pointMall?page=2", cookie)).body.match(/data-goods="G\d+"/g)).toHaveLength(3);
    for (const bad of ["abc", "0", "-1", "2.5", "999999999"]) {
      expect((await get("aurora", `/pointMall?page=${bad}`, cookie)).body.match(/data-goods="G\d+"/g), bad).toHaveLength(12);
    }
  });

  it("shows a good's facts and its remark sanitised; unknown, foreign and malformed ids are not found", async () => {
    const id = goodsNamed("Branded cap");
    sb.sandbox.db
      .prepare("UPDATE point_goods SET remark_en = ? WHERE id = ?")
      .run(
        `<p>Cotton cap</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>`,
        Number(id.slice(1)),
      );
    const page = await get("aurora", `/pointMall/goods/${id}`, cookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain("<p>Cotton cap</p>");
    expect(page.body).not.toMatch(/onerror|<script>alert|javascript:alert/);
    expect(page.body).toMatch(/data-goods-facts[^]*3,000[^]*₱0\.00/);
    for (const path of [
      "/pointMall/goods/G999999",
      `/pointMall/goods/${goodsNamed("Branded cap", "TALA")}`,
      "/pointMall/goods/1%27%20OR%201",
      "/pointMall/goods/G",
    ]) {
      expect((await get("aurora", path, cookie)).status, path).toBe(404);
    }
  });

  it("shows the rules in the player's language, as text", async () => {
    const rules = await get("aurora", "/pointMall/rules", cookie);
    expect(rules.body).toContain("Points never expire.");
    const tagalog = await get("aurora", "/pointMall/rules?lng=TY", cookie);
    expect(tagalog.body).toContain("Hindi nag-e-expire ang mga puntos.");
    expect(tagalog.body).toContain(ty.pointMall.rulesTitle);
  });

  it("pages the points details and filters them by kind; an unknown kind is all", async () => {
    const details = await get("aurora", "/pointMall/details", cookie);
    expect(details.status).toBe(200);
    expect(details.body.match(/<tr/g)!.length).toBeGreaterThan(20);
    expect(details.body).toMatch(/href="\/pointMall\/details\?page=2"/);
    expect((await get("aurora", "/pointMall/details?type=CONVERT", cookie)).body).toContain('data-state="empty"');
    expect((await get("aurora", "/pointMall/details?type=BOGUS", cookie)).body).toMatch(/href="\/pointMall\/details\?[^"]*page=2"/);
  });

  it("shows a platform failure in its section, never a blank page", async () => {
    await sb.control("/faults", { call: "points.rewards", failureRate: 1 });
    await sb.control("/faults", { call: "points.balance", failureRate: 1 });
    try {
      const page = await get("aurora", "/pointMall", cookie);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
      expect(texts(page.body, "alert")).toContain(en.errors.INTERNAL_ERROR);
      expect(page.body).toContain(en.pointMall.tabs.history);
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

describe("redeem (player016)", () => {
  let cookie: string;
  const cheap = () => goodsNamed("Free spins pack");

  it("redeems: the stock and points go down, the history shows it In Process", async () => {
    cookie = await signIn("aurora", "player016");
    const id = cheap();
    const [stock, before] = [stockOf(id), await points("player016")];
    const response = await post("aurora", `/pointMall/goods/${id}`, cookie, redeemForm({ quantity: "2" }));
    expectRedirect(response, "/pointMall/history");
    const history = await get("aurora", "/pointMall/history", withFlash(response, cookie));
    const reference = /PR-[A-F0-9]+/.exec(texts(history.body, "status").join(" "))![0];
    expect(stockOf(id)).toBe(stock - 2);
    expect(await points("player016")).toEqual({
      points: before.points - 4_000,
      ledgerSumPoints: before.points - 4_000,
    });
    expect(texts(history.body, "status")).toContain(en.pointMall.redeemed.replace("{{reference}}", reference));
    expect(history.body).toMatch(new RegExp(`${reference}[^]*?data-status="IN_PROCESS">${en.pointMall.statuses.IN_PROCESS}<`));
  });

  it("shows a rejection in the history and returns the points and the stock", async () => {
    const id = cheap();
    const [stock, before] = [stockOf(id), await points("player016")];
    const response = await post("aurora", `/pointMall/goods/${id}`, cookie, redeemForm());
    const history = await get("aurora", "/pointMall/history", withFlash(response, cookie));
    const reference = /PR-[A-F0-9]+/.exec(texts(history.body, "status").join(" "))![0];
    await sb.control(`/redeems/${reference}/reject`);
    expect(stockOf(id)).toBe(stock);
    expect(await points("player016")).toEqual(before);
    const rejected = await get("aurora", "/pointMall/history?type=REJECTED", cookie);
    expect(rejected.body).toMatch(new RegExp(`${reference}[^]*?data-status="REJECTED"`));
  });

  it("answers bad quantities, a missing address or mobile with field errors (422), keeping what was typed, and changes nothing", async () => {
    const id = cheap();
    const [stock, before, count] = [stockOf(id), await points("player016"), redeemsOf("player016")];
    for (const quantity of ["0", "-1", "1.5", "abc", "", "100", "1e9"]) {
      const response = await post("aurora", `/pointMall/goods/${id}`, cookie, redeemForm({ quantity, address: "Kept address 7" }));
      expect(response.status, quantity).toBe(422);
      expect(fieldErrors(response.body).quantity, quantity).toBe(en.pointMall.quantityInvalid);
      expect(response.body).toContain('value="Kept address 7"');
      expect(response.body).not.toContain(`value="${WITHDRAW_PASSWORD}"`);
    }
    const missing = await post("aurora", `/pointMall/goods/${id}`, cookie, redeemForm({ address: " ", mobile: "12ab" }));
    expect(missing.status).toBe(422);
    expect(fieldErrors(missing.body)).toMatchObject({
      address: en.pointMall.addressRequired,
      mobile: en.pointMall.mobileInvalid,
    });
    const password = await post("aurora", `/pointMall/goods/${id}`, cookie, redeemForm({ withdrawPassword: "12" }));
    expect(fieldErrors(password.body).withdrawPassword).toBe(en.money.passwordSixDigits);
    expect([stockOf(id), await points("player016"), redeemsOf("player016")]).toEqual([stock, before, count]);
  });

  it("answers a wrong withdrawal password, more than the stock or the points with the platform's translated refusal", async () => {
    const id = cheap();
    const [before, count] = [await points("player016"), redeemsOf("player016")];
    const tablet = goodsNamed("Tablet");
    sb.sandbox.db.prepare("UPDATE point_goods SET amount_required_cents = 1000000000000 WHERE id = ?").run(Number(tablet.slice(1)));
    const cases: Array<[Record<string, string>, string, string]> = [
      [redeemForm({ withdrawPassword: "000000" }), id, "WITHDRAW_PASSWORD_INCORRECT"],
      [redeemForm(), tablet, "REDEEM_NOT_ELIGIBLE"],
      [redeemForm({ quantity: "2" }), goodsNamed("Gaming headset"), "OUT_OF_STOCK"],
      [redeemForm(), goodsNamed("Sold-out sticker set"), "OUT_OF_STOCK"],
      [redeemForm({ quantity: "99" }), goodsNamed("Bonus voucher 100"), "INSUFFICIENT_POINTS"],
    ];
    for (const [form, goods, code] of cases) {
      const response = await post("aurora", `/pointMall/goods/${goods}`, cookie, form);
      expect(failureOf(response.body), code).toBe(code);
      expect(texts(response.body, "alert")).toContain(en.errors[code as keyof typeof en.errors]);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect([await points("player016"), redeemsOf("player016")]).toEqual([before, count]);
  });

  it("does not redeem twice for one form posted twice", async () => {
    const id = cheap();
    const form = redeemForm();
    const first = await post("aurora", `/pointMall/goods/${id}`, cookie, form);
    const second = await post("aurora", `/pointMall/goods/${id}`, cookie, form);
    expect(second.headers.location).toBe(first.headers.location);
    const count = redeemsOf("player016");
    await post("aurora", `/pointMall/goods/${id}`, cookie, form);
    expect(redeemsOf("player016")).toBe(count);
  });
});

describe("the last unit under 50 parallel redeems (player017)", () => {
  it("lets exactly one through; the rest get the translated out-of-stock answer; stock 0 and the points ledger sums to the points", async () => {
    const cookie = await signIn("aurora", "player017");
    const id = goodsNamed("Limited edition mug");
    await sb.control(`/goods/${id}/stock`, { available: 1 });
    await grant("player017", 100_000);
    const before = await points("player017");
    // As the page's script posts them (single fetch: the action's answer alone, no page render per post),
    // so 50 at once measure the redeem, not 50 server renders on a shared 2-core machine.
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post("aurora", `/pointMall/goods/${id}.data`, cookie, redeemForm())),
    );
    const redirected = responses.filter((response) => response.status !== 409);
    expect(redirected.map((response) => [response.status, /\/pointMall\/history/.test(response.body)])).toEqual([[202, true]]);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(49);
    for (const response of refused) expect(response.body).toContain('"OUT_OF_STOCK"');
    expect(stockOf(id)).toBe(0);
    const after = await points("player017");
    expect(after.points).toBe(before.points - 800);
    expect(after.ledgerSumPoints).toBe(after.points);
    expect(redeemsOf("player017")).toBe(1);
    // The answer as the page shows it (and as a browser without JavaScript gets it).
    const page = await post("aurora", `/pointMall/goods/${id}`, cookie, redeemForm());
    expect(page.status).toBe(409);
    expect(texts(page.body, "alert")).toContain(en.errors.OUT_OF_STOCK);
  });
});

describe("convert points (player018)", () => {
  let cookie: string;

  it("converts at the ratio into the main wallet, once per form", async () => {
    cookie = await signIn("aurora", "player018");
    const page = await get("aurora", "/pointMall/convert", cookie);
    const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)![1];
    const [before, wallet] = [await points("player018"), await money("player018")];
    const first = await post("aurora", "/pointMall/convert", cookie, {
      points: "1500",
      idempotencyKey,
    });
    expectRedirect(first, "/pointMall/convert");
    expectRedirect(
      await post("aurora", "/pointMall/convert", cookie, {
        points: "1500",
        idempotencyKey,
      }),
      "/pointMall/convert",
    );
    expect(await points("player018")).toEqual({
      points: before.points - 1_500,
      ledgerSumPoints: before.points - 1_500,
    });
    const after = await money("player018");
    expect(after.balanceCents).toBe(wallet.balanceCents + 1_500);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    expect(texts((await get("aurora", "/pointMall/convert", withFlash(first, cookie))).body, "status")).toContain(
      en.pointMall.converted.replace("{{amount}}", "₱15.00"),
    );
  });

  it("refuses bad numbers (422), below the minimum and above the points, moving nothing", async () => {
    const [before, wallet] = [await points("player018"), await money("player018")];
    for (const value of ["0", "-5", "2.5", "abc", "", "99999999999"]) {
      const response = await post("aurora", "/pointMall/convert", cookie, {
        points: value,
        idempotencyKey: key(),
      });
      expect(response.status, value).toBe(422);
      expect(fieldErrors(response.body).points, value).toBe(en.pointMall.pointsInvalid);
    }
    const below = await post("aurora", "/pointMall/convert", cookie, {
      points: "999",
      idempotencyKey: key(),
    });
    expect([below.status, failureOf(below.body)]).toEqual([422, "POINTS_BELOW_MINIMUM"]);
    expect(below.body).toContain('value="999"');
    const above = await post("aurora", "/pointMall/convert", cookie, {
      points: String(before.points + 1),
      idempotencyKey: key(),
    });
    expect([above.status, failureOf(above.body)]).toEqual([409, "INSUFFICIENT_POINTS"]);
    expect(texts(above.body, "alert")).toContain(en.errors.INSUFFICIENT_POINTS);
    expect(
      await post("aurora", "/pointMall/convert", cookie, {
        points: "1000",
        idempotencyKey: "<script>",
      }).then((r) => r.status),
    ).toBe(422);
    expect([await points("player018"), await money("player018")]).toEqual([before, wallet]);
  });
});

describe("the VIP bonus page (player019)", () => {
  let cookie: string;

  it("shows the levels, the player's level and a progressbar to the next", async () => {
    cookie = await signIn("aurora", "player019");
    const page = await get("aurora", "/member/vip", cookie);
    expect(page.status).toBe(200);
    expect(page.body.match(/data-level="\d"/g)).toHaveLength(7);
    const status = await sb
      .platform({
        merchant: "AURORA",
        token: await sb.login("AURORA", "player019", MEMBER.password),
      })
      .vip.status({ language: "EN" });
    // The progress to the next level, where there is one (none at the top level).
    const percent = status.next ? String(Math.floor((status.validBetCents * 100) / status.next.validBetCents)) : null;
    const shown = /role="progressbar"[^>]*aria-valuemin="0" aria-valuemax="100" aria-valuenow="(\d+)"/.exec(page.body)?.[1] ?? null;
    expect(shown).toBe(percent);
    expect(page.body).toContain('data-member-page="vip"');
  });

  it("claims a reached bonus into the main wallet once; a bonus not reached or claimed again is refused", async () => {
    // Bets at the operator that reach VIP2: the level-up bonuses of VIP1 and VIP2 and VIP2's monthly bonus open up.
    sb.sandbox.db.prepare("UPDATE accounts SET prior_valid_bet_cents = 1000000 WHERE merchant = 'AURORA' AND username = 'player019'").run();
    const platform = sb.platform({
      merchant: "AURORA",
      token: await sb.login("AURORA", "player019", MEMBER.password),
    });
    const open = (await platform.vip.status({ language: "EN" })).bonuses.filter((bonus) => bonus.claimedAt === null);
    expect(open.length).toBeGreaterThan(0);
    const bonus = open[0];
    const wallet = await money("player019");
    const form = {
      kind: bonus.kind,
      level: String(bonus.level),
      idempotencyKey: key(),
    };
    const claimed = await post("aurora", "/member/vip", cookie, form);
    expectRedirect(claimed, "/member/vip");
    expect(texts((await get("aurora", "/member/vip", withFlash(claimed, cookie))).body, "status")).toContain(
      en.vip.claimed.replace("{{amount}}", moneyFormat("PHP", "en")(bonus.amountCents)),
    );
    expect((await money("player019")).balanceCents).toBe(wallet.balanceCents + bonus.amountCents);
    const again = await post("aurora", "/member/vip", cookie, {
      ...form,
      idempotencyKey: key(),
    });
    expect([again.status, failureOf(again.body)]).toEqual([409, "BONUS_NOT_CLAIMABLE"]);
    expect(texts(again.body, "alert")).toContain(en.errors.BONUS_NOT_CLAIMABLE);
    const notReached = await post("aurora", "/member/vip", cookie, {
      kind: "LEVEL_UP",
      level: "6",
      idempotencyKey: key(),
    });
    expect(failureOf(notReached.body)).toBe("BONUS_NOT_CLAIMABLE");
    for (const bad of [
      { kind: "DAILY", level: "1" },
      { kind: "MONTHLY", level: "0" },
      { kind: "MONTHLY", level: "1.5" },
      { kind: "MONTHLY", level: "abc" },
    ]) {
      const response = await post("aurora", "/member/vip", cookie, { ...bad, idempotencyKey: key() });
      expect(response.status, JSON.stringify(bad)).toBe(422);
      // The fields are hidden: the form says it is wrong.
      expect(texts(response.body, "alert"), JSON.stringify(bad)).toEqual([en.money.choose]);
    }
    expect((await money("player019")).balanceCents).toBe(wallet.balanceCents + bonus.amountCents);
  });

  it("shows a platform failure in its section", async () => {
    await sb.control("/faults", { call: "vip.status", failureRate: 1 });
    try {
      const page = await get("aurora", "/member/vip", cookie);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

// Last: it rewrites the goods the tests above find by name.
describe("the XSS corpus through the points mall's platform content (player020)", () => {
  it("renders goods names, remarks and the rules with nothing that runs; a remark exactly as the sanitiser made it", async () => {
    const payloads = xssPayloads();
    const cookie = await signIn("aurora", "player020");
    const { info } = await sb.platform({ merchant: "AURORA" }).system.permission();
    const ids = sb.sandbox.db.prepare("SELECT id FROM point_goods WHERE merchant = 'AURORA' ORDER BY sort").pluck().all() as number[];
    const setGoods = sb.sandbox.db.prepare("UPDATE point_goods SET name_en = ?, remark_en = ? WHERE id = ?");
    // Each good gets a slice of the corpus as its remark and one payload as its name; the rules get all of it.
    const slice = Math.ceil(payloads.length / ids.length);
    ids.forEach((id, index) => setGoods.run(payloads[index], payloads.slice(index * slice, (index + 1) * slice).join("\n"), id));
    sb.sandbox.db.prepare("UPDATE points_settings SET rules_en = ? WHERE merchant = 'AURORA'").run(payloads.join("\n\n"));
    for (const path of ["/pointMall", "/pointMall?page=2", "/pointMall/rules", "/pointMall/history?range=30d"]) {
      const page = await get("aurora", path, cookie);
      expect(page.status, path).toBe(200);
      expect(executableParts(page.body), path).toEqual([]);
    }
    for (const [index, id] of ids.entries()) {
      const page = await get("aurora", `/pointMall/goods/G${id}`, cookie);
      expect(page.status).toBe(200);
      expect(executableParts(page.body), `G${id}`).toEqual([]);
      const remark = payloads.slice(index * slice, (index + 1) * slice).join("\n");
      expect(page.body).toContain(sanitizePlatformHtml(remark, { imageCdns: info.imageCDNs }));
    }
  });
});
