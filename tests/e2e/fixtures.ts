import { test as base, expect } from "@playwright/test";
import type { Brand } from "../../app/brand/schema";

/** Per-brand fixtures: the brand's validated config and the sandbox's control surface. */
export const test = base.extend<
  { brand: Brand; control: (path: string, body?: unknown) => Promise<void> },
  { brandId: string; sandboxUrl: string }
>({
  brandId: ["", { option: true, scope: "worker" }],
  sandboxUrl: ["", { option: true, scope: "worker" }],
  brand: async ({ brandId }, use) => {
    const module = (await import(`../../brands/${brandId}/brand.ts`)) as { default: Brand };
    await use(module.default);
  },
  control: async ({ sandboxUrl, brand }, use) => {
    const calls: string[] = [];
    await use(async (path, body = {}) => {
      const target = path.replace(":merchant", brand.merchantCode);
      calls.push(target);
      const response = await fetch(`${sandboxUrl}/__control/${target}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.ok, `control ${target}`).toBe(true);
    });
    // Whatever a test changed on the platform is undone for the next one.
    if (calls.length) await fetch(`${sandboxUrl}/__control/reset`, { method: "POST" });
  },
});

export { expect };
