import { afterEach, describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { htmlAttribute, startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const { portal, request, sameOrigin } = await startTestPortal(sb.url);

const BRANDS = [
  { id: "aurora", name: "Aurora Casino", mode: "dark", lang: "en" },
  { id: "lumen", name: "Lumen Bet", mode: "light", lang: "en" },
  { id: "tala", name: "Tala Games", mode: "dark", lang: "tl" },
] as const;

/** A session cookie as the sign-in will make it, for a real platform token of `merchant`. */
async function sessionCookieFor(brandId: string, merchant: string) {
  const token = await sb.login(merchant, MEMBER.username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
    brandId,
  );
  return { token, cookie: `__session=${sealed}` };
}

/** The brand theme stylesheet a page links (app/brand/theme.server.ts). */
const themeHref = (html: string) => /<link rel="stylesheet" href="(\/brand\/theme\.css\?v=[0-9a-f]{16})"/.exec(html)?.[1];

describe("brands by host", () => {
  it.each(BRANDS)("$id: home shows its name, default mode and language", async (brand) => {
    const response = await request(brand.id, "/");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(`<title>${brand.name}</title>`);
    expect(response.body).toMatch(new RegExp(`<h1[^>]*>${brand.name}</h1>`));
    expect(htmlAttribute(response.body, "data-mode")).toBe(brand.mode);
    expect(htmlAttribute(response.body, "lang")).toBe(brand.lang);
    expect(themeHref(response.body)).toBeDefined();
  });

  it("gives each brand its own theme stylesheet, both modes in it, the mode on <html>", async () => {
    const sheets = new Set<string | undefined>();
    for (const brand of BRANDS) {
      const perMode = new Set<string | undefined>();
      for (const mode of ["dark", "light"]) {
        const { body } = await request(brand.id, "/", { headers: { cookie: `theme=${mode}` } });
        expect(htmlAttribute(body, "data-mode")).toBe(mode);
        perMode.add(themeHref(body));
        sheets.add(themeHref(body));
      }
      expect(perMode.size).toBe(1);
    }
    expect(sheets.size).toBe(3);
  });

  it("answers an unknown host with a bare 404 that names no brand", async () => {
    for (const host of ["unknown.localhost:1", `127.0.0.1:${portal.port}`, "aurora.localhost.evil.example"]) {
      const response = await request("", "/", { host });
      expect(response.status).toBe(404);
      expect(response.body).toBe("Not found");
      for (const brand of BRANDS) {
        expect(response.body.toLowerCase()).not.toContain(brand.id);
      }
    }
  });

  it("answers an unknown path with a 404 page in the brand's theme and language", async () => {
    const response = await request("tala", "/no-such-page");
    expect(response.status).toBe(404);
    expect(response.body).toContain("Hindi nahanap ang pahina");
    expect(themeHref(response.body)).toBeDefined();
  });

  it("serves /healthz whatever the host", async () => {
    const response = await request("", "/healthz", { host: "anything" });
    expect(response).toMatchObject({ status: 200, body: "ok" });
  });
});

describe("language", () => {
  it("follows ?lng, then the lng cookie, then the brand default", async () => {
    const byQuery = await request("aurora", "/?lng=TY", { headers: { cookie: "lng=EN" } });
    expect(htmlAttribute(byQuery.body, "lang")).toBe("tl");
    expect(byQuery.body).toContain("Maligayang pagdating sa Aurora Casino");

    const byCookie = await request("tala", "/", { headers: { cookie: "lng=EN" } });
    expect(htmlAttribute(byCookie.body, "lang")).toBe("en");
    expect(byCookie.body).toContain("Play, win and have fun at Tala!"); // tala's EN override
  });

  it("changes with a form post that sets the cookie and drops ?lng from the way back", async () => {
    const response = await request("aurora", "/settings/language", {
      form: { language: "TY", redirectTo: "/?lng=EN&tab=hot" },
      headers: { origin: `http://aurora.localhost:${portal.port}`, "sec-fetch-site": "same-origin" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/?tab=hot");
    expect(response.cookies).toEqual([expect.stringMatching(/^lng=TY; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/)]);
  });

  it("refuses a language the brand does not offer", async () => {
    const response = await request("aurora", "/settings/language", { form: { language: "JA" }, headers: sameOrigin("aurora") });
    expect(response.status).toBe(422);
    expect(JSON.parse(response.body)).toEqual({ code: "INVALID_REQUEST" });
    expect(response.cookies).toEqual([]);
  });

  it("stores the language on the account when signed in", async () => {
    const { token, cookie } = await sessionCookieFor("aurora", "AURORA");
    const response = await request("aurora", "/settings/language", {
      form: { language: "TY" },
      headers: { ...sameOrigin("aurora"), cookie },
    });
    expect(response.status).toBe(302);
    const info = await sb.platform({ merchant: "AURORA", token }).member.info();
    expect(info.language).toBe("TY");
  });
});

describe("theme", () => {
  it("switches with a form post that works without JavaScript", async () => {
    const response = await request("lumen", "/settings/theme", {
      form: { mode: "dark", redirectTo: "/" },
      headers: sameOrigin("lumen"),
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/");
    const cookie = response.cookies[0].split(";")[0];
    expect(cookie).toBe("theme=dark");
    const page = await request("lumen", "/", { headers: { cookie } });
    expect(htmlAttribute(page.body, "data-mode")).toBe("dark");
  });

  it("never redirects off the site", async () => {
    const response = await request("lumen", "/settings/theme", {
      form: { mode: "dark", redirectTo: "//evil.example/" },
      headers: sameOrigin("lumen"),
    });
    expect(response.headers.location).toBe("/");
  });
});

describe("session", () => {
  it("is accepted on its own brand and never shows the platform token", async () => {
    const { token, cookie } = await sessionCookieFor("aurora", "AURORA");
    const response = await request("aurora", "/", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.body).toContain(MEMBER.username);
    expect(response.body).not.toContain(token);
    expect(response.cookies).toEqual([]);
  });

  it("is refused and cleared when replayed on another brand", async () => {
    const { cookie } = await sessionCookieFor("aurora", "LUMEN");
    const response = await request("lumen", "/", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain(MEMBER.username);
    expect(response.cookies).toEqual([expect.stringMatching(/^__session=; Path=\/; Expires=Thu, 01 Jan 1970/)]);
  });
});

describe("security", () => {
  it("rejects a cross-site POST with 403", async () => {
    const fromOtherSite = await request("aurora", "/settings/theme", {
      form: { mode: "light" },
      headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(fromOtherSite.status).toBe(403);
    expect(fromOtherSite.cookies).toEqual([]);

    const fromOtherBrand = await request("aurora", "/settings/theme", {
      form: { mode: "light" },
      headers: { origin: `http://lumen.localhost:${portal.port}` },
    });
    expect(fromOtherBrand.status).toBe(403);
  });

  it("puts a fresh nonce in the CSP and on every script", async () => {
    const first = await request("aurora", "/");
    const second = await request("aurora", "/");
    const nonceOf = (csp: unknown) => /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(String(csp))?.[1];
    const nonce = nonceOf(first.headers["content-security-policy"]);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers["content-security-policy"])).not.toBe(nonce);

    const scripts = first.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  it("sends the platform's CDNs in the CSP and the other security headers", async () => {
    const { headers } = await request("aurora", "/");
    const csp = String(headers["content-security-policy"]);
    expect(csp).toMatch(/img-src 'self' data: http:\/\/img1\.aurora\.localhost:\d+/);
    expect(csp).toMatch(/frame-src http:\/\/play1\.aurora\.localhost:\d+/);
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toBeUndefined(); // plain http
  });

  it("serves hashed assets with a year-long immutable cache", async () => {
    const { body } = await request("aurora", "/");
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(body)?.[1];
    expect(asset).toBeTruthy();
    const response = await request("aurora", asset!);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("system status", () => {
  afterEach(async () => {
    await sb.control("/merchants/AURORA/status", { status: 0 });
    await sb.control("/merchants/TALA/status", { status: 0 });
    await sb.control("/merchants/LUMEN/region-block", { enabled: false });
    await sb.control("/faults/clear");
  });

  it("shows the maintenance page at once, in the brand's language and theme", async () => {
    await sb.control("/merchants/AURORA/status", { status: 1 });
    await sb.control("/merchants/TALA/status", { status: 1 });

    const aurora = await request("aurora", "/");
    expect(aurora.status).toBe(503);
    expect(aurora.body).toContain("Under maintenance");
    expect(aurora.body).toContain('data-system-state="maintenance"');
    expect(themeHref(aurora.body)).toBeDefined();

    const tala = await request("tala", "/");
    expect(tala.body).toContain("Kasalukuyang may maintenance");

    const lumen = await request("lumen", "/");
    expect(lumen.status).toBe(200);
  });

  it("says when maintenance is expected to end and how to reach the brand's customer service", async () => {
    await sb.control("/merchants/AURORA/status", { status: 1, until: "2026-11-27T06:30:00Z" });
    const { body } = await request("aurora", "/");
    // A time in a sentence, in the reader's language, in the brand's zone (aurora's Asia/Manila) as every player time.
    expect(body).toContain("Expected to be back by Nov 27, 2026, 2:30 PM GMT+8.");
    expect(body).toContain('href="https://support.aurora.example/chat"');
    expect(body).toContain('href="mailto:support@aurora.example"');

    // Without an announced end, no guess; the contact stays.
    await sb.control("/merchants/AURORA/status", { status: 1 });
    const unannounced = await request("aurora", "/");
    expect(unannounced.body).not.toContain("data-maintenance-end");
    expect(unannounced.body).toContain('href="https://support.aurora.example/chat"');
  });

  it("shows the access-restricted page with the caller's IP", async () => {
    await sb.control("/merchants/LUMEN/region-block", { enabled: true, ips: ["127.0.0.1"] });
    const response = await request("lumen", "/");
    expect(response.status).toBe(403);
    expect(response.body).toContain("Access restricted");
    expect(response.body).toContain("Your IP address: 127.0.0.1");
  });

  it("shows a translated error page, not a stack trace, when the platform fails", async () => {
    await sb.control("/faults", { call: "system.status", failureRate: 1 });
    const response = await request("tala", "/");
    expect(response.status).toBe(503);
    expect(response.body).toContain("Hindi available ang serbisyo");
    expect(response.body).not.toMatch(/at [\w.$<>]+ \([^)]*:\d+:\d+\)|node_modules|\.ts:\d+/);
  });
});
