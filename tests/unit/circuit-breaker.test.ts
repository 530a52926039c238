import { describe, expect, it } from "vitest";
import { createCircuitBreakers } from "~/platform/circuit-breaker";

describe("circuit breakers", () => {
  const setup = () => {
    let now = 0;
    const breakers = createCircuitBreakers({ failureThreshold: 3, cooldownMs: 1000, now: () => now });
    return { breakers, tick: (ms: number) => (now += ms) };
  };

  it("stays closed until the threshold of failures in a row", () => {
    const { breakers } = setup();
    breakers.failure("a");
    breakers.failure("a");
    expect(breakers.admit("a")).toEqual({ allowed: true, probe: false });
    breakers.success("a");
    breakers.failure("a");
    breakers.failure("a");
    expect(breakers.admit("a").allowed).toBe(true);
    breakers.failure("a");
    expect(breakers.admit("a")).toEqual({ allowed: false, retryAfterMs: 1000 });
  });

  it("lets exactly one probe through after the cool-down", () => {
    const { breakers, tick } = setup();
    for (let i = 0; i < 3; i++) breakers.failure("a");
    tick(400);
    expect(breakers.admit("a")).toEqual({ allowed: false, retryAfterMs: 600 });
    tick(600);
    expect(breakers.admit("a")).toEqual({ allowed: true, probe: true });
    expect(breakers.admit("a").allowed).toBe(false);
    breakers.success("a");
    expect(breakers.admit("a")).toEqual({ allowed: true, probe: false });
  });

  it("re-opens for a full cool-down when the probe fails", () => {
    const { breakers, tick } = setup();
    for (let i = 0; i < 3; i++) breakers.failure("a");
    tick(1000);
    expect(breakers.admit("a").allowed).toBe(true);
    breakers.failure("a");
    expect(breakers.admit("a")).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(breakers.openKeys()).toEqual(["a"]);
  });

  it("keeps keys apart", () => {
    const { breakers } = setup();
    for (let i = 0; i < 3; i++) breakers.failure("a");
    expect(breakers.admit("b").allowed).toBe(true);
    expect(breakers.openKeys()).toEqual(["a"]);
  });
});

describe("an abandoned probe", () => {
  it("lets the next call probe when the one let through ended without telling (its request stopped waiting)", () => {
    let now = 0;
    const breakers = createCircuitBreakers({ failureThreshold: 1, cooldownMs: 1000, now: () => now });
    breakers.failure("a");
    now += 1000;
    expect(breakers.admit("a")).toEqual({ allowed: true, probe: true });
    breakers.abandon("a");
    expect(breakers.admit("a")).toEqual({ allowed: true, probe: true });
  });
});
