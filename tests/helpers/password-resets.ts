import { expect } from "vitest";
import { seededEmail } from "../../sandbox/seed/passwords";
import { solvedBotCheck } from "./bot-check";
import type { TestPortal } from "./portal";
import type { TestSandbox } from "./sandbox";

/** A new password that passes every seeded merchant's password rule. */
export const RESET_PASSWORD = "Reset#Pass26";

/** Where a visitor's forgot-password posts go: a portal's request, and a form post's headers for a brand. */
export interface ResetVia {
  request: TestPortal["request"];
  post(brand: string): Record<string, string>;
}

/** Seeded player `n` of AURORA: `player<nnn>`, whose verified e-mail and mobile number (`+63 9180000nnn`) are on file. */
export const seededPlayer = (n: number) => {
  const digits = String(n).padStart(3, "0");
  return { username: `player${digits}`, mobile: `9180000${digits}` };
};

/** Resets seeded player `n`'s forgotten password on AURORA as a visitor does: by the e-mailed link. */
export async function resetByLink(sb: TestSandbox, via: ResetVia, n: number): Promise<void> {
  const { username } = seededPlayer(n);
  const email = seededEmail(username, "AURORA");
  const asked = await via.request("aurora", "/forgot-password", {
    form: { method: "email", username, email },
    headers: via.post("aurora"),
  });
  expect(asked.status, asked.body.slice(0, 200)).toBe(302);
  const { resetToken } = (await sb.control("/merchants/AURORA/email/last", { to: email })) as { resetToken: string };
  const reset = await via.request("aurora", `/reset-password?token=${resetToken}`, {
    form: { token: resetToken, newPassword: RESET_PASSWORD, confirmNewPassword: RESET_PASSWORD },
    headers: via.post("aurora"),
  });
  expect([reset.status, reset.headers.location]).toEqual([302, "/"]);
}

/** Resets seeded player `n`'s forgotten password on AURORA as a visitor does: by the code sent to the mobile number (the send behind its bot check). */
export async function resetBySms(sb: TestSandbox, via: ResetVia, n: number): Promise<void> {
  const { mobile } = seededPlayer(n);
  const form = { method: "mobile", country: "PH", mobile };
  const smsBotCheck = await solvedBotCheck(via.request, "aurora", "sms");
  const sent = await via.request("aurora", "/forgot-password", {
    form: { ...form, intent: "send-code", smsBotCheck },
    headers: via.post("aurora"),
  });
  expect(sent.status, sent.body.slice(0, 200)).toBe(200);
  const { code } = (await sb.control("/merchants/AURORA/sms/last", { mobile: `63${mobile}`, purpose: "reset" })) as { code: string };
  const reset = await via.request("aurora", "/forgot-password", {
    form: { ...form, intent: "reset", code, newPassword: RESET_PASSWORD },
    headers: via.post("aurora"),
  });
  expect([reset.status, reset.headers.location]).toEqual([302, "/"]);
}
