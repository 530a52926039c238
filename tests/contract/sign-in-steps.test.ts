import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import { DEMO_TOTP_SECRET, idpClientId } from "../../sandbox/seed/sign-in-steps";
import { approveAtProvider, pkcePair } from "../helpers/identity-provider";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const IP = "198.51.100.20";
const platformOf = (clientIp = IP, merchant = "AURORA") => sb.platform({ merchant, clientIp });
const TWO_FA = { username: "demo_2fa", password: MEMBER.password };
const VERIFY = { username: "demo_verify", password: MEMBER.password };

/** The ticket auth.login hands out for a sign-in that needs verification. */
async function ticketOf(account: { username: string; password: string }, clientIp = IP) {
  const error = await platformError(platformOf(clientIp).auth.login(account));
  expect(error.code).toBe("VERIFICATION_REQUIRED");
  const verification = error.details?.verification;
  if (!verification) throw new Error("no ticket");
  return verification;
}

/** An authenticator code of the sandbox's time, `stepsAhead` 30 s steps on. */
const totp = (stepsAhead = 0) =>
  generateSync({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(sb.sandbox.clock.now().getTime() / 1000) + stepsAhead * 30 });

describe("verification from a new address", () => {
  it("asks an account that verifies for a ticket, and signs in with an authenticator code; the authenticator asks again on every sign-in", async () => {
    const clientIp = "198.51.100.21";
    const { ticket, methods, expiresInSeconds } = await ticketOf(TWO_FA, clientIp);
    expect(methods).toEqual(["totp"]);
    expect(expiresInSeconds).toBe(300);
    expect(await platformOf(clientIp).verification.status({ ticket })).toMatchObject({ methods: ["totp"], mobileHint: null });
    const signedIn = await platformOf(clientIp).verification.verify({ ticket, method: "totp", answer: totp() });
    expect(signedIn).toMatchObject({ username: "demo_2fa", isAgent: 0 });
    // The address is registered now, but an authenticator is a second factor: every sign-in asks for a code.
    await ticketOf(TWO_FA, clientIp);
  });

  it("refuses a wrong code, a replayed code, a used ticket and a ticket from another address", async () => {
    const clientIp = "198.51.100.22";
    const first = await ticketOf(TWO_FA, clientIp);
    expect(
      (await platformError(platformOf(clientIp).verification.verify({ ticket: first.ticket, method: "totp", answer: "000000" }))).code,
    ).toBe("CODE_INVALID");
    expect((await platformError(platformOf("203.0.113.9").verification.status({ ticket: first.ticket }))).code).toBe(
      "VERIFICATION_EXPIRED",
    );
    const code = totp(1);
    await platformOf(clientIp).verification.verify({ ticket: first.ticket, method: "totp", answer: code });
    expect((await platformError(platformOf(clientIp).verification.status({ ticket: first.ticket }))).code).toBe("VERIFICATION_EXPIRED");

    const second = await ticketOf(TWO_FA, "198.51.100.23");
    const replay = await platformError(
      platformOf("198.51.100.23").verification.verify({ ticket: second.ticket, method: "totp", answer: code }),
    );
    expect(replay.code).toBe("CODE_INVALID");
  });

  it("ends a ticket after five wrong answers, and when it expires", async () => {
    const { ticket } = await ticketOf(VERIFY);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const error = await platformError(platformOf().verification.verify({ ticket, method: "email", answer: "wrong@example.test" }));
      expect(error.code).toBe("VERIFICATION_FAILED");
    }
    const last = await platformError(platformOf().verification.verify({ ticket, method: "bank", answer: "Someone Else" }));
    expect(last.code).toBe("VERIFICATION_EXPIRED");

    const late = await ticketOf(VERIFY);
    await sb.control("/clock/advance", { ms: 301_000 });
    expect(
      (await platformError(platformOf().verification.verify({ ticket: late.ticket, method: "bank", answer: "Juan Dela Cruz" }))).code,
    ).toBe("VERIFICATION_EXPIRED");
  });

  it("accepts the bound email and the bank account's name, case and spaces aside", async () => {
    const byEmail = await ticketOf(VERIFY, "198.51.100.24");
    await expect(
      platformOf("198.51.100.24").verification.verify({ ticket: byEmail.ticket, method: "email", answer: " Demo.Verify@example.test " }),
    ).resolves.toMatchObject({ username: "demo_verify" });
    const byBank = await ticketOf(VERIFY, "198.51.100.25");
    await expect(
      platformOf("198.51.100.25").verification.verify({ ticket: byBank.ticket, method: "bank", answer: "juan  dela CRUZ" }),
    ).resolves.toMatchObject({ username: "demo_verify" });
  });

  it("sends a code to the bound mobile once a minute, and signs in with it", async () => {
    const clientIp = "198.51.100.26";
    const { ticket } = await ticketOf(VERIFY, clientIp);
    expect((await platformOf(clientIp).verification.status({ ticket })).mobileHint).toBe("•••• 4572");
    expect(await platformOf(clientIp).verification.sendCode({ ticket })).toEqual({ expiredMinutes: 5 });
    expect((await platformError(platformOf(clientIp).verification.sendCode({ ticket }))).code).toBe("TOO_MANY_ATTEMPTS");
    const sent = sb.sandbox.db.prepare("SELECT code FROM verification_tickets WHERE code IS NOT NULL").pluck().all() as string[];
    const code = sent.at(-1)!;
    await expect(platformOf(clientIp).verification.verify({ ticket, method: "mobile", answer: code })).resolves.toMatchObject({
      username: "demo_verify",
    });
  });

  it("does not ask accounts that do not verify", async () => {
    await expect(platformOf("192.0.2.200").auth.login(MEMBER)).resolves.toMatchObject({ username: "demo_member" });
  });
});

describe("the first-login step", () => {
  it("is pending until completed, and completing again changes nothing", async () => {
    const { token, firstTimeLogin } = await platformOf(IP, "LUMEN").auth.login({ username: "demo_newbie", password: MEMBER.password });
    expect(firstTimeLogin).toBe(true);
    const signedIn = sb.platform({ merchant: "LUMEN", clientIp: IP, token });
    expect(await signedIn.firstLogin.status()).toEqual({ pending: true });
    expect(await signedIn.firstLogin.complete()).toEqual({ pending: false });
    expect(await signedIn.firstLogin.complete()).toEqual({ pending: false });
    expect(await signedIn.firstLogin.status()).toEqual({ pending: false });
  });
});

describe("social sign-in through the test identity provider", () => {
  const clientId = idpClientId("AURORA", "google");
  const clientSecret = () =>
    sb.sandbox.db.prepare("SELECT client_secret FROM idp_clients WHERE client_id = ?").pluck().get(clientId) as string;
  const redirectUri = "http://aurora.localhost:3000/auth/social/google/callback";

  async function idTokenOf(subject: string) {
    const { verifier, challenge } = pkcePair();
    const back = await approveAtProvider(
      sb.url,
      "google",
      {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: "openid email",
        state: "s1",
        nonce: "n1",
        code_challenge: challenge,
        code_challenge_method: "S256",
      },
      subject,
    );
    expect(back.searchParams.get("state")).toBe("s1");
    const exchange = (code_verifier: string) =>
      fetch(`${sb.url}/idp/google/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: back.searchParams.get("code")!,
          redirect_uri: redirectUri,
          code_verifier,
          client_id: clientId,
          client_secret: clientSecret(),
        }),
      });
    const answer = await exchange(verifier);
    expect(answer.status).toBe(200);
    // A code is spent by its first exchange.
    expect((await exchange(verifier)).status).toBe(400);
    return ((await answer.json()) as { id_token: string }).id_token;
  }

  it("refuses a code exchanged with the wrong PKCE verifier", async () => {
    const { challenge } = pkcePair();
    const back = await approveAtProvider(
      sb.url,
      "google",
      {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: "openid",
        code_challenge: challenge,
        code_challenge_method: "S256",
      },
      "google-demo-member",
    );
    const answer = await fetch(`${sb.url}/idp/google/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: back.searchParams.get("code")!,
        redirect_uri: redirectUri,
        code_verifier: pkcePair().verifier,
        client_id: clientId,
        client_secret: clientSecret(),
      }),
    });
    expect(answer.status).toBe(400);
  });

  it("signs in a linked identity once per ID token", async () => {
    const idToken = await idTokenOf("google-demo-member");
    await expect(platformOf().social.signIn({ provider: "google", idToken })).resolves.toMatchObject({ username: "demo_member" });
    expect((await platformError(platformOf().social.signIn({ provider: "google", idToken }))).code).toBe("IDENTITY_INVALID");
    // Another merchant's client did not receive it.
    expect((await platformError(platformOf(IP, "LUMEN").social.signIn({ provider: "google", idToken }))).code).toBe("IDENTITY_INVALID");
  });

  it("links an unlinked identity with the account's password, then signs it in", async () => {
    const idToken = await idTokenOf("google-newcomer");
    expect((await platformError(platformOf().social.signIn({ provider: "google", idToken }))).code).toBe("IDENTITY_NOT_LINKED");
    expect(
      (await platformError(platformOf().social.link({ provider: "google", idToken, username: "player001", password: "wrong" }))).code,
    ).toBe("INVALID_CREDENTIALS");
    await expect(
      platformOf().social.link({ provider: "google", idToken, username: "player001", password: MEMBER.password }),
    ).resolves.toMatchObject({ username: "player001" });
    const next = await idTokenOf("google-newcomer");
    await expect(platformOf().social.signIn({ provider: "google", idToken: next })).resolves.toMatchObject({ username: "player001" });
  });
});
