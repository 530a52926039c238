import { describe, expect, it } from "vitest";
import type { Flash } from "~/http/flash";
import { FLASH_COOKIE, flashSecretOf, readFlash, redirectWithFlash } from "~/http/flash.server";

const context = { flashSecret: flashSecretOf("unit-test-session-secret-0123456789abcdef"), secure: false };
const other = { flashSecret: flashSecretOf("another-deployment-secret-0123456789abcdef"), secure: false };

/** The `name=value` pair a response sets, as the browser sends it back. */
const pairOf = (setCookie: string | null) => setCookie!.split(";")[0]!;
/** The page's request after the redirect, with `cookie` as its Cookie header. */
const pageRequest = (cookie: string) => new Request("http://aurora.localhost/member/transferFund", { headers: { cookie } });

async function flashPair(flash: Flash, ctx = context) {
  const response = await redirectWithFlash("/member/transferFund", flash, ctx, { headers: { "Set-Cookie": "__session=abc; Path=/" } });
  expect([response.status, response.headers.get("Location")]).toEqual([302, "/member/transferFund"]);
  const setCookies = response.headers.getSetCookie();
  // The redirect's own cookies stay beside the flash.
  expect(setCookies[0]).toBe("__session=abc; Path=/");
  expect(setCookies[1]).toMatch(new RegExp(`^${FLASH_COOKIE}=[^;]+; Max-Age=60; Path=/; HttpOnly; SameSite=Lax$`));
  return pairOf(setCookies[1]!);
}

describe("the flash message cookie", () => {
  it("carries a success or a failure to the next page, and clears itself there", async () => {
    const success: Flash = { kind: "success", message: "agentDownline.transferDone", values: { username: "team_member1" } };
    const read = await readFlash(pageRequest(`theme=dark; ${await flashPair(success)}`), context);
    expect(read.flash).toEqual(success);
    expect(new Headers(read.headers).get("Set-Cookie")).toMatch(
      new RegExp(`^${FLASH_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax$`),
    );

    const failure: Flash = { kind: "error", code: "FUNCTION_DISABLED" };
    expect((await readFlash(pageRequest(await flashPair(failure)), context)).flash).toEqual(failure);
    // A sign-in refused by a break: its end and the brand's customer service come along.
    const paused: Flash = {
      kind: "error",
      code: "TIMED_OUT",
      until: "2026-12-01 08:00 GMT+8",
      help: { email: "support@aurora.example", liveChat: "https://chat.example/aurora" },
    };
    expect((await readFlash(pageRequest(await flashPair(paused)), context)).flash).toEqual(paused);
  });

  it("shows nothing, and sets nothing, without one", async () => {
    expect(await readFlash(pageRequest("theme=dark"), context)).toEqual({ flash: null, headers: {} });
  });

  it("shows nothing for a tampered cookie, one signed with another secret, or a signed one of the wrong shape, and clears it", async () => {
    const pair = await flashPair({ kind: "success", message: "money.transferDone" });
    const [name, value] = [pair.slice(0, pair.indexOf("=")), decodeURIComponent(pair.slice(pair.indexOf("=") + 1))];
    const [payload, signature] = [value.slice(0, value.lastIndexOf(".")), value.slice(value.lastIndexOf(".") + 1)];
    // The message changed, the signature kept.
    const forged = btoa(JSON.stringify({ kind: "success", message: "errors.ACCOUNT_LOCKED" }));
    const candidates = [
      `${name}=${encodeURIComponent(`${forged}.${signature}`)}`,
      `${name}=${encodeURIComponent(`${payload}.${signature.slice(1)}x`)}`,
      `${name}=${encodeURIComponent(forged)}`,
      await flashPair({ kind: "success", message: "money.transferDone" }, other),
    ];
    for (const cookie of candidates) {
      const read = await readFlash(pageRequest(cookie), context);
      expect(read.flash, cookie).toBeNull();
      expect(new Headers(read.headers).get("Set-Cookie"), cookie).toMatch(new RegExp(`^${FLASH_COOKIE}=; Max-Age=0;`));
    }
    const wrongShape = await flashPair({ kind: "error", code: "NOT_A_CODE" } as unknown as Flash);
    expect((await readFlash(pageRequest(wrongShape), context)).flash).toBeNull();
  });
});
