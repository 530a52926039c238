import { describe, expect, it } from "vitest";
import { createLanguageResolver, languageCookie } from "~/i18n/language.server";

const resolve = createLanguageResolver(["EN", "TY"], "EN");
const url = (query = "") => `http://localhost/games${query}`;

describe("language resolution", () => {
  it("uses the brand default without ?lng or cookie", async () => {
    expect(await resolve(url(), undefined)).toBe("EN");
    expect(await createLanguageResolver(["TY", "EN"], "TY")(url(), undefined)).toBe("TY");
  });

  it("takes the lng cookie over the default", async () => {
    expect(await resolve(url(), "theme=dark; lng=TY")).toBe("TY");
  });

  it("takes ?lng over the cookie, in any letter case", async () => {
    expect(await resolve(url("?lng=ty"), "lng=EN")).toBe("TY");
  });

  it("ignores a ?lng the brand does not offer and falls back to the cookie", async () => {
    expect(await resolve(url("?lng=JA"), "lng=TY")).toBe("TY");
  });

  it("ignores a language without a pack or not offered by the brand", async () => {
    const englishOnly = createLanguageResolver(["EN"], "EN");
    expect(await englishOnly(url("?lng=TY"), "lng=TY")).toBe("EN");
    expect(await resolve(url("?lng=CN"), "lng=CN")).toBe("EN");
  });

  it("stores the choice in a host-only, year-long cookie", () => {
    const cookie = languageCookie("TY", false);
    expect(cookie).toMatch(/^lng=TY; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(languageCookie("EN", true)).toContain("; Secure");
  });
});
