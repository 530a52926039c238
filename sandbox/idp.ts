import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { socialProviderSchema, type SocialProvider } from "../app/platform/contract/sign-in-steps";
import type { SandboxEnv } from "./lib/context";
import {
  CODE_LIFETIME_MS,
  ID_TOKEN_ALG,
  ID_TOKEN_LIFETIME_S,
  IDP_TEST_USERS,
  idpClientById,
  idpKey,
  issuerOf,
  sha256Hex,
  signIdToken,
  type IdpClient,
} from "./lib/identity-provider";

/**
 * The test OpenID Connect provider (authorization code flow with PKCE S256 only):
 *   GET  /idp/:provider/.well-known/openid-configuration   discovery
 *   GET  /idp/:provider/authorize    the test sign-in page (pick a test person, or cancel)
 *   POST /idp/:provider/authorize    its form: redirects to redirect_uri with code and state
 *   POST /idp/:provider/token        code + code_verifier + client credentials -> id_token, access_token
 *   GET  /idp/:provider/userinfo     Bearer access_token -> sub, email, name
 *   GET  /idp/:provider/jwks         the signing key
 * A redirect_uri is accepted when its path is /auth/social/<provider>/callback on http(s)
 * under *.localhost or the loopback address, any port: the sandbox is a test device.
 */
export function registerIdentityProviderRoutes(app: Hono, env: SandboxEnv): void {
  const limit = bodyLimit({ maxSize: 8192, onError: (c) => c.json({ error: "invalid_request" }, 413) });

  app.get("/idp/:provider/.well-known/openid-configuration", (c) => {
    const provider = providerOf(c);
    if (!provider) return c.notFound();
    const issuer = issuerOf(env.port(), provider);
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: [ID_TOKEN_ALG],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      scopes_supported: ["openid", "email", "profile"],
    });
  });

  app.get("/idp/:provider/jwks", async (c) => {
    if (!providerOf(c)) return c.notFound();
    return c.json({ keys: [(await idpKey()).jwk] });
  });

  app.get("/idp/:provider/authorize", (c) => {
    const provider = providerOf(c);
    const request = provider ? authorizeRequest(env, provider, new URL(c.req.url).searchParams) : null;
    if (!provider || !request)
      return c.html(page("Sign-in request refused", "<p>Unknown client, redirect address or parameters.</p>"), 400);
    return c.html(signInPage(provider, request.params));
  });

  app.post("/idp/:provider/authorize", limit, async (c) => {
    const provider = providerOf(c);
    const form = new URLSearchParams(await c.req.text());
    const request = provider ? authorizeRequest(env, provider, form) : null;
    if (!provider || !request)
      return c.html(page("Sign-in request refused", "<p>Unknown client, redirect address or parameters.</p>"), 400);
    const back = new URL(request.redirectUri);
    const state = form.get("state");
    if (state) back.searchParams.set("state", state);
    const user = IDP_TEST_USERS[provider].find((candidate) => candidate.subject === form.get("subject"));
    if (form.get("decision") !== "allow" || !user) {
      back.searchParams.set("error", "access_denied");
      return c.redirect(back.toString(), 302);
    }
    const code = randomBytes(32).toString("base64url");
    const now = env.clock.now();
    env.db
      .prepare(
        `INSERT INTO idp_codes (code_hash, provider, client_id, redirect_uri, subject, nonce, code_challenge, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        sha256Hex(code),
        provider,
        request.client.clientId,
        request.redirectUri,
        user.subject,
        form.get("nonce"),
        request.codeChallenge,
        new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
      );
    back.searchParams.set("code", code);
    back.searchParams.set("iss", issuerOf(env.port(), provider));
    return c.redirect(back.toString(), 302);
  });

  app.post("/idp/:provider/token", limit, async (c) => {
    const provider = providerOf(c);
    if (!provider) return c.notFound();
    const form = new URLSearchParams(await c.req.text());
    const client = clientCredentials(env, provider, c.req.header("authorization"), form);
    if (!client) return c.json({ error: "invalid_client" }, 401);
    if (form.get("grant_type") !== "authorization_code") return c.json({ error: "unsupported_grant_type" }, 400);
    const now = env.clock.now();
    const row = env.db.prepare("SELECT * FROM idp_codes WHERE code_hash = ?").get(sha256Hex(form.get("code") ?? "")) as
      | {
          provider: string;
          client_id: string;
          redirect_uri: string;
          subject: string;
          nonce: string | null;
          code_challenge: string;
          expires_at: string;
          used_at: string | null;
        }
      | undefined;
    const verifier = form.get("code_verifier") ?? "";
    const grantValid =
      row &&
      row.used_at === null &&
      row.provider === provider &&
      row.client_id === client.clientId &&
      row.redirect_uri === form.get("redirect_uri") &&
      Date.parse(row.expires_at) > now.getTime() &&
      /^[A-Za-z0-9._~-]{43,128}$/.test(verifier) &&
      sameText(createHash("sha256").update(verifier).digest("base64url"), row.code_challenge);
    // A code is spent by its first exchange, right or wrong.
    if (row)
      env.db.prepare("UPDATE idp_codes SET used_at = ? WHERE code_hash = ?").run(now.toISOString(), sha256Hex(form.get("code") ?? ""));
    const user = row ? IDP_TEST_USERS[provider].find((candidate) => candidate.subject === row.subject) : undefined;
    if (!grantValid || !user) return c.json({ error: "invalid_grant" }, 400);

    const accessToken = randomBytes(32).toString("base64url");
    env.db
      .prepare("INSERT INTO idp_access_tokens (token_hash, provider, subject, expires_at) VALUES (?, ?, ?, ?)")
      .run(sha256Hex(accessToken), provider, user.subject, new Date(now.getTime() + ID_TOKEN_LIFETIME_S * 1000).toISOString());
    const idToken = await signIdToken({ issuer: issuerOf(env.port(), provider), clientId: client.clientId, user, nonce: row!.nonce, now });
    c.header("Cache-Control", "no-store");
    return c.json({
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: ID_TOKEN_LIFETIME_S,
      id_token: idToken,
      scope: "openid email profile",
    });
  });

  app.get("/idp/:provider/userinfo", (c) => {
    const provider = providerOf(c);
    if (!provider) return c.notFound();
    const token = /^Bearer (\S+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    const row = env.db.prepare("SELECT * FROM idp_access_tokens WHERE token_hash = ? AND provider = ?").get(sha256Hex(token), provider) as
      { subject: string; expires_at: string } | undefined;
    const user =
      row && Date.parse(row.expires_at) > env.clock.now().getTime()
        ? IDP_TEST_USERS[provider].find((candidate) => candidate.subject === row.subject)
        : undefined;
    if (!user) return c.json({ error: "invalid_token" }, 401);
    return c.json({ sub: user.subject, email: user.email, email_verified: true, name: user.name });
  });
}

const providerOf = (c: Context): SocialProvider | null => {
  const parsed = socialProviderSchema.safeParse(c.req.param("provider"));
  return parsed.success ? parsed.data : null;
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The authorization request's client, redirect address and PKCE challenge, or null when any is missing or wrong. */
function authorizeRequest(env: SandboxEnv, provider: SocialProvider, params: URLSearchParams) {
  const client = idpClientById(env.db, provider, params.get("client_id") ?? "");
  const redirectUri = params.get("redirect_uri") ?? "";
  const codeChallenge = params.get("code_challenge") ?? "";
  if (
    !client ||
    !redirectAllowed(redirectUri, provider) ||
    params.get("response_type") !== "code" ||
    !(params.get("scope") ?? "").split(" ").includes("openid") ||
    params.get("code_challenge_method") !== "S256" ||
    !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)
  ) {
    return null;
  }
  const kept = ["client_id", "redirect_uri", "response_type", "scope", "state", "nonce", "code_challenge", "code_challenge_method"];
  return {
    client,
    redirectUri,
    codeChallenge,
    params: kept.flatMap((name) => (params.get(name) === null ? [] : [[name, params.get(name)!] as const])),
  };
}

function redirectAllowed(value: string, provider: SocialProvider): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname;
    return (
      /^https?:$/.test(url.protocol) &&
      (host === "127.0.0.1" || host === "localhost" || host.endsWith(".localhost")) &&
      url.pathname === `/auth/social/${provider}/callback` &&
      url.username === "" &&
      url.hash === ""
    );
  } catch {
    return false;
  }
}

/** client_secret_basic (form-encoded id and secret, RFC 6749 §2.3.1) or client_secret_post. */
function clientCredentials(
  env: SandboxEnv,
  provider: SocialProvider,
  authorization: string | undefined,
  form: URLSearchParams,
): IdpClient | null {
  let id = form.get("client_id");
  let secret = form.get("client_secret");
  const basic = /^Basic (\S+)$/.exec(authorization ?? "")?.[1];
  if (basic) {
    const [rawId, rawSecret] = Buffer.from(basic, "base64").toString("utf8").split(":");
    id = decodeURIComponent(rawId ?? "");
    secret = decodeURIComponent(rawSecret ?? "");
  }
  const client = id ? idpClientById(env.db, provider, id) : null;
  return client && secret && sameText(client.clientSecret, secret) ? client : null;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;background:#fff;color:#111}fieldset{border:1px solid #888;padding:1rem}label{display:block;margin:.5rem 0}button{margin:1rem .5rem 0 0;padding:.5rem 1rem}</style></head>
<body><main>${body}</main></body></html>`;
}

function signInPage(provider: SocialProvider, params: ReadonlyArray<readonly [string, string]>): string {
  const hidden = params.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join("");
  const people = IDP_TEST_USERS[provider]
    .map(
      (user, index) =>
        `<label><input type="radio" name="subject" value="${escapeHtml(user.subject)}"${index === 0 ? " checked" : ""}> ${escapeHtml(user.name)} (${escapeHtml(user.email)})</label>`,
    )
    .join("");
  const name = provider === "google" ? "Google" : "Facebook";
  return page(
    `Sandbox ${name}: sign in`,
    `<h1>Sandbox ${name}</h1><p>A test identity provider: choose who signs in.</p>
<form method="post">${hidden}<fieldset><legend>Test accounts</legend>${people}</fieldset>
<button type="submit" name="decision" value="allow">Continue</button><button type="submit" name="decision" value="deny">Cancel</button></form>`,
  );
}
