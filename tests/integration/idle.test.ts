import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createBrandRegistry, loadBrandRegistry } from "~/brand/registry.server";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET, type PortalResponse } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/**
 * The idle time-out on the server: a session's cookie records when it was last sealed, a
 * navigation seals it again, and a session idle past its brand's time-out (30 minutes, or the
 * brand's `idleTimeoutMinutes`) is a visitor's from its next request on. The sessions are sealed
 * here as of some minutes ago, so nothing waits.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const sb = await startTestSandbox();
const { request } = await startTestPortal(sb.url);
// The same brands, aurora's time-out two minutes.
const brands = await loadBrandRegistry(ROOT);
const short = await startTestPortal(sb.url, {
  registry: createBrandRegistry(
    brands.entries.map((entry) => (entry.brand.id === "aurora" ? { ...entry, brand: { ...entry.brand, idleTimeoutMinutes: 2 } } : entry)),
  ),
});

const MINUTE = 60_000;

/** A session of demo_member on aurora, last sealed `minutesAgo`. */
async function sessionFrom(minutesAgo: number) {
  const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 60 * MINUTE },
    "aurora",
    Date.now() - minutesAgo * MINUTE,
  );
  return { token, cookie: `__session=${sealed}` };
}

const sessionSet = (response: PortalResponse) => response.cookies.find((line) => line.startsWith("__session="));
const cleared = (response: PortalResponse) => /^__session=;.*Expires=Thu, 01 Jan 1970/i.test(sessionSet(response) ?? "");

describe("the idle time-out", () => {
  it("keeps a session navigated within the time-out, sealing it again; background calls do not count", async () => {
    const { cookie } = await sessionFrom(25);
    const background = await request("aurora", "/resources/balance", { headers: { cookie } });
    expect(background.status).toBe(200);
    expect(sessionSet(background)).toBeUndefined();

    const page = await request("aurora", "/", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(MEMBER.username);
    const renewed = sessionSet(page);
    expect(renewed).toMatch(/^__session=[^;]+;/);
    expect(cleared(page)).toBe(false);
  });

  it("signs a session idle past 30 minutes out on its next request, on the platform too", async () => {
    const { token, cookie } = await sessionFrom(31);
    const page = await request("aurora", "/member/vip", { headers: { cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toMatch(/^\/login\?redirectTo=/);
    expect(cleared(page)).toBe(true);
    // The platform's session ended too: its token no longer opens anything.
    const platform = sb.platform({ merchant: "AURORA", token });
    await expect
      .poll(() =>
        platform.member.info().then(
          () => "open",
          (error: { code?: string }) => error.code,
        ),
      )
      .toMatch(/^(UNAUTHORIZED|SESSION_EXPIRED)$/);
  });

  it("follows the brand's setting: two minutes idle ends aurora's session there", async () => {
    const { cookie } = await sessionFrom(3);
    const page = await short.request("aurora", "/", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(MEMBER.username);
    expect(cleared(page)).toBe(true);
  });

  it('"stay signed in" seals the session again, and answers 401 once it has ended', async () => {
    const alive = await sessionFrom(1);
    const stay = await short.request("aurora", "/resources/idle", {
      form: {},
      headers: { cookie: alive.cookie, ...short.sameOrigin("aurora") },
    });
    expect(stay.status).toBe(200);
    expect(sessionSet(stay)).toMatch(/^__session=[^;]+;/);

    const ended = await sessionFrom(5);
    const late = await short.request("aurora", "/resources/idle", {
      form: {},
      headers: { cookie: ended.cookie, ...short.sameOrigin("aurora") },
    });
    expect(late.status).toBe(401);
    expect(cleared(late)).toBe(true);
  });
});
