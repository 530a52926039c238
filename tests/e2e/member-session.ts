import type { BrowserContext } from "@playwright/test";
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
