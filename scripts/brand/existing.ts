import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { importTypeScript } from "../../app/runtime/typescript-module.server";
import { SEEDED_MERCHANTS } from "../../sandbox/seed/merchants";

/** The folders of `brands/` that are brands: the registry skips names starting with "." or "_". */
export function brandFolders(root: string): string[] {
  const dir = join(root, "brands");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[._]/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** A brand's `brand.ts` default export, imported as the server does. */
export async function importBrandConfig(root: string, id: string): Promise<unknown> {
  return (await importTypeScript(join(root, "brands", id, "brand.ts"))).default;
}

/** A brand's `theme.ts` default export (its palettes), imported as the server does. */
export async function importBrandTheme(root: string, id: string, name: "theme.ts" | "theme.draft.ts" = "theme.ts"): Promise<unknown> {
  return (await importTypeScript(join(root, "brands", id, name))).default;
}

interface DomainOwner {
  domain: string;
  brandId: string;
}

/**
 * Every domain the existing brands claim. A config that cannot be imported is a
 * problem: its domains are unknown, so a new brand could collide with them.
 */
export async function claimedDomains(root: string): Promise<{ owners: DomainOwner[]; problems: string[] }> {
  const owners: DomainOwner[] = [];
  const problems: string[] = [];
  for (const id of brandFolders(root)) {
    if (!existsSync(join(root, "brands", id, "brand.ts"))) continue;
    try {
      const config = await importBrandConfig(root, id);
      const domains = (config as { domains?: unknown } | undefined)?.domains;
      if (Array.isArray(domains)) {
        for (const domain of domains) if (typeof domain === "string") owners.push({ domain: domain.toLowerCase(), brandId: id });
      }
    } catch (error) {
      problems.push(`brands/${id}/brand.ts: cannot be read, fix it first (${(error as Error).message})`);
    }
  }
  return { owners, problems };
}

export const SANDBOX_MERCHANTS_DIR = "sandbox/merchants";

/** Merchant codes the sandbox knows: its built-in ones and those defined in `sandbox/merchants/<CODE>.json`. */
export function sandboxMerchantCodes(root: string): Set<string> {
  const dir = join(root, SANDBOX_MERCHANTS_DIR);
  const defined = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".json") && !name.startsWith("."))
        .map((name) => name.slice(0, -".json".length))
    : [];
  return new Set<string>([...SEEDED_MERCHANTS, ...defined]);
}
