import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../sandbox/db/index";
import { idpClientId } from "../../sandbox/seed/sign-in-steps";

/** A PKCE pair (RFC 7636, S256). */
export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/**
 * What a person does on the sandbox's test provider page: picks `subject` and continues.
 * Answers the redirect address the provider sends the browser back to.
 */
export async function approveAtProvider(
  sandboxUrl: string,
  provider: string,
  params: Record<string, string>,
  subject: string,
  decision: "allow" | "deny" = "allow",
): Promise<URL> {
  const response = await fetch(`${sandboxUrl}/idp/${provider}/authorize`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...params, subject, decision }).toString(),
    redirect: "manual",
  });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`the provider answered ${response.status}`);
  return new URL(location);
}

/**
 * An ID token of the sandbox's test provider for `subject`, as `merchant`'s client receives it
 * after the person approved (the authorization code exchanged with the client's secret, read
 * from the sandbox's database).
 */
export async function providerIdToken(
  sandbox: { url: string; db: Db },
  merchant: string,
  provider: string,
  subject: string,
): Promise<string> {
  const clientId = idpClientId(merchant, provider);
  const redirectUri = `http://${merchant.toLowerCase()}.localhost:3000/auth/social/${provider}/callback`;
  const { verifier, challenge } = pkcePair();
  const back = await approveAtProvider(
    sandbox.url,
    provider,
    {
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "openid",
      code_challenge: challenge,
      code_challenge_method: "S256",
    },
    subject,
  );
  const clientSecret = sandbox.db.prepare("SELECT client_secret FROM idp_clients WHERE client_id = ?").pluck().get(clientId) as string;
  const answer = await fetch(`${sandbox.url}/idp/${provider}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: back.searchParams.get("code")!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: clientId,
      client_secret: clientSecret,
    }),
  });
  return ((await answer.json()) as { id_token: string }).id_token;
}
