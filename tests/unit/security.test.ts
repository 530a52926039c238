import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossSiteWrite } from "../../server/security";

describe("cross-site writes", () => {
  const self = "http://aurora.localhost:3000";

  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite("GET", { fetchSite: "cross-site", origin: "https://evil.example" }, self)).toBe(false);
    expect(isCrossSiteWrite("HEAD", {}, self)).toBe(false);
  });

  it("rejects a POST a browser sent from another site or another brand", () => {
    expect(isCrossSiteWrite("POST", { fetchSite: "cross-site" }, self)).toBe(true);
    expect(isCrossSiteWrite("POST", { fetchSite: "same-site" }, self)).toBe(true);
    expect(isCrossSiteWrite("POST", { origin: "http://lumen.localhost:3000" }, self)).toBe(true);
    expect(isCrossSiteWrite("DELETE", { origin: "null" }, self)).toBe(true);
  });

  it("rejects a write with no same-origin signal at all", () => {
    expect(isCrossSiteWrite("POST", {}, self)).toBe(true);
    expect(isCrossSiteWrite("DELETE", {}, self)).toBe(true);
    // A typed address (none) is no signal on its own.
    expect(isCrossSiteWrite("POST", { fetchSite: "none" }, self)).toBe(true);
  });

  it("compares the Origin's scheme as well as its host", () => {
    expect(isCrossSiteWrite("POST", { origin: "http://aurora.localhost:3000" }, "https://aurora.localhost:3000")).toBe(true);
    expect(isCrossSiteWrite("POST", { origin: "https://aurora.localhost:3000" }, "https://aurora.localhost:3000")).toBe(false);
    expect(isCrossSiteWrite("POST", { origin: "https://aurora.localhost:3000" }, self)).toBe(true);
  });

  it("accepts same-origin posts", () => {
    expect(isCrossSiteWrite("POST", { fetchSite: "same-origin", origin: "http://aurora.localhost:3000" }, self)).toBe(false);
    expect(isCrossSiteWrite("POST", { origin: "http://AURORA.localhost:3000" }, self)).toBe(false);
    expect(isCrossSiteWrite("POST", { fetchSite: "same-origin" }, self)).toBe(false);
    expect(isCrossSiteWrite("POST", { fetchSite: "none", origin: self }, self)).toBe(false);
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

  it("allows workers from the portal's own files only", () => {
    const policy = contentSecurityPolicy({ nonce: "abc", development: false, cdns });
    expect(policy).toContain("worker-src 'self';");
  });

  it("allows injected styles and the HMR socket only in development", () => {
    const policy = contentSecurityPolicy({ nonce: "abc", development: true, cdns: { images: [], frames: [] } });
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' ws: wss:");
    expect(policy).toContain("frame-src 'none'");
  });
});
