import { expect } from "vitest";
import { solvedBotCheck } from "./bot-check";
import type { BrandRegistry } from "~/brand/registry.server";
import { startTestPortal, type PortalResponse } from "./portal";
import { MEMBER } from "./sandbox";

/** The `__session=…` pair of an answer's cookies. */
export const sessionCookie = (response: PortalResponse) => response.cookies.find((line) => line.startsWith("__session="))!.split(";")[0];

/**
 * A production portal on `platformUrl` that trusts X-Forwarded-For (TRUST_PROXY), and a player's
 * requests on one brand, each from its own address in `10.<subnet>.x.y`: the per-address sign-in
 * limits of one test do not reach the next. `signIn` signs a seeded player in (password
 * `MEMBER.password`) without JavaScript, as the sign-in popup's form posts. The portal's platform
 * budget is generous (`upstreamBudgetMs`, 60 s) unless the file tests what a short one does; its
 * brands are the project's unless `registry` gives others.
 */
export async function memberRequests(
  platformUrl: string,
  brand: string,
  subnet: number,
  options: { upstreamBudgetMs?: number; registry?: BrandRegistry } = {},
) {
  const trustProxy = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = "loopback";
  const portal = await startTestPortal(platformUrl, { upstreamBudgetMs: options.upstreamBudgetMs ?? 60_000, registry: options.registry });
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
  const { request, sameOrigin } = portal;

  let addresses = 0;
  const from = (cookie?: string) => ({
    ...sameOrigin(brand),
    "x-forwarded-for": `10.${subnet}.${++addresses >> 8}.${addresses & 255}`,
    ...(cookie ? { cookie } : {}),
  });
  async function signIn(username: string) {
    const headers = from();
    const botCheck = await solvedBotCheck(request, brand, "login", headers);
    const response = await request(brand, "/login", { form: { type: "username", username, password: MEMBER.password, botCheck }, headers });
    expect(response.status, response.body.slice(0, 200)).toBe(302);
    return sessionCookie(response);
  }
  const get = (path: string, cookie: string) => request(brand, path, { headers: { cookie } });
  const post = (path: string, cookie: string, form: Record<string, string>) => request(brand, path, { form, headers: from(cookie) });
  return { ...portal, from, signIn, get, post };
}
