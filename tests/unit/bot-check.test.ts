import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { newChallenge, newNoscriptPass, CHALLENGE_LIFETIME_MS, verifyBotCheck } from "~/forms/bot-check/verify.server";
import { botCheckSecretOf } from "~/session/bot-check-secret.server";
import { createMemoryRateLimiter } from "~/http/rate-limit.server";
import type { Brand } from "~/brand/schema";

function contextOf(brandId = "aurora", secret = "unit-test-session-secret-0123456789abcdef") {
  return {
    brand: { id: brandId } as Brand,
    botCheckSecret: botCheckSecretOf(secret),
    clientIp: "203.0.113.7",
    shared: { rateLimiter: createMemoryRateLimiter() } as never,
  };
}

async function solved(context: ReturnType<typeof contextOf>, purpose: "login" | "register", now = Date.now()) {
  const challenge = await newChallenge(context, purpose, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64url");
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("the bot check", () => {
  it("accepts a solved challenge once", async () => {
    const context = contextOf();
    const botCheck = await solved(context, "register");
    expect(await verifyBotCheck(context, "register", formOf({ botCheck }))).toEqual({ ok: true });
    expect(await verifyBotCheck(context, "register", formOf({ botCheck }))).toEqual({ ok: false, code: "BOT_CHECK_FAILED" });
  });

  it("requires one of its fields", async () => {
    expect(await verifyBotCheck(contextOf(), "login", formOf({}))).toEqual({ ok: false, code: "BOT_CHECK_REQUIRED" });
  });

  it("refuses a challenge of another flow, brand or secret, a forged key, garbage and an expired one", async () => {
    const context = contextOf();
    const login = await solved(context, "login");
    expect((await verifyBotCheck(context, "register", formOf({ botCheck: login }))).ok).toBe(false);
    expect((await verifyBotCheck(contextOf("lumen"), "login", formOf({ botCheck: login }))).ok).toBe(false);
    expect(
      (await verifyBotCheck(contextOf("aurora", "another-secret-0123456789abcdefghijkl"), "login", formOf({ botCheck: login }))).ok,
    ).toBe(false);

    const decoded = JSON.parse(Buffer.from(await solved(context, "login"), "base64url").toString());
    decoded.solution.derivedKey = "ab".repeat(32);
    const forged = Buffer.from(JSON.stringify(decoded)).toString("base64url");
    expect((await verifyBotCheck(context, "login", formOf({ botCheck: forged }))).ok).toBe(false);
    expect((await verifyBotCheck(context, "login", formOf({ botCheck: "not-json" }))).ok).toBe(false);
    expect((await verifyBotCheck(context, "login", formOf({ botCheck: "x".repeat(5000) }))).ok).toBe(false);

    const old = await solved(context, "login", Date.now() - CHALLENGE_LIFETIME_MS - 1000);
    expect((await verifyBotCheck(context, "login", formOf({ botCheck: old }))).ok).toBe(false);
  });

  it("accepts what the browser's solver posts, from its worker or, where no worker starts, from the page", async () => {
    const context = contextOf();
    // The worker's own loop, run in a stand-in for a worker's global scope (Node has no Web Worker).
    const posted: unknown[] = [];
    const scope = globalThis as { self?: unknown };
    const worker: { postMessage(message: unknown): void; onmessage?: (message: { data: unknown }) => Promise<void> } = {
      postMessage: (message) => posted.push(message),
    };
    scope.self = worker;
    try {
      await import("~/forms/bot-check/solver.worker");
      const challenge = await newChallenge(context, "login");
      await worker.onmessage!({ data: { type: "work", challenge, counterStart: 0, counterStep: 1 } });
      expect(posted).toEqual([expect.objectContaining({ counter: expect.any(Number), derivedKey: expect.any(String) })]);
      const { counter, derivedKey } = posted[0] as { counter: number; derivedKey: string };
      const botCheck = Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey } })).toString("base64url");
      expect(await verifyBotCheck(context, "login", formOf({ botCheck }))).toEqual({ ok: true });
    } finally {
      delete scope.self;
    }

    // The page's side: the challenge fetched from its address, the field's text built from the solution.
    const { solveBotCheck } = await import("~/forms/bot-check/solver");
    const challenge = await newChallenge(context, "register");
    const address = `data:application/json,${encodeURIComponent(JSON.stringify(challenge))}`;
    const botCheck = await solveBotCheck(address, new AbortController());
    expect(await verifyBotCheck(context, "register", formOf({ botCheck }))).toEqual({ ok: true });
  });

  it("takes the no-JavaScript pass once, and not before it was issued or after its lifetime", async () => {
    const context = contextOf();
    const issued = Date.now();
    const botCheckPass = newNoscriptPass(context, "register", issued);
    const form = formOf({ botCheckPass });
    expect((await verifyBotCheck(context, "register", form, issued - 1)).ok).toBe(false);
    expect(await verifyBotCheck(context, "register", form, issued + 100)).toEqual({ ok: true });
    expect((await verifyBotCheck(context, "register", form, issued + 200)).ok).toBe(false);

    const late = newNoscriptPass(context, "register", issued);
    expect((await verifyBotCheck(context, "register", formOf({ botCheckPass: late }), issued + CHALLENGE_LIFETIME_MS + 1)).ok).toBe(false);
    const otherFlow = newNoscriptPass(context, "login", issued);
    expect((await verifyBotCheck(context, "register", formOf({ botCheckPass: otherFlow }), issued + 5000)).ok).toBe(false);
    const tampered = botCheckPass.replace(/^\d+/, String(issued - 60_000));
    expect((await verifyBotCheck(context, "register", formOf({ botCheckPass: tampered }), issued + 5000)).ok).toBe(false);
  });

  it("takes at most ten no-JavaScript passes an hour from one address", async () => {
    const context = contextOf();
    const issued = Date.now() - 5000;
    const results = [];
    for (let n = 0; n < 11; n++) {
      results.push(await verifyBotCheck(context, "login", formOf({ botCheckPass: newNoscriptPass(context, "login", issued) })));
    }
    expect(results.slice(0, 10).every((result) => result.ok)).toBe(true);
    expect(results[10]).toMatchObject({ ok: false, code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: expect.any(Number) });
  });
});
