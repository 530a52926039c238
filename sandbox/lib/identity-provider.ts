import { createHash, randomBytes, randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWK } from "jose";
import type { SocialProvider } from "../../app/platform/contract/sign-in-steps";
import type { Db } from "../db/index";

/**
 * The sandbox's test OpenID Connect provider: one issuer per provider name
 * (`http://127.0.0.1:<port>/idp/google`, `.../idp/facebook`), a test sign-in page instead
 * of a password, RS256 ID tokens (the default OpenID Connect clients expect) under a key made when the process starts.
 */
export const ID_TOKEN_ALG = "RS256";
export const ID_TOKEN_LIFETIME_S = 300;
export const CODE_LIFETIME_MS = 60_000;

/** The people the test provider can sign in (the same for every merchant). */
export const IDP_TEST_USERS: Record<SocialProvider, Array<{ subject: string; name: string; email: string }>> = {
  google: [
    { subject: "google-demo-member", name: "Demo Member", email: "demo.member@example.test" },
    { subject: "google-newcomer", name: "New Comer", email: "new.comer@example.test" },
  ],
  facebook: [
    { subject: "facebook-demo-member", name: "Demo Member", email: "demo.member@example.test" },
    { subject: "facebook-newcomer", name: "New Comer", email: "new.comer@example.test" },
  ],
};

export const issuerOf = (port: number, provider: SocialProvider) => `http://127.0.0.1:${port}/idp/${provider}`;

export const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex");

let signingKey: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey; jwk: JWK }> | undefined;

/** The provider's signing key, made once per process (tokens do not outlive it). */
export function idpKey() {
  signingKey ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair(ID_TOKEN_ALG);
    const jwk = { ...(await exportJWK(publicKey)), kid: `idp-${randomBytes(4).toString("hex")}`, alg: ID_TOKEN_ALG, use: "sig" };
    return { privateKey, publicKey, jwk };
  })();
  return signingKey;
}

export interface IdpClient {
  merchant: string;
  provider: SocialProvider;
  clientId: string;
  clientSecret: string;
}

interface ClientRow {
  merchant: string;
  provider: SocialProvider;
  client_id: string;
  client_secret: string;
}

const clientOf = (row: ClientRow | undefined): IdpClient | null =>
  row ? { merchant: row.merchant, provider: row.provider, clientId: row.client_id, clientSecret: row.client_secret } : null;

export function idpClientById(db: Db, provider: SocialProvider, clientId: string): IdpClient | null {
  return clientOf(
    db.prepare("SELECT * FROM idp_clients WHERE provider = ? AND client_id = ?").get(provider, clientId) as ClientRow | undefined,
  );
}

export function idpClientOfMerchant(db: Db, merchant: string, provider: SocialProvider): IdpClient | null {
  return clientOf(
    db.prepare("SELECT * FROM idp_clients WHERE merchant = ? AND provider = ?").get(merchant, provider) as ClientRow | undefined,
  );
}

export async function signIdToken(options: {
  issuer: string;
  clientId: string;
  user: { subject: string; name: string; email: string };
  nonce: string | null;
  now: Date;
}): Promise<string> {
  const { privateKey, jwk } = await idpKey();
  const iat = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({
    email: options.user.email,
    email_verified: true,
    name: options.user.name,
    ...(options.nonce ? { nonce: options.nonce } : {}),
  })
    .setProtectedHeader({ alg: ID_TOKEN_ALG, kid: jwk.kid })
    .setIssuer(options.issuer)
    .setSubject(options.user.subject)
    .setAudience(options.clientId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ID_TOKEN_LIFETIME_S)
    .setJti(randomUUID())
    .sign(privateKey);
}

/** The subject and jti of an ID token this provider signed for `clientId`, or null when it is not one (or expired). */
export async function verifyIdToken(
  token: string,
  options: { issuer: string; clientId: string; now: Date },
): Promise<{ subject: string; jti: string } | null> {
  const { publicKey } = await idpKey();
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      issuer: options.issuer,
      audience: options.clientId,
      algorithms: [ID_TOKEN_ALG],
      currentDate: options.now,
      requiredClaims: ["sub", "jti", "exp", "iat"],
    });
    return payload.sub && payload.jti ? { subject: payload.sub, jti: payload.jti } : null;
  } catch {
    return null;
  }
}
