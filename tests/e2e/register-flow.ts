import type { Page } from "@playwright/test";
import type { Pack } from "../../app/i18n/pack";
import { controlHeaders } from "./control-token";
import { expect, hydrated } from "./fixtures";

/** What the registration specs share (this spec folder's, lumen's mobile registration). */

/** A value of the sandbox's control surface (the `control` fixture answers nothing). */
export async function controlValue<T>(sandboxUrl: string, token: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${sandboxUrl}/__control/${path}`, {
    method: "POST",
    headers: controlHeaders(token),
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T };
  expect(envelope.success, path).toBe(true);
  return envelope.value;
}

export async function openRegister(page: Page, t: Pack) {
  await page.goto("/register");
  const dialog = page.getByRole("dialog", { name: t.auth.registerTitle });
  await expect(dialog).toBeVisible();
  await hydrated(dialog.getByRole("button", { name: t.register.submit, exact: true }).first());
  return dialog;
}

/** Unique per run: the browser tests' sandbox keeps its data between runs. */
export const suffix = () => String(Date.now()).slice(-7);
