import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/http/redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/member/securityCenter", "/member/securityCenter"],
    ["/pointMall?tab=1#goods", "/pointMall?tab=1#goods"],
    ["/rng?redirect=//evil.example", "/rng?redirect=//evil.example"],
    // Encoded slashes and backslashes stay encoded: a path on this site, not a host.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    // What the browser would request anyway: dot segments resolved, the rest percent-encoded.
    ["/a/../b", "/b"],
    ["/a b?q=ü", "/a%20b?q=%C3%BC"],
  ])("keeps the same-site path %j as %j", (value, expected) => expect(safeRedirectPath(value)).toBe(expected));

  it.each([
    // Absolute and protocol-relative URLs.
    "https://evil.example",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "//evil.example",
    "///evil.example",
    // Backslashes read as slashes.
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/x\\y",
    // Control characters: tabs and newlines are dropped by browsers ("/\t/x" is "//x").
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "/x\r\nSet-Cookie: a=b",
    // Dot segments that leave an empty first segment ("/..//x" is the path "//x").
    "/..//evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    // Not a path.
    "evil.example",
    " /x",
    "",
    undefined,
    null,
    42,
    ["/x"],
  ])("refuses %j", (value) => expect(safeRedirectPath(value)).toBe("/"));

  it("refuses a path longer than 2048 characters, as given or once percent-encoded", () => {
    expect(safeRedirectPath(`/${"a".repeat(2047)}`)).toBe(`/${"a".repeat(2047)}`);
    expect(safeRedirectPath(`/${"a".repeat(2048)}`)).toBe("/");
    expect(safeRedirectPath(`/${"é".repeat(400)}`)).toBe("/"); // 401 characters, 2401 encoded
  });

  it("answers the fallback it is given", () => {
    expect(safeRedirectPath("//evil.example", "/home")).toBe("/home");
  });
});
