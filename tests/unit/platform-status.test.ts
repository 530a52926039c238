import { describe, expect, it } from "vitest";
import type { CallInfo } from "~/platform/client.server";
import { createPlatformStatus } from "~/platform/platform-status.server";

/** A finished call of merchant M, sent at `sentAt` (the fake clock's ms). */
const call = (overrides: Partial<CallInfo>): CallInfo => ({
  call: "member.info",
  merchant: "M",
  code: "OK",
  status: 200,
  attempts: 1,
  ms: 10,
  sentAt: 0,
  ...overrides,
});

function setup() {
  let now = 1000;
  const probes: Array<{ resolve: () => void; reject: () => void }> = [];
  const status = createPlatformStatus({
    now: () => now,
    probe: () => new Promise<void>((resolve, reject) => probes.push({ resolve, reject: () => reject(new Error("no answer")) })),
  });
  /** Lets the probe loop run its callbacks. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { status, probes, settle, tick: (ms: number) => (now += ms) };
}

describe("the platform's status per merchant", () => {
  it("takes a time-out for an outage only when nothing answered since the call went out", () => {
    const { status } = setup();
    status.observe(call({ sentAt: 900 }));
    expect(status.showsDown(call({ code: "TIMEOUT", status: 0, sentAt: 800 }))).toBe(false);
    expect(status.showsDown(call({ code: "TIMEOUT", status: 0, sentAt: 1001 }))).toBe(true);
    // A 500 is an answer of a failing call, a business refusal an answer: neither cuts a request.
    expect(status.showsDown(call({ code: "INTERNAL_ERROR", status: 500, sentAt: 1001 }))).toBe(false);
    expect(status.showsDown(call({ code: "WRONG_PASSWORD" as CallInfo["code"], status: 400, sentAt: 1001 }))).toBe(false);
    // Another merchant's answers say nothing of this one.
    expect(status.showsDown(call({ merchant: "N", code: "TIMEOUT", status: 0, sentAt: 0 }))).toBe(true);
  });

  it("confirms an outage after two probes fail in a row, and ends it at the first answer", async () => {
    const { status, probes, settle, tick } = setup();
    tick(100);
    status.observe(call({ call: "system.status", code: "TIMEOUT", status: 0, sentAt: 1050 }));
    expect(status.isDown("M")).toBe(false);
    expect(probes).toHaveLength(1);
    probes[0].reject();
    await settle();
    expect(status.isDown("M")).toBe(false);
    expect(probes).toHaveLength(2);
    probes[1].reject();
    await settle();
    expect(status.isDown("M")).toBe(true);
    expect(status.showsDown(call({ sentAt: 0, code: "OK" }))).toBe(true);

    status.observe(call({ sentAt: 1200 }));
    expect(status.isDown("M")).toBe(false);
    status.close();
  });

  it("is down at once when the system status circuit is open, not when another call's is", () => {
    const { status } = setup();
    status.observe(call({ call: "games.list", code: "UNAVAILABLE", status: 0, attempts: 0, failedFast: "circuit" }));
    expect(status.isDown("M")).toBe(false);
    status.observe(call({ call: "system.status", code: "UNAVAILABLE", status: 0, attempts: 0, failedFast: "circuit" }));
    expect(status.isDown("M")).toBe(true);
    status.close();
  });

  it("stops doubting when another call answers while the probe waits", async () => {
    const { status, probes, settle, tick } = setup();
    status.observe(call({ code: "TIMEOUT", status: 0, sentAt: 1000 }));
    tick(10);
    status.observe(call({ sentAt: 1005 }));
    probes[0].reject();
    await settle();
    expect(probes).toHaveLength(1);
    expect(status.isDown("M")).toBe(false);
  });
});
