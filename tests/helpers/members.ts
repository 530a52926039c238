import { expect } from "vitest";
import { solvedBotCheck } from "./bot-check";
import { startTestPortal, type PortalResponse, type TestPortal } from "./portal";
import { MEMBER } from "./sandbox";

/** The `__session=…` pair a response set, to send back as a cookie. */
export const sessionCookie = (response: PortalResponse) => response.cookies.find((line) => line.startsWith("__session="))!.split(";")[0];

/** Signed in as the page shows it: the sign-out form and the account's name. */
export const signedInAs = (html: string, username: string) => html.includes('action="/logout"') && html.includes(username);

export interface MembersPortal extends TestPortal {
  /** A form post's headers: same origin, a fresh address of the file's subnet, and the cookie if given. */
  from(brand: string, cookie?: string): Record<string, string>;
  /** Signs a seeded member in at /login as the form posts it (bot check solved); answers the session cookie. */
  signIn(brand: string, username: string, password?: string): Promise<string>;
}

/**
 * The portal for a file of member-page tests: it trusts X-Forwarded-For (TRUST_PROXY), so each
 * sign-in and post comes from its own address (`10.<subnet>.x.y`; one subnet per file) and
 * one test's per-address limits never reach the next.
 */
export async function startMembersPortal(sandboxUrl: string, subnet: number): Promise<MembersPortal> {
  const trustProxy = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = "loopback"; // read once, when the portal starts
  let portal: TestPortal;
  try {
    portal = await startTestPortal(sandboxUrl);
  } finally {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
  }
  const { request, sameOrigin } = portal;
  let addresses = 0;
  const from = (brand: string, cookie?: string) => ({
    ...sameOrigin(brand),
    "x-forwarded-for": `10.${subnet}.${++addresses >> 8}.${addresses & 255}`,
    ...(cookie ? { cookie } : {}),
  });
  async function signIn(brand: string, username: string, password = MEMBER.password) {
    const headers = from(brand);
    const botCheck = await solvedBotCheck(request, brand, "login", headers);
    const response = await request(brand, "/login", { form: { type: "username", username, password, botCheck }, headers });
    expect(response.status, response.body.slice(0, 200)).toBe(302);
    return sessionCookie(response);
  }
  return { ...portal, from, signIn };
}
