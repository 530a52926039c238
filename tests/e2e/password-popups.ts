import type { Page } from "@playwright/test";
import type { Pack } from "../../app/i18n/pack";
import type { RegisterRule } from "../../app/platform/contract";
import { AURORA_RULES, LUMEN_RULES, TALA_RULES } from "../../sandbox/seed/register-rules";
import { controlHeaders } from "./control-token";
import { expect, HYDRATION } from "./fixtures";

/** What the password popups' browser tests share: the per-brand ones and the reference brand's flows. */

export const MEMBER_PASSWORD = "Member#2026";
/**
 * A new password the brand's merchant's password rule accepts: AURORA's wants a special
 * character, LUMEN's allows letters and digits only.
 */
export function newPasswordFor(merchantCode: string): string {
  const rules = ({ AURORA: AURORA_RULES, LUMEN: LUMEN_RULES, TALA: TALA_RULES } as Record<string, RegisterRule[]>)[merchantCode];
  const rule = rules?.find((candidate) => candidate.field === "password");
  const password = ["Fresh#Pass9", "FreshPass9"].find((candidate) => !rule || new RegExp(rule.acceptedPattern).test(candidate));
  if (!password) throw new Error(`no test password passes ${merchantCode}'s password rule`);
  return password;
}

/** A value the sandbox's control surface answers (the e2e `control` fixture only posts). */
export async function controlValue<T>(sandboxUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${sandboxUrl}/__control/${path}`, {
    method: "POST",
    headers: controlHeaders(token),
    body: JSON.stringify(body),
  });
  expect(response.ok, `control ${path} answered ${response.status}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** Waits until the popup named `title` is a live modal (hydrated). */
export async function popup(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
  return dialog;
}

/** Signs in through the login popup's username form (its answer is left to the caller). */
export async function signIn(page: Page, t: Pack, username: string, password: string) {
  await page.goto("/login");
  const dialog = await popup(page, t.auth.loginTitle);
  const form = dialog.locator("#login-username");
  await form.getByLabel(t.auth.username, { exact: true }).fill(username);
  await form.getByLabel(t.auth.password, { exact: true }).fill(password);
  await form.getByRole("button", { name: t.login.submit, exact: true }).click();
}
