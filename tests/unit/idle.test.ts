import { describe, expect, it } from "vitest";
import { countsAsActivity, idleTimeoutMs, idleVerdict, renewAfterMs } from "~/session/idle.server";

const MINUTE = 60_000;
const NOW = 1_795_000_000_000;

describe("the idle time-out's rule", () => {
  it("is the brand's minutes, 30 when it says nothing", () => {
    expect(idleTimeoutMs({})).toBe(30 * MINUTE);
    expect(idleTimeoutMs({ idleTimeoutMinutes: 2 })).toBe(2 * MINUTE);
  });

  it("renews a record older than a sixtieth of the time-out, ends one idle past it and the step's grace", () => {
    const timeout = 30 * MINUTE;
    expect(renewAfterMs(timeout)).toBe(30_000);
    expect(idleVerdict(NOW - 10_000, NOW, timeout)).toBe("fresh");
    expect(idleVerdict(NOW - 30_000, NOW, timeout)).toBe("renew");
    expect(idleVerdict(NOW - timeout, NOW, timeout)).toBe("renew");
    expect(idleVerdict(NOW - timeout - 31_000, NOW, timeout)).toBe("renew");
    expect(idleVerdict(NOW - timeout - 31_001, NOW, timeout)).toBe("ended");
    // A cookie sealed before the time-out existed counts from now.
    expect(idleVerdict(undefined, NOW, timeout)).toBe("renew");
  });

  it("counts pages and navigations, not posts nor the background calls under /resources/", () => {
    expect(countsAsActivity("GET", "/member/vip")).toBe(true);
    expect(countsAsActivity("GET", "/member/vip.data")).toBe(true);
    expect(countsAsActivity("GET", "/resources/events")).toBe(false);
    expect(countsAsActivity("POST", "/resources/play-time")).toBe(false);
    expect(countsAsActivity("POST", "/member/withdraw")).toBe(false);
  });
});
