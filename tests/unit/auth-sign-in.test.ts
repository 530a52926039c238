import { describe, expect, it } from "vitest";
import { decodeImageDataUrl } from "~/features/auth/captcha.server";
import { osOf } from "~/features/auth/free-play.server";
import { returnPath } from "~/features/auth/return-path";
import { smsLoginSchema, smsUsername, usernameLoginSchema } from "~/features/auth/schema.server";
import { parseForm } from "~/forms/reply.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("returnPath", () => {
  it.each([
    ["/member/securityCenter", "/member/securityCenter"],
    ["/pointMall?tab=1#goods", "/pointMall?tab=1#goods"],
    ["/", "/"],
  ])("keeps the same-site path %j", (value, expected) => expect(returnPath(value)).toBe(expected));

  it.each([
    "//evil.example",
    "///evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/..//evil.example",
    "evil.example",
    "/login",
    "/login/",
    "/login?redirectTo=/x",
    "/register",
    "/logout",
    "",
    undefined,
    42,
  ])("refuses %j", (value) => expect(returnPath(value)).toBe("/"));
});

describe("the login schemas", () => {
  it("trim the inputs and require username and password with the product's messages", () => {
    const result = parseForm(form({ type: "username", username: "  ", password: "" }), usernameLoginSchema);
    expect(result.status).toBe("error");
    expect(result.reply().error).toMatchObject({
      username: ["login.usernameRequired"],
      password: ["login.passwordRequired"],
    });
    const ok = parseForm(form({ type: "username", username: " demo_member ", password: "pw" }), usernameLoginSchema);
    expect(ok.status === "success" && ok.value.username).toBe("demo_member");
  });

  it("require the captcha only once it is shown", () => {
    const base = { type: "username", username: "a", password: "b" };
    expect(parseForm(form(base), usernameLoginSchema).status).toBe("success");
    const shown = parseForm(form({ ...base, captchaShown: "on" }), usernameLoginSchema);
    expect(shown.reply().error).toMatchObject({ captcha: ["login.captchaRequired"] });
  });

  it("check the mobile number and the code of an SMS login", () => {
    const bad = parseForm(form({ type: "sms", country: "PH", mobile: "12ab", code: "" }), smsLoginSchema);
    expect(bad.reply().error).toMatchObject({ mobile: ["login.mobileInvalid"], code: ["login.codeRequired"] });
    const long = parseForm(form({ type: "sms", country: "PH", mobile: "9171234567", code: "1".repeat(256) }), smsLoginSchema);
    expect(long.reply().error).toMatchObject({ code: ["login.tooLong"] });
  });

  it("make the platform's SMS username from dialling code and number", () => {
    expect(smsUsername("+63", "9171234567")).toBe("639171234567");
    expect(smsUsername("1", "2025550100")).toBe("12025550100");
  });
});

describe("captcha images", () => {
  it("decode the platform's base64 image data URLs, and nothing else", () => {
    const svg = "<svg xmlns='http://www.w3.org/2000/svg'/>";
    const decoded = decodeImageDataUrl(`data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`);
    expect(decoded?.type).toBe("image/svg+xml");
    expect(decoded?.bytes.toString()).toBe(svg);
    expect(decodeImageDataUrl("data:text/html;base64,PHNjcmlwdD4=")).toBeNull();
    expect(decodeImageDataUrl("https://img.example/captcha.png")).toBeNull();
  });
});

describe("free play", () => {
  it("names the OS from the User-Agent", () => {
    expect(osOf("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toBe("Android");
    expect(osOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe("iOS");
    expect(osOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64)")).toBe("Windows");
    expect(osOf(null)).toBe("Other");
  });
});
