import { describe, expect, it, vi } from "vitest";
import { createSessionCodec, type SessionData } from "~/session/codec.server";
import { openRequestSession } from "~/session/request-session.server";
import { createMemoryRevocations } from "~/session/revocations.server";
import { sessionKey } from "~/session/session-key.server";
import { getSession, requireAgent, requireMember } from "~/session/session.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const codec = createSessionCodec(SECRET);
const revocations = createMemoryRevocations();
const inOneHour = () => Date.now() + 60 * 60 * 1000;
const member = (overrides: Partial<SessionData> = {}): SessionData => ({
  token: "platform-token-123",
  isAgent: 0,
  username: "demo_member",
  expiresAt: inOneHour(),
  ...overrides,
});

async function thrown(action: () => unknown): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("session codec", () => {
  it("round-trips a session sealed for a brand", async () => {
    const data = member();
    const sealedAt = Date.now() - 1500;
    const sealed = await codec.seal(data, "aurora", sealedAt);
    expect(sealed.split(".")).toHaveLength(5); // compact JWE
    expect(sealed).not.toContain("platform-token");
    // When it was sealed comes back too, in whole seconds: the idle time-out's record of the last activity.
    expect(await codec.open(sealed, "aurora")).toEqual({
      ...data,
      expiresAt: Math.floor(data.expiresAt / 1000) * 1000,
      seenAt: Math.floor(sealedAt / 1000) * 1000,
    });
  });

  it("does not open a session of another brand", async () => {
    expect(await codec.open(await codec.seal(member(), "aurora"), "lumen")).toBeNull();
  });

  it("does not open an expired, tampered or foreign-key session", async () => {
    expect(await codec.open(await codec.seal(member({ expiresAt: Date.now() - 1000 }), "aurora"), "aurora")).toBeNull();
    const sealed = await codec.seal(member(), "aurora");
    const parts = sealed.split(".");
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith("AA") ? "BB" : "AA");
    expect(await codec.open(parts.join("."), "aurora")).toBeNull();
    expect(await createSessionCodec(`${SECRET}-other`).open(sealed, "aurora")).toBeNull();
    expect(await codec.open("not-a-jwe", "aurora")).toBeNull();
  });

  it("opens a cookie as often as asked until its session expires, never after, each time as a copy of its own", async () => {
    const sealed = await codec.seal(member({ expiresAt: Date.now() + 10 * 60 * 1000 }), "aurora");
    const first = await codec.open(sealed, "aurora");
    expect(first?.username).toBe("demo_member");
    if (first) first.username = "changed by a caller";
    expect((await codec.open(sealed, "aurora"))?.username).toBe("demo_member");
    expect(await codec.open(sealed, "lumen")).toBeNull();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      expect(await codec.open(sealed, "aurora")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a short secret", () => {
    expect(() => createSessionCodec("short")).toThrow(/at least 32 characters/);
  });
});

describe("request session", () => {
  it("sets a host-only, httpOnly, SameSite=Lax cookie, Secure only on https", async () => {
    const { session } = await openRequestSession({ codec, brandId: "aurora", cookieHeader: undefined, secure: false, revocations });
    const cookie = await session.commit(member());
    expect(cookie).toMatch(/^__session=[\w.-]+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const { session: secureSession } = await openRequestSession({
      codec,
      brandId: "aurora",
      cookieHeader: undefined,
      secure: true,
      revocations,
    });
    expect(await secureSession.commit(member())).toContain("; Secure");
  });

  it("accepts the brand's own cookie", async () => {
    const cookieHeader = `__session=${await codec.seal(member(), "aurora")}`;
    const opened = await openRequestSession({ codec, brandId: "aurora", cookieHeader, secure: false, revocations });
    expect(opened.rejected).toBe(false);
    expect(getSession(opened)).toEqual({ username: "demo_member", isAgent: 0 });
  });

  it("treats another brand's cookie as signed out and asks to clear it", async () => {
    const cookieHeader = `lng=EN; __session=${await codec.seal(member(), "aurora")}`;
    const opened = await openRequestSession({ codec, brandId: "lumen", cookieHeader, secure: false, revocations });
    expect(opened.rejected).toBe(true);
    expect(opened.session.data).toBeNull();
    expect(opened.session.destroy()).toMatch(/^__session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
  });

  it("treats a signed-out session's cookie as no session, though the codec opened it a moment ago", async () => {
    const signedOut = member({ token: "platform-token-signed-out" });
    const cookieHeader = `__session=${await codec.seal(signedOut, "aurora")}`;
    expect((await openRequestSession({ codec, brandId: "aurora", cookieHeader, secure: false, revocations })).rejected).toBe(false);
    await revocations.revoke(sessionKey(signedOut.token), signedOut.expiresAt);
    const replayed = await openRequestSession({ codec, brandId: "aurora", cookieHeader, secure: false, revocations });
    expect(replayed.rejected).toBe(true);
    expect(replayed.session.data).toBeNull();
  });

  it("forgets a revocation once its session would have ended anyway", async () => {
    let now = 1_000;
    const store = createMemoryRevocations(() => now);
    await store.revoke("key-a", 2_000);
    expect(await store.isRevoked("key-a")).toBe(true);
    expect(await store.isRevoked("key-b")).toBe(false);
    now = 2_000;
    expect(await store.isRevoked("key-a")).toBe(false);
    expect(store.size()).toBe(0);
  });
});

describe("guards", () => {
  const request = new Request("http://aurora.localhost/member/securityCenter?tab=1");
  const contextWith = async (data: SessionData | null) => ({
    session: (
      await openRequestSession({
        codec,
        brandId: "aurora",
        cookieHeader: data ? `__session=${await codec.seal(data, "aurora")}` : undefined,
        secure: false,
        revocations,
      })
    ).session,
  });

  it("sends the signed-out to /login, coming back afterwards", async () => {
    const response = (await thrown(async () => requireMember(request, await contextWith(null)))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fmember%2FsecurityCenter%3Ftab%3D1");
  });

  it("tells trial accounts apart", async () => {
    const trial = await contextWith(member({ isAgent: 4 }));
    const refusal = (await thrown(() => requireMember(request, trial))) as { init: ResponseInit; data: unknown };
    expect(refusal.init.status).toBe(403);
    expect(refusal.data).toEqual({ code: "TRIAL_NOT_ALLOWED" });
    expect(requireMember(request, trial, { allowTrial: true })).toEqual({ username: "demo_member", isAgent: 4 });
  });

  it("lets only agent accounts into the agent centre", async () => {
    const response = (await thrown(async () => requireAgent(request, await contextWith(member())))) as Response;
    expect(response.headers.get("Location")).toMatch(/^\/agent\?redirectTo=/);
    expect(requireAgent(request, await contextWith(member({ isAgent: 41 })))).toEqual({
      username: "demo_member",
      isAgent: 41,
    });
  });
});
