import { beforeEach, describe, expect, it } from "vitest";
import { pino } from "pino";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/** The sandbox's call log, captured: one parsed JSON object per line. */
const lines: Array<Record<string, unknown>> = [];
const logger = pino({ level: "info", base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) });
const sb = await startTestSandbox({ logger });
beforeEach(() => {
  lines.length = 0;
});

const token = sb.sandbox.controlToken ?? "";

describe("the sandbox's call log", () => {
  it("writes one line per contract call: merchant, call, status, code, ms, request id, caller IP", async () => {
    const { status } = await sb.raw("GET", "/api/v1/member/info", {
      merchant: "AURORA",
      clientIp: "198.51.100.7",
      headers: { "x-request-id": "req-1.a_B" },
    });
    expect(status).toBe(401);
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        msg: "sandbox call",
        merchant: "AURORA",
        call: "member.info",
        status: 401,
        code: "UNAUTHORIZED",
        ms: expect.any(Number),
        requestId: "req-1.a_B",
        ip: "198.51.100.7",
      },
    ]);
  });

  it("never logs the payload, the session token or the answer", async () => {
    const session = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    const info = await sb.raw("GET", "/api/v1/member/info", { merchant: "AURORA", token: session });
    expect(info.status).toBe(200);
    expect(lines.map((line) => [line.call, line.status, line.code])).toEqual([
      ["system.keys", 200, "OK"],
      ["auth.login", 200, "OK"],
      ["member.info", 200, "OK"],
    ]);
    const text = JSON.stringify(lines);
    for (const secret of [MEMBER.password, session, MEMBER.username]) expect(text).not.toContain(secret);
  });

  it("keeps at most 64 characters of [A-Za-z0-9._-] of the request id, and of an unknown merchant", async () => {
    await sb.raw("GET", "/api/v1/system/status", {
      headers: { "x-merchant": "NO<PE> \u00e9", "x-request-id": `a b<c>"d\t${"x".repeat(100)}` },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ merchant: "NOPE", code: "UNKNOWN_MERCHANT", status: 404 });
    // The first 64 characters (9 of them around "abcd", then 55 x), without what is not allowed.
    expect(lines[0].requestId).toBe("abcd" + "x".repeat(55));
    expect(lines[0]).not.toHaveProperty("ip");
  });

  it("logs control calls, refused ones too, without the token or the body", async () => {
    await sb.raw("POST", "/__control/merchants/AURORA/sms/last", {
      headers: { "x-request-id": "ctl-1" },
      body: { mobile: "639171234567" },
    });
    await sb.raw("POST", "/__control/faults/clear", { headers: { "x-control-token": "wrong" }, body: {} });
    await sb.raw("POST", "/__control/faults/clear", { headers: { "content-type": "text/plain" }, body: {} });
    expect(lines.map(({ control, status, requestId }) => ({ control, status, requestId }))).toEqual([
      { control: "/__control/merchants/AURORA/sms/last", status: 404, requestId: "ctl-1" },
      { control: "/__control/faults/clear", status: 403, requestId: undefined },
      { control: "/__control/faults/clear", status: 415, requestId: undefined },
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(token);
    expect(text).not.toContain("639171234567");
  });
});
