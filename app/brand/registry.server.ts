import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadBrandPacks, type BrandPacks } from "~/i18n/overrides.server";
import { brandSchema, type Brand } from "./schema";
import { brandTheme, brandThemeSchema, type BrandTheme } from "./theme.server";

export interface BrandEntry {
  brand: Brand;
  /** The brand's languages that have a pack, with its overrides merged in. */
  packs: BrandPacks;
  /** Where the config lives, relative to the project (`brands/aurora/brand.ts`). */
  file: string;
  /** The brand's stylesheet of its dark and light palettes (`theme.ts`). */
  theme: BrandTheme;
}

export interface BrandRegistry {
  readonly entries: readonly BrandEntry[];
  /** The brand answering on a `Host` header value; the port is ignored. */
  forHost(host: string | undefined): BrandEntry | undefined;
}

/** A brand folder that cannot be served. The message names the file and field of every problem. */
export class BrandConfigError extends Error {
  override name = "BrandConfigError";
}

/** Validates one brand config; the folder name must be its id. */
export function parseBrandConfig(file: string, raw: unknown, folder: string): Brand {
  const result = brandSchema.safeParse(raw);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${file}: ${issue.path.join(".") || "default export"}: ${issue.message}`);
  if (result.success && result.data.id !== folder) {
    problems.push(`${file}: id: must be the folder name "${folder}"`);
  }
  if (!result.success || problems.length > 0) throw new BrandConfigError(problems.join("\n"));
  return result.data;
}

/** Validates one brand's `theme.ts` export and makes its stylesheet. */
export function parseBrandTheme(file: string, raw: unknown): BrandTheme {
  const result = brandThemeSchema.safeParse(raw);
  if (!result.success) {
    throw new BrandConfigError(
      result.error.issues.map((issue) => `${file}: ${issue.path.join(".") || "default export"}: ${issue.message}`).join("\n"),
    );
  }
  return brandTheme(result.data);
}

/** Indexes brands by domain, refusing a domain that two brands claim. */
export function createBrandRegistry(entries: BrandEntry[]): BrandRegistry {
  const byDomain = new Map<string, BrandEntry>();
  for (const entry of entries) {
    for (const domain of entry.brand.domains) {
      const owner = byDomain.get(domain);
      if (owner) {
        throw new BrandConfigError(
          `${entry.file}: domains: "${domain}" is also claimed by brand "${owner.brand.id}" (${owner.file})`,
        );
      }
      byDomain.set(domain, entry);
    }
  }
  return {
    entries,
    forHost: (host) => (host ? byDomain.get(hostName(host)) : undefined),
  };
}

function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0];
}

/**
 * Finds every `brands/<id>/` folder (the folder is the registration), validates
 * its config, theme and locale overrides, and indexes the brands by domain.
 * Folders starting with "." or "_" are skipped.
 */
export async function loadBrandRegistry(projectRoot: string): Promise<BrandRegistry> {
  const brandsDir = join(projectRoot, "brands");
  const folders = readdirSync(brandsDir, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && !/^[._]/.test(dirent.name))
    .map((dirent) => dirent.name)
    .sort();
  if (folders.length === 0) throw new BrandConfigError("brands/: no brand folders");

  const entries: BrandEntry[] = [];
  for (const folder of folders) {
    const dir = join(brandsDir, folder);
    const relDir = `brands/${folder}`;
    const file = `${relDir}/brand.ts`;
    if (!existsSync(join(dir, "brand.ts"))) throw new BrandConfigError(`${file}: missing`);
    if (!existsSync(join(dir, "theme.ts"))) {
      throw new BrandConfigError(`${relDir}/theme.ts: missing (a brand exports its dark and light palettes there)`);
    }
    const module = (await import(pathToFileURL(join(dir, "brand.ts")).href)) as { default?: unknown };
    const brand = parseBrandConfig(file, module.default, folder);
    const themeModule = (await import(pathToFileURL(join(dir, "theme.ts")).href)) as { default?: unknown };
    const theme = parseBrandTheme(`${relDir}/theme.ts`, themeModule.default);
    const packs = await loadBrandPacks(brand.languages, dir, relDir).catch((error: Error) => {
      throw new BrandConfigError(error.message);
    });
    entries.push({ brand, packs, file, theme });
  }
  return createBrandRegistry(entries);
}
