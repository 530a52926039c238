import { describe, expect, it } from "vitest";
import { errorDetails, isPlatformError, PlatformError, platformErrorCode, retryAfterSecondsOf } from "~/platform/platform-error";

/** The same class as another copy of the module defines it (the server's modules beside the portal's build). */
class CopiedPlatformError extends Error {
  constructor(
    readonly code: string,
    readonly details: object | null = null,
  ) {
    super(code);
    this.name = "PlatformError";
  }
}

describe("reading a failed platform call", () => {
  it("knows a PlatformError, from this module or another copy of it", () => {
    expect(isPlatformError(new PlatformError("NOT_AGENT"))).toBe(true);
    expect(isPlatformError(new CopiedPlatformError("TIMEOUT"))).toBe(true);
    expect(platformErrorCode(new CopiedPlatformError("TIMEOUT"))).toBe("TIMEOUT");
  });

  it("takes nothing else for one, whatever its shape", () => {
    const lookalikes: unknown[] = [
      { code: "NOT_AGENT", details: { retryAfterSeconds: 60 } },
      Object.assign(new Error("busy"), { code: "TOO_MANY_ATTEMPTS" }),
      new CopiedPlatformError("NO_SUCH_CODE"),
      Object.assign(new Error("ENOENT"), { code: "ENOENT" }),
      null,
      undefined,
      "NOT_AGENT",
    ];
    for (const error of lookalikes) {
      expect(isPlatformError(error)).toBe(false);
      expect(platformErrorCode(error)).toBe("INTERNAL_ERROR");
      expect(errorDetails(error)).toEqual({});
      expect(retryAfterSecondsOf(error)).toBeUndefined();
    }
  });

  it("reads the details a refusal carries, and none when it carries none", () => {
    const locked = new PlatformError(
      "SECOND_FACTOR_LOCKED",
      { retryAfterSeconds: 900, until: "2026-11-29T10:00:00.000Z" },
      429,
      "auth.login",
    );
    expect(platformErrorCode(locked)).toBe("SECOND_FACTOR_LOCKED");
    expect(retryAfterSecondsOf(locked)).toBe(900);
    expect(errorDetails(locked).until).toBe("2026-11-29T10:00:00.000Z");
    expect(errorDetails(new PlatformError("NOT_FOUND"))).toEqual({});
    expect(retryAfterSecondsOf(new PlatformError("TOO_MANY_ATTEMPTS"))).toBeUndefined();
  });
});
