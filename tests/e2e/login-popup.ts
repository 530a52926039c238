import type { Page } from "@playwright/test";
import { PACKS } from "../../app/i18n/packs.server";
import type { Pack } from "../../app/i18n/pack";
import { expect, HYDRATION } from "./fixtures";

// The sign-in popup as the auth tests drive it: tests/e2e/auth.spec.ts (what differs by brand) and features/sign-in.spec.ts.

/** A language's pack: the popup's texts as the visitor sees them (the brands override none of these). */
export const packOf = (language: keyof typeof PACKS): Pack => {
  const pack = PACKS[language];
  if (!pack) throw new Error(`no pack for ${language}`);
  return pack;
};

/** Opens /login and waits until the popup is a live modal (hydrated). */
export async function openPopup(page: Page, t: Pack, options: { path?: string } = {}) {
  const popup = await openServerPopup(page, t, options);
  await expect.poll(() => popup.dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
  return popup;
}

/** Opens /login as the server rendered it (no waiting for hydration: a page without JavaScript never hydrates). */
export async function openServerPopup(page: Page, t: Pack, options: { path?: string } = {}) {
  await page.goto(options.path ?? "/login");
  const dialog = page.getByRole("dialog", { name: t.auth.loginTitle });
  await expect(dialog).toBeVisible();
  const form = dialog.locator("#login-username");
  return {
    dialog,
    form,
    sms: dialog.locator("#login-sms"),
    username: form.getByLabel(t.auth.username, { exact: true }),
    password: form.getByLabel(t.auth.password, { exact: true }),
    submit: form.getByRole("button", { name: t.login.submit, exact: true }),
  };
}
