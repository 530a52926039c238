import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importTypeScript } from "../../app/runtime/typescript-module.server";
import { merchantDefinitionSchema } from "../../sandbox/seed/merchant-definitions";
import { builtInMerchant, protectionOf, SEEDED_MERCHANTS } from "../../sandbox/seed/merchants";
import type { ProtectionRules } from "../../sandbox/lib/protection-rules";

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

/** The codes defined in `sandbox/merchants/<CODE>.json`, as the sandbox reads the folder. */
function definedMerchantCodes(root: string): string[] {
  const dir = join(root, SANDBOX_MERCHANTS_DIR);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".json") && !name.startsWith("."))
        .map((name) => name.slice(0, -".json".length))
    : [];
}

/** Merchant codes the sandbox knows: its built-in ones and those defined in `sandbox/merchants/<CODE>.json`. */
export function sandboxMerchantCodes(root: string): Set<string> {
  return new Set<string>([...SEEDED_MERCHANTS, ...definedMerchantCodes(root)]);
}

/**
 * What a sandbox merchant keeps that its brands must declare alike, as the sandbox seeds it: its
 * currency (ISO 4217) and its player-protection rules, a built-in merchant's from
 * sandbox/seed/merchants.ts, a defined one's from its file. Both `null` for a file the sandbox
 * would refuse (not JSON, or not a definition): they are unknown until it is fixed.
 */
export type MerchantSettings = Map<string, { currency: string | null; protection: ProtectionRules | null; file: string }>;

/** Every sandbox merchant's settings, by code (the same merchants as `sandboxMerchantCodes`). */
export function sandboxMerchantSettings(root: string): MerchantSettings {
  const settings: MerchantSettings = new Map();
  for (const code of SEEDED_MERCHANTS) {
    const merchant = builtInMerchant(code);
    settings.set(code, { currency: merchant.currency, protection: protectionOf(merchant), file: "sandbox/seed/merchants.ts" });
  }
  for (const code of definedMerchantCodes(root)) {
    // A file of a built-in code is refused by the sandbox: the built-in merchant stands.
    if (settings.has(code)) continue;
    const file = `${SANDBOX_MERCHANTS_DIR}/${code}.json`;
    let known: { currency: string; protection: ProtectionRules } | null = null;
    try {
      const definition = merchantDefinitionSchema.safeParse(JSON.parse(readFileSync(join(root, file), "utf8")));
      if (definition.success) known = { currency: definition.data.currency, protection: protectionOf(definition.data) };
    } catch {
      // Not JSON: the sandbox refuses the file, naming it; its settings stay unknown.
    }
    settings.set(code, { currency: known?.currency ?? null, protection: known?.protection ?? null, file });
  }
  return settings;
}
