import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SECRET_FIELDS } from "~/forms/reply";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { checkConfirmation, formRules, withConfirmations, type Confirmation } from "~/forms/rules.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const schema = z.object({
  username: z.string({ required_error: "login.usernameRequired" }).trim().min(1, "login.usernameRequired").max(8, "login.tooLong"),
  mobile: z
    .string()
    .regex(/^\d{6,15}$/, "login.mobileInvalid")
    .optional(),
  // A zod default message, not a translation key.
  nickname: z.string().max(3).optional(),
  password: z.string({ required_error: "login.passwordRequired" }).min(1, "login.passwordRequired"),
});

describe("the forms core", () => {
  it("parses with the schema: its translation keys as they are, any other message as common.invalid", () => {
    const result = parseForm(form({ username: "   ", mobile: "12ab", nickname: "toolong", password: "x" }), schema);
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({
      username: ["login.usernameRequired"],
      mobile: ["login.mobileInvalid"],
      nickname: ["common.invalid"],
    });
    const ok = parseForm(form({ username: " demo ", password: "x" }), schema);
    expect(ok.status === "success" && ok.value.username).toBe("demo");
  });

  it("keeps a schema's sentences as they are when its form's page shows sentences (the operator console)", () => {
    const sentences = z.object({ name: z.string({ required_error: "Give the brand a name." }).max(3, "Three letters at most.") });
    expect(parseForm(form({ name: "toolong" }), sentences, { messages: "sentences" }).reply().error).toEqual({
      name: ["Three letters at most."],
    });
    expect(parseForm(form({}), sentences, { messages: "sentences" }).reply().error).toEqual({ name: ["Give the brand a name."] });
    // The same schema read as keys: its sentences are not keys, so a page in the player's language would show the generic message.
    expect(parseForm(form({ name: "toolong" }), sentences).reply().error).toEqual({ name: ["common.invalid"] });
  });

  it("reads a forged button intent as a plain submit, never throwing", () => {
    for (const intent of [
      "{garbage",
      "null",
      "1",
      '{"type":"remove"}',
      '{"type":"insert","payload":{"name":"__proto__"}}',
      '{"type":"reset"}',
    ]) {
      for (const payload of [
        form({ __intent__: intent, username: "demo", password: "x" }),
        new URLSearchParams({ __intent__: intent, username: "demo", password: "x" }),
      ]) {
        const submission = parseForm(payload, schema);
        expect(["success", "error", undefined], intent).toContain(submission.status);
      }
    }
    const forged = parseForm(form({ __intent__: "{garbage", username: " demo ", password: "x" }), schema);
    expect(forged.status === "success" && forged.value.username).toBe("demo");
  });

  it("answers a refusal of the server's own checks with the status it is, 422 unless said", () => {
    const submission = parseForm(form({ username: "demo", password: "x" }), schema);
    expect(invalidReply("login", submission).init?.status).toBe(422);
    const conflict = invalidReply("login", submission, { status: 409, formErrors: ["Changed meanwhile."], headers: { "X-Seen": "1" } });
    expect(conflict.init?.status).toBe(409);
    expect(new Headers(conflict.init?.headers).get("X-Seen")).toBe("1");
    expect(conflict.data.result.error).toEqual({ "": ["Changed meanwhile."] });
  });

  it("makes the browser's rules from the schema, with the schema's own messages", () => {
    const rules = formRules(schema);
    expect(rules.username).toEqual({
      required: true,
      minLength: 1,
      maxLength: 8,
      messages: { valueMissing: "login.usernameRequired", tooLong: "login.tooLong" },
      // Spaces pass the browser's own check, but the schema trims them away.
      blank: "login.usernameRequired",
    });
    expect(rules.mobile).toMatchObject({
      required: false,
      pattern: expect.stringContaining("\\d{6,15}"),
      messages: { patternMismatch: "login.mobileInvalid" },
    });
    expect(rules.password).toMatchObject({ required: true, messages: { valueMissing: "login.passwordRequired" } });
    expect(rules.password).not.toHaveProperty("blank");
  });

  it("answers a field without a message of its own with the packs' generic keys, on both sides", () => {
    const bare = z.object({ code: z.string(), nickname: z.string().max(3) });
    expect(parseForm(form({ nickname: "toolong" }), bare).reply().error).toEqual({
      code: ["common.required"],
      nickname: ["common.invalid"],
    });
    const rules = formRules(bare);
    expect(rules.code?.messages).toEqual({ valueMissing: "common.required" });
    expect(rules.nickname?.messages).toEqual({ valueMissing: "common.required", tooLong: "common.invalid" });
  });

  it("declares a confirmation once: the server refuses a mismatch, and the browser's rules name the field it repeats", () => {
    const confirmation: Confirmation = { field: "confirmPassword", of: "password", message: "register.passwordMismatch" };
    const twice = withConfirmations(
      z
        .object({ password: z.string().min(1, "login.passwordRequired"), confirmPassword: z.string().min(1, "common.required") })
        .superRefine((values, context) => checkConfirmation(confirmation, values, context)),
      [confirmation],
    );
    expect(parseForm(form({ password: "Secret#1", confirmPassword: "Secret#2" }), twice).reply().error).toEqual({
      confirmPassword: ["register.passwordMismatch"],
    });
    expect(parseForm(form({ password: "Secret#1", confirmPassword: "Secret#1" }), twice).status).toBe("success");
    expect(formRules(twice).confirmPassword?.sameAs).toEqual({ field: "password", message: "register.passwordMismatch" });
    expect(formRules(twice).password).not.toHaveProperty("sameAs");
  });

  it("never sends a secret back, not even to refill the form", async () => {
    const secrets = Object.fromEntries(SECRET_FIELDS.map((name) => [name, `secret-${name}`]));
    const submission = parseForm(form({ ...secrets, username: "" }), schema);
    const reply = invalidReply("login", submission);
    expect(reply.init?.status).toBe(422);
    const initialValue = reply.data.result.initialValue ?? {};
    for (const name of SECRET_FIELDS) expect(initialValue, name).not.toHaveProperty(name);
    expect(JSON.stringify(reply.data)).not.toContain("secret-");
  });
});
