import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { MerchantCatalogue, MerchantFileResult, NewMerchant } from "../app/brand/onboarding/merchants";
import type { ProtectionRules } from "./lib/protection-rules";
import { merchantDefinitionSchema } from "./seed/merchant-definitions";
import { builtInMerchant, protectionOf, SEEDED_MERCHANTS } from "./seed/merchants";

/** Where a merchant defined in a file lives, relative to the project (`<CODE>.json`). */
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

/** Every sandbox merchant's settings, by code (the same merchants as `sandboxMerchantCodes`), as the files are now. */
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

/**
 * A definition as the project's formatter writes it (short lists on one line), so a new brand
 * passes `npm run lint` as written. The formatter is a development tool: where it is not
 * installed, the definition is written as JSON.stringify indents it.
 */
async function formatted(path: string, content: string, root: string): Promise<string> {
  try {
    const { format, resolveConfig } = await import("prettier");
    return await format(content, { ...(await resolveConfig(join(root, path))), filepath: path });
  } catch {
    return content;
  }
}

/**
 * The sandbox's merchants as a new brand sees them (app/brand/onboarding/merchants.ts): those of
 * `root` as its files are now, and a new one defined in `sandbox/merchants/<CODE>.json`, checked
 * with the schema the sandbox loads the file with, so a definition it would refuse is never written.
 */
export function sandboxMerchantCatalogue(root: string): MerchantCatalogue {
  const settings = sandboxMerchantSettings(root);
  return {
    merchant: (code) => settings.get(code),
    async definitionFile(merchant: NewMerchant): Promise<MerchantFileResult> {
      const path = `${SANDBOX_MERCHANTS_DIR}/${merchant.code}.json`;
      const definition = merchantDefinitionSchema.safeParse(merchant);
      if (!definition.success) {
        return { ok: false, problems: definition.error.issues.map((issue) => `${path}: ${issue.path.join(".")}: ${issue.message}`) };
      }
      return { ok: true, file: { path, content: await formatted(path, `${JSON.stringify(definition.data, null, 2)}\n`, root) } };
    },
  };
}
