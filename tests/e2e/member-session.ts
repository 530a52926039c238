import { expect, type BrowserContext, type Page } from "@playwright/test";
import type { Brand } from "../../app/brand/schema";
import { createPlatformClient } from "../../app/platform/client.server";
import { createSessionCodec } from "../../app/session/codec.server";

/** The session secret tests/e2e/serve.ts starts the portal with. */
export const E2E_SESSION_SECRET = "e2e-only-session-secret-of-sufficient-length";
export const MEMBER = { username: "demo_member", password: "Member#2026" };

/**
 * Signs the browser in as `account` (default demo_member): a real platform token from the
 * sandbox, sealed as the portal's session cookie (for tests about what a signed-in page
 * shows, not the sign-in).
 */
export async function signIn(context: BrowserContext, brand: Brand, sandboxUrl: string, baseURL: string, account = MEMBER) {
  const login = await createPlatformClient({ baseUrl: sandboxUrl })
    .bind({ merchant: brand.merchantCode })
    .auth.login({ username: account.username, password: account.password });
  const sealed = await createSessionCodec(E2E_SESSION_SECRET).seal(
    { token: login.token, isAgent: login.isAgent, username: login.username, expiresAt: Date.now() + 3_600_000 },
    brand.id,
  );
  await context.addCookies([{ name: "__session", value: sealed, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** Where a test's session is made: its brand, its sandbox and its portal (the test's fixtures). */
export interface SessionTarget {
  brand: Brand;
  sandboxUrl: string;
  baseURL?: string;
}

/**
 * Signs the page's browser in as `account` (as signIn does) and opens `path`, the header's
 * balance showing: for tests about a signed-in page, not about the sign-in (the login popup's
 * own flows are tests/e2e/auth.spec.ts and tests/e2e/features/sign-in.spec.ts).
 */
export async function openSignedIn(page: Page, { brand, sandboxUrl, baseURL }: SessionTarget, account = MEMBER, path = "/") {
  if (!baseURL) throw new Error("the project has no baseURL");
  await signIn(page.context(), brand, sandboxUrl, baseURL, account);
  await page.goto(path);
  await expect(page.getByTestId("balance-box")).toBeVisible();
}
