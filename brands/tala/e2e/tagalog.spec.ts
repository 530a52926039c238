/**
 * Tala speaks Tagalog first: its pages, and what the platform serves on them (the banners'
 * pictures, the deposit methods), are in Tagalog, each concept in the glossary's word.
 */
import { GLOSSARIES } from "../../../app/i18n/glossary.server";
import { createPlatformClient } from "../../../app/platform/client.server";
import { expect, test } from "../../../tests/e2e/fixtures";
import { signIn } from "../../../tests/e2e/member-session";
import { controlValue, popup } from "../../../tests/e2e/password-popups";

test.describe("Tagalog", () => {
  test("the home's banner picture carries its Tagalog title, not the English one", async ({ page, brand, sandboxUrl }) => {
    expect(brand.defaultLanguage).toBe("TY");
    const platform = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode });
    // The first banner the carousel shows: tala leaves out those leading to cockfight, which it does not offer.
    const shown = (list: Array<{ title: string; linkage: { type: string; target: string } }>) =>
      list.find((banner) => !(banner.linkage.type === "GAME" && banner.linkage.target.startsWith("COCKFIGHT-")))!.title;
    const [tagalog, english] = await Promise.all(
      (["TY", "EN"] as const).map(async (language) => shown((await platform.content.banners({ groupName: "w_home", language })).list)),
    );
    expect(tagalog).not.toBe(english);

    await page.goto("/");
    const banner = page.locator('[data-section="banners"] img').first();
    await expect(banner).toHaveAttribute("alt", tagalog);
    // The picture the page points at, fetched from the sandbox that draws it (whatever image host the brand names).
    const src = new URL((await banner.getAttribute("src")) ?? "", page.url());
    const picture = await fetch(`${sandboxUrl}${src.pathname}${src.search}`);
    expect(picture.ok).toBe(true);
    const drawn = await picture.text();
    expect(drawn).toContain(`>${tagalog}</text>`);
    expect(drawn).not.toContain(english);
  });

  test("the deposit page names the platform's methods and the member centre in Tagalog", async ({
    page,
    context,
    brand,
    sandboxUrl,
    baseURL,
    packs,
  }) => {
    const t = packs.of("TY");
    await signIn(context, brand, sandboxUrl, baseURL!);
    await page.goto("/member/depositv2");
    await expect(page.getByRole("heading", { name: GLOSSARIES.TY!.terms.bankTransfer })).toBeVisible();
    await expect(page.getByRole("link", { name: GLOSSARIES.TY!.terms.bankTransfer })).toBeVisible();
    await expect(page.getByRole("link", { name: t.member.nav.transferFund })).toBeVisible();
    expect(t.member.nav.transferFund).toBe(GLOSSARIES.TY!.terms.wallet);
    await expect(page.getByText(GLOSSARIES.EN!.terms.bankTransfer)).toHaveCount(0);
  });

  test("the password reset email comes in Tagalog", async ({ page, packs, sandboxUrl, controlToken }) => {
    const t = packs.of("TY");
    // Asking for a link changes nothing on the account (the other tests sign demo_member in).
    const address = "demo_member@tala.example";
    await page.goto("/forgot-password?method=email");
    const dialog = await popup(page, t.passwords.forgotTitle);
    const form = dialog.locator("#forgot-email");
    await form.getByLabel(t.passwords.username, { exact: true }).fill("demo_member");
    await form.getByLabel(t.passwords.email, { exact: true }).fill(address);
    await form.getByRole("button", { name: t.passwords.sendLink }).click();
    await expect(dialog.getByRole("status")).toHaveText(t.passwords.emailSent);
    const email = await controlValue<{ subject: string; body: string }>(sandboxUrl, controlToken, "merchants/TALA/email/last", {
      to: address,
    });
    expect(email.subject).toBe("Tala Games: i-reset ang iyong password");
    expect(email.body).toContain("para pumili ng bagong password");
  });
});
