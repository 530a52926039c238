import { describe, expect, it } from "vitest";
import { bodyPolicyFor, FORM_POLICY, routePathOf } from "~/http/body-policy";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { acceptsType, parseContentType, wantsJson } from "../../server/body-gate";

describe("routePathOf", () => {
  it.each([
    ["/login", "/login"],
    ["/login.data", "/login"],
    ["/_root.data", "/"],
    ["/", "/"],
    ["/settings/theme/", "/settings/theme"],
    ["/brand/logo.svg.data", "/brand/logo.svg"],
  ])("reads %j as the route path %j", (pathname, path) => expect(routePathOf(pathname)).toBe(path));
});

describe("bodyPolicyFor", () => {
  it("gives every route the form policy unless the table says otherwise: forms of at most 16 KiB", () => {
    expect(bodyPolicyFor("/login")).toBe(FORM_POLICY);
    expect(bodyPolicyFor("/login.data")).toBe(FORM_POLICY);
    expect(bodyPolicyFor("/__proto__")).toBe(FORM_POLICY);
    expect(FORM_POLICY).toEqual({ types: ["application/x-www-form-urlencoded", "multipart/form-data"], maxBytes: 16 * 1024 });
  });
});

describe("parseContentType", () => {
  it("reads the media type in lower case and the parameters, quoted or not", () => {
    const parsed = parseContentType('Multipart/Form-Data; charset=utf-8; BOUNDARY="a b\\"c"');
    expect(parsed?.type).toBe("multipart/form-data");
    expect(Object.fromEntries(parsed!.params)).toEqual({ charset: "utf-8", boundary: 'a b"c' });
  });

  it.each([undefined, "", "form", "application/", "/x", "a/b c", "a/b; =x", 'a/b; x="open'])("refuses %j", (value) =>
    expect(parseContentType(value)).toBeNull(),
  );
});

describe("acceptsType (the form policy)", () => {
  it.each([
    "application/x-www-form-urlencoded",
    "APPLICATION/X-WWW-FORM-URLENCODED; charset=ISO-8859-1",
    "multipart/form-data; boundary=----abc",
    'multipart/form-data; boundary="a b"',
  ])("takes %j", (type) => expect(acceptsType(FORM_POLICY, type, undefined)).toBe(true));

  it.each([
    undefined,
    "text/plain",
    "application/json",
    "application/xml",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "multipart/mixed; boundary=x",
    "application/x-www-form-urlencoded garbage",
  ])("refuses %j", (type) => expect(acceptsType(FORM_POLICY, type, undefined)).toBe(false));

  it("refuses any content coding but identity", () => {
    const form = "application/x-www-form-urlencoded";
    expect(acceptsType(FORM_POLICY, form, "identity")).toBe(true);
    expect(acceptsType(FORM_POLICY, form, "gzip")).toBe(false);
    expect(acceptsType(FORM_POLICY, form, "br")).toBe(false);
  });
});

describe("wantsJson", () => {
  it.each([
    ["/login.data", undefined, true],
    ["/login", "application/json", true],
    ["/login", "application/problem+json", true],
    ["/login", "text/html, application/json;q=0.9", false],
    ["/login", "application/json;q=0.5, text/plain", false],
    ["/login", "*/*, application/json", true],
    ["/login", "text/html,application/xhtml+xml,*/*;q=0.8", false],
    ["/login", "*/*", false],
    ["/login", undefined, false],
    ["/login", "application/json;q=0", false],
  ])("%j with Accept %j: %j", (path, accept, json) => expect(wantsJson(path, accept)).toBe(json));
});

describe("the gate's messages", () => {
  it("exist in every pack", () => {
    for (const code of ["BODY_UNSUPPORTED_TYPE", "BODY_TOO_LARGE", "BODY_MALFORMED"] as const) {
      expect(en.errors[code]).toBeTruthy();
      expect(ty.errors[code]).toBeTruthy();
      expect(ty.errors[code]).not.toBe(en.errors[code]);
    }
  });
});
