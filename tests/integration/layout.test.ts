import { afterEach, describe, expect, it } from "vitest";
import { NAMESPACE_OF } from "~/i18n/namespaces";
import { loadBrandPacks } from "~/i18n/overrides.server";
import { PACKS } from "~/i18n/packs.server";
import { createSessionCodec } from "~/session/codec.server";
import { exportSandboxServiceKeys } from "../../server/platform-target";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { AGENT_PASSWORD, MEMBER, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
// As the embedded sandbox does: the brands' service keys from the sandbox database into process.env.
const exported = await exportSandboxServiceKeys(sb.sandbox.db);
const { request } = await startTestPortal(sb.url);

const MERCHANT = { aurora: "AURORA", lumen: "LUMEN", tala: "TALA" } as const;
type BrandId = keyof typeof MERCHANT;

/**
 * A signed-in session cookie: a real platform token from the sandbox's login,
 * sealed with the portal's session codec (what the login action stores).
 */
async function signIn(brand: BrandId, username: string = MEMBER.username, password: string = MEMBER.password) {
  const login = await sb.platform({ merchant: MERCHANT[brand] }).auth.login({ username, password });
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token: login.token, isAgent: login.isAgent, username, expiresAt: Date.now() + 3_600_000 },
    brand,
  );
  return { token: login.token, cookie: `__session=${sealed}` };
}

async function page(brand: BrandId, options: { cookie?: string; path?: string } = {}) {
  const response = await request(brand, options.path ?? "/", options.cookie ? { headers: { cookie: options.cookie } } : {});
  expect(response.status).toBe(200);
  return response.body;
}

/** The balance box's markup (a <div> whose children hold no other <div>). */
const balanceBox = (html: string) => /<div[^>]*data-testid="balance-box"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0];

/** The header's markup. */
const header = (html: string) => /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";

/** The protected header of every customer-service JWE: {"alg":"dir","enc":"A256GCM"}. */
const DIR_JWE_HEADER = Buffer.from(JSON.stringify({ alg: "dir", enc: "A256GCM" })).toString("base64url");
/** A compact JWE with an empty encrypted key (dir): header..iv.ciphertext.tag */
const COMPACT_DIR_JWE = /[\w-]{10,}\.\.[\w-]{10,}\.[\w-]+\.[\w-]{10,}/;

afterEach(async () => {
  await sb.control("/faults/clear");
});

describe("vendor lanes failing", () => {
  // First in the file: the lanes of TALA in EN are not cached yet (nothing else asks for them).
  it("show the layout with a translated message instead of the categories", async () => {
    await sb.control("/faults", { call: "games.lanes", failureRate: 1 });
    const html = await page("tala", { path: "/?lng=EN" });
    expect(html).toContain("Game providers could not be loaded.");
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('id="vendor-menu-');
  });
});

describe("header", () => {
  it("offers login and register, and no balance, when signed out", async () => {
    const html = header(await page("aurora"));
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Log in<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/register"[^>]*>Register<\/a>/);
    expect(balanceBox(html)).toBeUndefined();
    expect(html).not.toContain('data-testid="member-menu"');
    expect(html).not.toContain("/member/depositv2");
  });

  it("shows the balance with the currency symbol and 2 decimals, and the member menu, when signed in", async () => {
    const { cookie, token } = await signIn("aurora");
    const body = await page("aurora", { cookie });
    const html = header(body);
    expect(balanceBox(html)).toContain("₱1,000.00");
    expect(html).not.toMatch(/href="\/login"/);
    expect(html).toContain('href="/member/depositv2"');
    expect(html).toContain('href="/member/withdraw"');
    expect(html).toContain('data-testid="member-menu"');
    for (const path of ["/member/securityCenter", "/member/personalHistoryCopy", "/member/messageV2"]) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).toContain("Copy user ID");
    expect(html).toContain("Sign out");
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/logout"/);
    // The avatar carries the VIP label; the notice icon opens /notices with the unread count.
    const info = await sb.platform({ merchant: "AURORA", token }).member.info();
    expect(html).toContain(`>${info.vipLabel}</span>`);
    expect(info.unreadMessages).toBeGreaterThan(0);
    expect(html).toMatch(new RegExp(`href="/notices"[^>]*>[\\s\\S]*?${info.unreadMessages} unread`));
    // Only agents get the agent centre.
    expect(html).not.toContain('href="/agentHome"');
    expect(body).not.toContain(token);
  });

  it("uses the merchant's own currency symbol", async () => {
    const { cookie } = await signIn("lumen");
    expect(balanceBox(header(await page("lumen", { cookie })))).toContain("$1,000.00");
  });

  it("hides the balance as **** when the hide cookie is set", async () => {
    const { cookie } = await signIn("aurora");
    const box = balanceBox(header(await page("aurora", { cookie: `${cookie}; balance_hidden=1` })));
    expect(box).toContain("****");
    expect(box).not.toContain("1,000.00");
    expect(box).toContain('aria-pressed="true"');
  });

  it("shows the agent centre to agents only", async () => {
    const { cookie } = await signIn("aurora", "demo_agent1", AGENT_PASSWORD);
    const html = header(await page("aurora", { cookie }));
    expect(html).toContain('href="/agentHome"');
  });

  it("lists each category's vendors, in the large style above 10 vendors", async () => {
    const html = header(await page("aurora"));
    expect(html).toMatch(/id="vendor-menu-rng"[^>]*data-size="large"/);
    expect(html).toMatch(/id="vendor-menu-live"[^>]*data-size="small"/);
    expect(html).toContain('href="/rng?vassalage=PG"');
    expect(html).toContain('href="/live?vassalage=EVO"');
  });

  // Game start rules: a lobby's vendor opens its lobby filtered, a lottery vendor its lottery page, any other is launched.
  it("starts each vendor it names, not its category's page", async () => {
    const html = header(await page("aurora"));
    expect(html).toContain('href="/seaLottery?gameCode=SEA"');
    expect(html).toContain('href="/lottery?gameCode=LOTT"');
    for (const code of ["SABA", "TF", "DS88"]) {
      expect(html).toMatch(
        new RegExp(`data-menu-vendor="${code}"><form[^>]*action="/games/launch"[^>]*><input type="hidden" name="vendor" value="${code}"`),
      );
    }
    expect(html).not.toMatch(/href="\/(sports|esports|elott)\?vassalage=/);
  });
});

describe("member data failing", () => {
  it("keeps the layout and says so in the page when the member info fails", async () => {
    const { cookie } = await signIn("aurora");
    await sb.control("/faults", { call: "member.info", failureRate: 1 });
    const html = await page("aurora", { cookie });
    expect(html).toContain("Your account details could not be loaded.");
    expect(html).toContain('id="main"');
    expect(balanceBox(html)).toContain("₱1,000.00");
  });

  it("says the balance is unavailable when the wallet fails", async () => {
    const { cookie } = await signIn("aurora");
    await sb.control("/faults", { call: "wallet.balance", failureRate: 1 });
    const html = await page("aurora", { cookie });
    expect(balanceBox(html)).toContain("Balance unavailable");
    expect(html).toContain('data-testid="member-menu"');
  });
});

describe("balance refresh", () => {
  it("answers the fresh balance, uncached", async () => {
    const { cookie, token } = await signIn("aurora");
    const before = await request("aurora", "/resources/balance", { headers: { cookie } });
    expect(before.status).toBe(200);
    expect(before.headers["cache-control"]).toBe("private, no-store");
    expect(JSON.parse(before.body)).toEqual({ amount: "₱1,000.00", error: null });

    // Money moves on the platform (a spin of the demo game): the next refresh shows it.
    const { url } = await sb.platform({ merchant: "AURORA", token }).games.launch({
      nodeId: "RNG-PG-0001",
      platform: "html5-desktop",
      language: "EN",
    });
    const session = new URL(url).pathname.split("/").pop();
    const bet = await fetch(`${sb.url}/demo-game/${session}/bet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stakeCents: 150, requestId: "layout-refresh-0001" }),
    });
    expect(bet.ok).toBe(true);
    const after = JSON.parse((await request("aurora", "/resources/balance", { headers: { cookie } })).body);
    const wallet = await sb.platform({ merchant: "AURORA", token }).wallet.balance();
    expect(after.amount).toBe(
      `₱${(wallet.balanceCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(after.amount).not.toBe("₱1,000.00");
  });

  it("answers UNAUTHORIZED without a session", async () => {
    const response = await request("aurora", "/resources/balance");
    expect(JSON.parse(response.body)).toMatchObject({ amount: null, error: "UNAUTHORIZED" });
  });
});

describe("side menu", () => {
  it("shows the points mall and manual rebate where their flags are on (aurora) and not where off (lumen)", async () => {
    const aurora = await page("aurora");
    expect(aurora).toContain('href="/pointMall"');
    expect(aurora).toContain('href="/member/manualRebate"');
    const lumen = await page("lumen");
    expect(lumen).not.toContain('href="/pointMall"');
    expect(lumen).not.toContain('href="/member/manualRebate"');
    for (const html of [aurora, lumen]) {
      for (const path of ["/member/depositv2", "/member/withdraw", "/promotions", "/member/rewardCenter", "/legal"]) {
        expect(html).toContain(`href="${path}"`);
      }
    }
  });

  it("shows referral to agents where AGENTPOLICY3 is on", async () => {
    const agent = await signIn("aurora", "demo_agent1", AGENT_PASSWORD);
    expect(await page("aurora", { cookie: agent.cookie })).toContain('href="/member/referral"');
    const member = await signIn("aurora");
    expect(await page("aurora", { cookie: member.cookie })).not.toContain('href="/member/referral"');
    const lumenAgent = await signIn("lumen", "demo_agent1", AGENT_PASSWORD);
    expect(await page("lumen", { cookie: lumenAgent.cookie })).not.toContain('href="/member/referral"');
  });

  it("lists only the categories that have vendors", async () => {
    const aurora = await page("aurora");
    for (const path of ["/elott", "/live", "/sports", "/fish", "/rng", "/pvp", "/esports"]) {
      expect(aurora).toContain(`href="${path}"`);
    }
    expect(aurora).toContain('id="vendor-menu-cockfight"');
    expect(aurora).toContain('data-category="COCKFIGHT"');

    const tala = await page("tala");
    expect(tala).not.toMatch(/href="\/esports[?"]/);
    expect(tala).not.toContain('id="vendor-menu-esports"');
    expect(tala).toContain('href="/live"');

    const lumen = await page("lumen");
    expect(lumen).not.toContain('id="vendor-menu-cockfight"');
    expect(lumen).not.toContain('data-category="COCKFIGHT"');
    expect(lumen).toContain('id="vendor-menu-live"');
  });

  it("starts the SEA lottery from the lottery item where the merchant offers it, else opens the lottery centre", async () => {
    const sideMenu = (html: string) => /<aside[^>]*data-testid="side-menu"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? "";
    const aurora = sideMenu(await page("aurora"));
    expect(aurora).toContain('href="/seaLottery?gameCode=SEA"');
    expect(aurora).not.toContain('href="/elott"');
    // LUMEN offers no SEA lottery.
    expect(sideMenu(await page("lumen"))).toContain('href="/elott"');
  });

  it("offers the app as 107 px SVG QR codes, only for the platforms the merchant has", async () => {
    const qrCodes = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/data-download="(ios|android)"[^>]*>\s*<img[^>]*src="data:image\/svg\+xml;base64,([^"]+)"/g)].map((match) => [
          match[1],
          Buffer.from(match[2], "base64").toString("utf8"),
        ]),
      );
    const aurora = qrCodes(await page("aurora"));
    expect(Object.keys(aurora).sort()).toEqual(["android", "ios"]);
    for (const svg of Object.values(aurora)) {
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/width="107"/);
    }
    expect(Object.keys(qrCodes(await page("lumen")))).toEqual(["ios"]);
    expect(Object.keys(qrCodes(await page("tala")))).toEqual(["android"]);
  });

  it("shows the language select and the sign-out only when signed in", async () => {
    const anonymous = await page("aurora");
    expect(anonymous).toMatch(/<select[^>]*name="language"/);
    expect(anonymous).not.toContain('action="/logout"');
    const { cookie } = await signIn("aurora");
    const signedIn = await page("aurora", { cookie });
    expect(signedIn.match(/action="\/logout"/g)?.length).toBe(2); // member menu and side menu
  });
});

describe("customer service", () => {
  it("exports a service key per brand from the sandbox", () => {
    expect(exported.sort()).toEqual([
      "AURORA_SERVICE_KEY",
      "LUMEN_SERVICE_KEY",
      "NAKHEEL_SERVICE_KEY",
      "SAIGON_SERVICE_KEY",
      "TALA_SERVICE_KEY",
    ]);
  });

  it("shows the decrypted customer-service links and never an encrypted path", async () => {
    const { info } = await sb.platform({ merchant: "AURORA" }).system.permission();
    expect(info.customerService.length).toBeGreaterThan(0);
    const aurora = await page("aurora");
    // AURORA's Telegram service path exists only encrypted on the platform.
    expect(aurora).toContain('href="https://t.me/aurora_support"');
    for (const brand of ["aurora", "lumen", "tala"] as const) {
      const html = brand === "aurora" ? aurora : await page(brand);
      expect(html).not.toContain(DIR_JWE_HEADER);
      expect(html).not.toMatch(COMPACT_DIR_JWE);
    }
    for (const { path } of info.customerService) expect(aurora).not.toContain(path);
    // TALA's service Telegram is decrypted too.
    expect(await page("tala")).toContain('href="https://t.me/tala_casino_help"');
  });

  it("hides an entry whose key is missing or wrong, rather than showing it encrypted", async () => {
    const key = process.env.AURORA_SERVICE_KEY;
    // The key changes under a running portal here: read a page the visitors' page cache does not keep.
    const path = "/login";
    try {
      delete process.env.AURORA_SERVICE_KEY;
      const missing = await page("aurora", { path });
      expect(missing).not.toContain("https://t.me/aurora_support");
      expect(missing).not.toContain(DIR_JWE_HEADER);

      process.env.AURORA_SERVICE_KEY = "0".repeat(64);
      const wrong = await page("aurora", { path });
      expect(wrong).not.toContain("https://t.me/aurora_support");
      expect(wrong).not.toContain(DIR_JWE_HEADER);
    } finally {
      process.env.AURORA_SERVICE_KEY = key;
    }
    expect(await page("aurora", { path })).toContain("https://t.me/aurora_support");
  });

  it("shows the floating service widget with live chat, Facebook and Telegram", async () => {
    const html = await page("aurora");
    const widget = /data-testid="service-widget"[\s\S]*?<\/ul><\/div><\/div>/.exec(html)?.[0] ?? "";
    // The brand's own live chat and Facebook override the platform's; Telegram is the service one.
    expect(widget).toContain('href="https://support.aurora.example/chat"');
    expect(widget).toContain('href="https://www.facebook.com/auroracasino"');
    expect(widget).toContain('href="https://t.me/aurora_support"');
    expect(widget).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="service-widget-panel"/);
  });
});

describe("footer", () => {
  it("has help links, the categories present, the copyright, social icons and grey vendor logos", async () => {
    const html = await page("aurora");
    const footer = /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
    expect(footer).toContain('href="/help#term"');
    expect(footer).toContain('data-category="LIVE"');
    expect(footer).toContain(`© ${new Date().getFullYear()} Aurora Casino. All rights reserved.`);
    expect(footer).toContain('href="https://wa.me/639170000001"');
    expect(footer).toContain('href="https://t.me/auroracasino"');
    const logos = [...footer.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(logos.length).toBeGreaterThan(10);
    for (const logo of logos) expect(logo).toMatch(/^http:\/\/img[12]\.aurora\.localhost:\d+\/assets\/vendors\/\w+\.svg$/);

    const lumen = /<footer\b[\s\S]*?<\/footer>/.exec(await page("lumen"))?.[0] ?? "";
    expect(lumen).not.toContain("wa.me"); // LUMEN has no WhatsApp anywhere
  });

  it("is in the request's language", async () => {
    const html = await page("tala");
    expect(html).toContain("Nakalaan ang lahat ng karapatan.");
    expect(html).toContain("Mag-login");
  });
});

describe("texts per route", () => {
  /** The texts files a page's head preloads: `/texts/<language>/<version>/<namespace>.json`. */
  const preloads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" as="fetch" crossorigin="anonymous" href="(\/texts\/(\w+)\/([\w-]+)\/(\w+)\.json)" data-texts=""/g,
      ),
    ].map(([, href, language, version, namespace]) => ({ href: href!, language, version, namespace: namespace! }));
  /** A pack's groups in one namespace, as its file should hold them. */
  const groupsIn = (pack: object, namespace: string) =>
    Object.fromEntries(Object.entries(pack).filter(([group]) => NAMESPACE_OF[group as keyof typeof NAMESPACE_OF] === namespace));
  const IMMUTABLE = "public, max-age=31536000, immutable";

  it("a page carries no pack: it preloads its namespaces' files, each its groups of the pack, kept for a year", async () => {
    const html = await page("aurora");
    // A text of a namespace the home does not use (the deposit page's) is nowhere in it.
    expect(html).not.toContain(PACKS.EN!.money.sameWallet);
    expect(html).not.toContain(PACKS.EN!.agentContracts.heldEmpty);
    const files = preloads(html);
    expect(files.map((file) => file.namespace).sort()).toEqual(["common", "lobbies"]);
    for (const file of files) {
      const response = await request("aurora", file.href);
      expect(response.status, file.href).toBe(200);
      expect(response.headers["cache-control"], file.href).toBe(IMMUTABLE);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(JSON.parse(response.body), file.href).toEqual(groupsIn(PACKS.EN!, file.namespace));
    }
    // A page of an area names its area's namespace besides the layout's.
    const { cookie } = await signIn("aurora");
    expect(preloads(await page("aurora", { cookie, path: "/member/depositv2" })).map((file) => file.namespace)).toEqual([
      "common",
      "money",
      "protection",
    ]);
  });

  it("are the brand's texts, overrides merged, in the page's language, at a version of their own", async () => {
    const tala = preloads(await page("tala"));
    const aurora = preloads(await page("aurora", { path: "/?lng=TY" }));
    expect([tala[0]!.language, aurora[0]!.language]).toEqual(["TY", "TY"]);
    // tala overrides a text of the home: its version is not aurora's.
    expect(tala[0]!.version).not.toBe(aurora[0]!.version);
    const talaPacks = await loadBrandPacks(["TY", "EN"], "brands/tala", "brands/tala");
    const common = await request("tala", tala.find((file) => file.namespace === "common")!.href);
    expect(JSON.parse(common.body)).toEqual(groupsIn(talaPacks.TY!, "common"));
    expect(JSON.parse(common.body).home.tagline).toBe(talaPacks.TY!.home.tagline);
    // The same file for a signed-in player: the texts are the brand's, never the session's.
    const { cookie } = await signIn("tala");
    const signedIn = await request("tala", tala[0]!.href, { headers: { cookie } });
    expect([signedIn.status, signedIn.headers["cache-control"], signedIn.body]).toEqual([200, IMMUTABLE, common.body]);
  });

  it("answers an old version with the current texts, revalidated, and an unknown language or namespace with a 404", async () => {
    const [current] = preloads(await page("aurora"));
    const old = await request("aurora", `/texts/EN/0ld-versi0n/${current!.namespace}.json`);
    expect([old.status, old.headers["cache-control"]]).toEqual([200, "no-cache"]);
    expect(old.body).toBe((await request("aurora", current!.href)).body);
    for (const path of [
      `/texts/EN/${current!.version}/nope.json`,
      `/texts/EN/${current!.version}/common`,
      `/texts/FR/${current!.version}/common.json`,
      `/texts/__proto__/${current!.version}/common.json`,
    ]) {
      expect((await request("aurora", path)).status, path).toBe(404);
    }
  });
});
