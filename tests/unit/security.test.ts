import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossSiteWrite } from "../../server/security";

describe("cross-site writes", () => {
  const host = "aurora.localhost:3000";

  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite("GET", { host, fetchSite: "cross-site", origin: "https://evil.example" })).toBe(false);
  });

  it("rejects a POST a browser sent from another site or another brand", () => {
    expect(isCrossSiteWrite("POST", { host, fetchSite: "cross-site" })).toBe(true);
    expect(isCrossSiteWrite("POST", { host, fetchSite: "same-site" })).toBe(true);
    expect(isCrossSiteWrite("POST", { host, origin: "http://lumen.localhost:3000" })).toBe(true);
    expect(isCrossSiteWrite("DELETE", { host, origin: "null" })).toBe(true);
  });

  it("accepts same-origin posts and clients that send neither header", () => {
    expect(isCrossSiteWrite("POST", { host, fetchSite: "same-origin", origin: "http://aurora.localhost:3000" })).toBe(false);
    expect(isCrossSiteWrite("POST", { host, origin: "https://AURORA.localhost:3000" })).toBe(false);
    expect(isCrossSiteWrite("POST", { host })).toBe(false);
  });
});

describe("content security policy", () => {
  const cdns = {
    images: ["https://img1.cdn.example/path/", "javascript:alert(1)", "https://img1.cdn.example"],
    frames: ["https://play.cdn.example:8443/launch"],
  };

  it("allows scripts only by nonce, and only the platform's CDNs for images and frames", () => {
    const policy = contentSecurityPolicy({ nonce: "abc", development: false, cdns });
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("style-src 'self' 'nonce-abc'");
    expect(policy).toContain("img-src 'self' data: https://img1.cdn.example;");
    expect(policy).toContain("frame-src https://play.cdn.example:8443;");
    for (const directive of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain("unsafe-inline");
  });

  it("allows injected styles and the HMR socket only in development", () => {
    const policy = contentSecurityPolicy({ nonce: "abc", development: true, cdns: { images: [], frames: [] } });
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' ws: wss:");
    expect(policy).toContain("frame-src 'none'");
  });
});
