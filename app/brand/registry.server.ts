import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { loadBrandPacks, type BrandPacks } from "~/i18n/overrides.server";
import { importTypeScript } from "~/runtime/typescript-module.server";
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
  /** A palette change not yet published (`theme.draft.ts`): shown only in a preview. */
  draftTheme?: BrandTheme;
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
        throw new BrandConfigError(`${entry.file}: domains: "${domain}" is also claimed by brand "${owner.brand.id}" (${owner.file})`);
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

/** The brand folders of `brands/`: folders starting with "." or "_" are skipped. */
function brandFolderNames(projectRoot: string): string[] {
  return readdirSync(join(projectRoot, "brands"), { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && !/^[._]/.test(dirent.name))
    .map((dirent) => dirent.name)
    .sort();
}

/**
 * Loads and validates one brand folder: its config, theme and locale overrides, each file
 * compiled as it is now (so a reload reads the folder again), by the server itself, which may
 * run compiled, without a TypeScript loader (app/runtime/typescript-module.server.ts).
 */
export async function loadBrandFolder(projectRoot: string, folder: string): Promise<BrandEntry> {
  const dir = join(projectRoot, "brands", folder);
  const relDir = `brands/${folder}`;
  const file = `${relDir}/brand.ts`;
  if (!existsSync(join(dir, "brand.ts"))) throw new BrandConfigError(`${file}: missing`);
  if (!existsSync(join(dir, "theme.ts"))) {
    throw new BrandConfigError(`${relDir}/theme.ts: missing (a brand exports its dark and light palettes there)`);
  }
  const imported = async (path: string) => {
    try {
      return (await importTypeScript(path)).default;
    } catch (error) {
      throw new BrandConfigError(
        `${relDir}/${path.slice(dir.length + 1)}: cannot be imported: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  const brand = parseBrandConfig(file, await imported(join(dir, "brand.ts")), folder);
  const theme = parseBrandTheme(`${relDir}/theme.ts`, await imported(join(dir, "theme.ts")));
  const draftFile = join(dir, "theme.draft.ts");
  const draftTheme = existsSync(draftFile) ? parseBrandTheme(`${relDir}/theme.draft.ts`, await imported(draftFile)) : undefined;
  const packs = await loadBrandPacks(brand.languages, dir, relDir).catch((error: Error) => {
    throw new BrandConfigError(error.message);
  });
  return { brand, packs, file, theme, ...(draftTheme ? { draftTheme } : {}) };
}

/**
 * Finds every `brands/<id>/` folder (the folder is the registration), validates
 * its config, theme and locale overrides, and indexes the brands by domain.
 */
export async function loadBrandRegistry(projectRoot: string): Promise<BrandRegistry> {
  const folders = brandFolderNames(projectRoot);
  if (folders.length === 0) throw new BrandConfigError("brands/: no brand folders");
  const entries: BrandEntry[] = [];
  for (const folder of folders) entries.push(await loadBrandFolder(projectRoot, folder));
  return createBrandRegistry(entries);
}

/** What a reload did: the brands now served, and every change it refused (one `file: field: problem` line each). */
export interface ReloadReport {
  brands: string[];
  problems: string[];
}

/** Brands that follow their folders while the server runs (docs/decisions/brand-themes.md, "Live brands"). */
export interface LiveBrandRegistry extends BrandRegistry {
  /** Reads `brands/` again: valid folders are served from now on, an invalid one keeps its last good config. */
  reload(): Promise<ReloadReport>;
}

/**
 * A brand registry that can be reloaded. Each folder is loaded on its own: a folder that
 * fails keeps serving its last good config (a new one is not served), and its problems
 * are reported. Reloads never overlap: one asked for during another runs after it.
 * Sessions are untouched: they are sealed cookies, checked against the brand's id.
 */
export async function createLiveBrandRegistry(projectRoot: string): Promise<LiveBrandRegistry> {
  let current = await loadBrandRegistry(projectRoot);
  // Reloads run one after another, each reading the folders as they are when it starts.
  let queue: Promise<unknown> = Promise.resolve();

  async function reloadOnce(): Promise<ReloadReport> {
    const previous = new Map(current.entries.map((entry) => [entry.brand.id, entry]));
    const problems: string[] = [];
    const entries: BrandEntry[] = [];
    for (const folder of brandFolderNames(projectRoot)) {
      try {
        entries.push(await loadBrandFolder(projectRoot, folder));
      } catch (error) {
        problems.push(...(error instanceof Error ? error.message : String(error)).split("\n"));
        const kept = previous.get(folder);
        if (kept) entries.push(kept);
      }
    }
    try {
      current = createBrandRegistry(entries);
    } catch (error) {
      // Two brands claim one domain: nothing of this reload is served.
      problems.push(error instanceof Error ? error.message : String(error));
    }
    return { brands: current.entries.map((entry) => entry.brand.id), problems };
  }

  const reload = (): Promise<ReloadReport> => {
    const next = queue.then(reloadOnce);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    get entries() {
      return current.entries;
    },
    forHost: (host) => current.forHost(host),
    reload,
  };
}
