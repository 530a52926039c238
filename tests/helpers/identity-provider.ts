import { createHash, randomBytes } from "node:crypto";

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
