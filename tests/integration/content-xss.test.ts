import { describe, expect, it } from "vitest";
import { sanitizePlatformHtml } from "~/ui/sanitize.server";
import { createSessionCodec } from "~/session/codec.server";
import { executableParts } from "../helpers/page-safety";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";
import { xssPayloads } from "../helpers/xss-corpus";

/*
 * The XSS corpus (tests/fixtures/xss-payloads.txt) through every place that renders platform
 * HTML or text, on LUMEN (EN only), whose content this file replaces: the payloads become its
 * announcements (titles and content), articles (titles, summaries and content), help sections,
 * a content page and mirror sites. Each page must carry exactly the sanitiser's output, and
 * nothing in the whole page may run script (tests/helpers/page-safety.ts).
 */

const sb = await startTestSandbox();
const { request, sameOrigin } = await startTestPortal(sb.url);
const payloads = xssPayloads();
const db = sb.sandbox.db;
const { info } = await sb.platform({ merchant: "LUMEN" }).system.permission();
const sanitise = (html: string) => sanitizePlatformHtml(html, { imageCdns: info.imageCDNs });

db.transaction(() => {
  db.prepare("DELETE FROM announcements WHERE merchant = 'LUMEN'").run();
  db.prepare("DELETE FROM articles WHERE merchant = 'LUMEN'").run();
  db.prepare("DELETE FROM help_sections WHERE merchant = 'LUMEN'").run();
  db.prepare("DELETE FROM mirror_sites WHERE merchant = 'LUMEN'").run();
  const announcement =
    db.prepare(`INSERT INTO announcements (id, merchant, type, execution, title_en, title_ty, content_en, content_ty, promotion_type, time)
    VALUES (?, 'LUMEN', 'B', 'B', ?, ?, ?, ?, ?, ?)`);
  const article = db.prepare(`INSERT INTO articles (merchant, kind, slug, language, title, summary, content, published_at)
    VALUES ('LUMEN', 'BLOG', ?, 'EN', ?, ?, ?, ?)`);
  const help = db.prepare(
    "INSERT INTO help_sections (merchant, language, anchor, title, content, sort) VALUES ('LUMEN', 'EN', ?, ?, ?, ?)",
  );
  const mirror = db.prepare("INSERT INTO mirror_sites (merchant, url, region, sort) VALUES ('LUMEN', ?, ?, ?)");
  payloads.forEach((payload, index) => {
    const time = new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString();
    announcement.run(`X${index}`, payload, payload, payload, payload, payload.slice(0, 30), time);
    article.run(`xss-${index}`, payload, payload, payload, time);
    help.run(`a${index}`, payload, payload, index);
    mirror.run(index % 2 === 0 ? payload : `https://m${index}.lumen.example/`, payload, index);
  });
  db.prepare("UPDATE content_pages SET title = ?, content = ? WHERE merchant = 'LUMEN' AND page = 'ABOUT'").run(
    payloads[0],
    payloads.join("\n"),
  );
  db.prepare("UPDATE content_pages SET title = ?, content = ? WHERE merchant = 'LUMEN' AND page = 'RESPONSIBLE'").run(
    payloads[1],
    payloads.join("\n"),
  );
})();

async function visitorPage(path: string) {
  const { status, body } = await request("lumen", path);
  expect(status, path).toBe(200);
  expect(executableParts(body), path).toEqual([]);
  return body;
}

/** LUMEN's demo member, signed in: a session sealed as the portal seals one, with a same-origin form post's headers. */
async function memberHeaders() {
  const token = await sb.login("LUMEN", MEMBER.username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
    "lumen",
  );
  return { ...sameOrigin("lumen"), cookie: `__session=${sealed}` };
}

describe("the XSS corpus through every place that renders platform content", () => {
  it(`has ${payloads.length} payloads (at least 500)`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(500);
  });

  // Every payload is in a list page (notices, announcements, the blog) and, in one place, the
  // whole corpus on one page (help, a content page); the pages of one item split the corpus:
  // the even payloads open as notices or announcements, the odd ones as articles.
  it("the notice and announcement popups: each item's content as the sanitiser made it, titles as text", async () => {
    for (let index = 0; index < payloads.length; index += 2) {
      const page = Math.floor(index / 9) + 1;
      const path = `/${index % 4 === 0 ? "notices" : "announcements"}?page=${page}&item=X${index}`;
      const body = await visitorPage(path);
      expect(body, path).toContain(sanitise(payloads[index]));
    }
  }, 300_000);

  it("a signed-in member's home (the marquee of titles) and popup", async () => {
    const token = await sb.login("LUMEN", MEMBER.username, MEMBER.password);
    const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
      { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
      "lumen",
    );
    db.prepare("UPDATE announcements SET execution = 'A' WHERE merchant = 'LUMEN' AND id IN ('X1', 'X2', 'X3')").run();
    for (const path of ["/", "/notices"]) {
      const { status, body } = await request("lumen", path, { headers: { cookie: `__session=${sealed}` } });
      expect(status).toBe(200);
      expect(executableParts(body), path).toEqual([]);
    }
  });

  it("the limits page: a payload typed as a limit's amount comes back as text, in the form and its error", async () => {
    const headers = await memberHeaders();
    // A sample of the corpus: each post renders the whole page, and the field is echoed one way for every payload.
    for (const payload of payloads.filter((_, index) => index % 25 === 0)) {
      for (const form of <Array<Record<string, string>>>[
        { intent: "set", kind: "DEPOSIT", period: "WEEK", amount: payload },
        { intent: "offer", period: "DAY", amount: payload },
      ]) {
        const { status, body } = await request("lumen", "/member/limits", { form, headers });
        expect(status, payload).toBe(422);
        expect(executableParts(body), payload).toEqual([]);
      }
    }
  });

  it("e-mail verification: a payload as the link's token, or typed as the email to bind, comes back inert", async () => {
    const headers = await memberHeaders();
    // A sample of the corpus: the page and the tab render each payload one way.
    for (const payload of payloads.filter((_, index) => index % 25 === 0)) {
      const page = await visitorPage(`/verify-email?token=${encodeURIComponent(payload)}`);
      expect(executableParts(page), payload).toEqual([]);
      const { status, body } = await request("lumen", "/member/securityCenter/email", {
        form: { intent: "send-code", email: payload },
        headers,
      });
      expect([200, 422], payload).toContain(status);
      expect(executableParts(body), payload).toEqual([]);
    }
  });

  it("the verification tab: payloads typed as its details come back as text, and a rejection's reason (back-office text) is inert", async () => {
    const headers = await memberHeaders();
    const path = "/member/securityCenter/verification";
    // A sample of the corpus, in every text field at once (no documents: refused, and every field echoed).
    for (const payload of payloads.filter((_, index) => index % 25 === 0)) {
      const form = new FormData();
      for (const name of [
        "nationality",
        "placeOfBirth",
        "occupation",
        "sourceOfIncome",
        "currentAddress",
        "permanentAddress",
        "idType",
        "idNumber",
      ]) {
        form.set(name, payload);
      }
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const { status, body: html } = await request("lumen", path, {
        body,
        headers: { ...headers, "content-type": encoded.headers.get("content-type")! },
      });
      expect(status, payload).toBe(422);
      expect(executableParts(html), payload).toEqual([]);
    }
    const { id } = db.prepare("SELECT id FROM accounts WHERE merchant = 'LUMEN' AND username = ?").get(MEMBER.username) as { id: number };
    const rejection = db.prepare(
      "INSERT INTO kyc_submissions (account_id, status, profile, reason, submitted_at, decided_at) VALUES (?, 'REJECTED', '{}', ?, ?, ?)",
    );
    for (const payload of payloads.filter((_, index) => index % 25 === 1)) {
      rejection.run(id, payload, "2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z");
      const { status, body } = await request("lumen", path, { headers });
      expect(status, payload).toBe(200);
      expect(executableParts(body), payload).toEqual([]);
    }
  });

  it("articles: the list (titles, summaries) and each article of an odd payload", async () => {
    for (let page = 1; page <= Math.ceil(payloads.length / 10); page += 1) await visitorPage(`/blog?page=${page}`);
    for (let index = 1; index < payloads.length; index += 2) {
      const body = await visitorPage(`/blog/xss-${index}`);
      expect(body).toContain(sanitise(payloads[index]));
    }
  }, 300_000);

  it("help: every section in one popup", async () => {
    const body = await visitorPage("/help");
    for (const payload of payloads) expect(body).toContain(sanitise(payload));
  });

  it("a content page, the legal popup and the mirror list", async () => {
    for (const path of ["/about", "/legal", "/mirrors"]) await visitorPage(path);
    expect(await visitorPage("/about")).toContain(sanitise(payloads.join("\n")));
    // The responsible-gaming page: the merchant's text, then the brand's help and seals.
    expect(await visitorPage("/responsible-gaming")).toContain(sanitise(payloads.join("\n")));
  });

  it("the play-time pages: a reality check refused with a payload as its minutes, account activity with payloads as its period and page", async () => {
    const token = await sb.login("LUMEN", MEMBER.username, MEMBER.password);
    const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
      { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
      "lumen",
    );
    const cookie = `__session=${sealed}`;
    // A sample of the corpus: each of these is a form post and a page render.
    for (const payload of payloads.filter((_, index) => index % 20 === 0)) {
      const refused = await request("lumen", "/member/realityCheck", {
        form: { reminder: "on", minutes: payload },
        headers: { ...sameOrigin("lumen"), cookie },
      });
      expect(refused.status, payload).toBe(422);
      expect(executableParts(refused.body), payload).toEqual([]);
      const activity = await request("lumen", `/member/accountActivity?${new URLSearchParams({ period: payload, page: payload })}`, {
        headers: { cookie },
      });
      expect(activity.status, payload).toBe(200);
      expect(executableParts(activity.body), payload).toEqual([]);
    }
  });
});

describe("the XSS corpus through the authenticator tab", () => {
  it("a payload as the code or the password is refused, never echoed, and nothing in the page runs", async () => {
    const headers = await memberHeaders();
    // A sample of the corpus: each is a form post and a page render.
    for (const payload of payloads.filter((_, index) => index % 40 === 0)) {
      const forms: Array<Record<string, string>> = [
        { intent: "confirm", code: payload },
        { intent: "remove", password: payload, code: payload },
      ];
      for (const form of forms) {
        const refused = await request("lumen", "/member/securityCenter/authenticator", { form, headers });
        expect(refused.status, payload).toBe(422);
        expect(executableParts(refused.body), payload).toEqual([]);
        expect(refused.body, payload).not.toContain(`value="${escapeText(payload)}"`);
      }
    }
  });
});

describe("the XSS corpus through the self-exclusion page", () => {
  it("the operator's brand names (platform text) on the choice and confirmation steps, and the started page's cookie", async () => {
    const token = await sb.login("LUMEN", MEMBER.username, MEMBER.password);
    const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
      { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
      "lumen",
    );
    // The portal names the brands it serves by their own names; a brand of the operator it does not
    // serve is named by the platform's text. Two such brands, copies of TALA's row, carry the payloads.
    const unserved = ["XSSONE", "XSSTWO"];
    const half = Math.ceil(payloads.length / 2);
    db.exec("CREATE TEMP TABLE unserved_brand AS SELECT * FROM merchants WHERE code = 'TALA'");
    try {
      for (const [index, code] of unserved.entries()) {
        const name = (index === 0 ? payloads.slice(0, half) : payloads.slice(half)).join(" ");
        db.prepare("UPDATE unserved_brand SET code = ?, name = ?").run(code, name);
        db.exec("INSERT INTO merchants SELECT * FROM unserved_brand");
      }
      for (const path of ["/member/selfExclusion", "/member/selfExclusion?period=EXCLUSION_1Y&allBrands=yes"]) {
        const { status, body } = await request("lumen", path, { headers: { cookie: `__session=${sealed}` } });
        expect(status, path).toBe(200);
        expect(executableParts(body), path).toEqual([]);
        expect(body, path).toContain(escapeText(payloads[half]));
      }
    } finally {
      db.prepare("DELETE FROM merchants WHERE code IN (SELECT value FROM json_each(?))").run(JSON.stringify(unserved));
      db.exec("DROP TABLE unserved_brand");
    }
    const started = Buffer.from(
      JSON.stringify({ kind: "EXCLUSION", until: payloads[0].slice(0, 40), brands: payloads.slice(0, 20).map((p) => p.slice(0, 80)) }),
    );
    const { status, body } = await request("lumen", "/selfExclusion/started", {
      headers: { cookie: `exclusion_done=${started.toString("base64url")}` },
    });
    expect(status).toBe(200);
    expect(executableParts(body)).toEqual([]);
  });
});

describe("the XSS corpus through the sessions and the sign-in history", () => {
  it("each payload as a session's and a sign-in's user agent (text the player's browser sends) renders inert", async () => {
    const token = await sb.login("LUMEN", MEMBER.username, MEMBER.password);
    const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
      { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
      "lumen",
    );
    const accountId = db.prepare("SELECT id FROM accounts WHERE merchant = 'LUMEN' AND username = ?").pluck().get(MEMBER.username);
    const now = sb.sandbox.clock.now();
    const at = now.toISOString();
    const ends = new Date(now.getTime() + 3_600_000).toISOString();
    const session = db.prepare(
      `INSERT INTO sessions (token_hash, account_id, merchant, created_at, expires_at, ip, country, user_agent, method, last_seen_at)
       VALUES (?, ?, 'LUMEN', ?, ?, '203.0.113.5', 'PH', ?, 'password', ?)`,
    );
    const signIn = db.prepare(
      "INSERT INTO sign_in_history (account_id, at, ip, country, user_agent, method, outcome) VALUES (?, ?, '203.0.113.5', 'PH', ?, 'password', 'failure')",
    );
    // Every payload its own session; the history's first page (20 lines) carries them all, a slice a line.
    const perLine = Math.ceil(payloads.length / 20);
    db.transaction(() => {
      payloads.forEach((payload, index) => session.run(`xss-${index}`, accountId, at, ends, payload, at));
      for (let line = 0; line < 20; line++) signIn.run(accountId, at, payloads.slice(line * perLine, (line + 1) * perLine).join(" "));
    })();
    const cookie = `__session=${sealed}`;
    const sessions = await request("lumen", "/member/securityCenter/sessions", { headers: { cookie } });
    expect(sessions.status).toBe(200);
    expect(executableParts(sessions.body)).toEqual([]);
    expect([...sessions.body.matchAll(/data-session="/g)].length).toBeGreaterThan(payloads.length);
    const history = await request("lumen", "/member/securityCenter/signInHistory", { headers: { cookie } });
    expect(history.status).toBe(200);
    expect(executableParts(history.body)).toEqual([]);
    expect([...history.body.matchAll(/data-sign-in="failure"/g)]).toHaveLength(20);
  });
});

/** Text as React renders it in an element. */
function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}
