import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadBrandPacks, type BrandPacks } from "~/i18n/overrides.server";
import { BRAND_FILE, DRAFT_FOLDER, issueLines, readYaml, THEME_FILE } from "./brand-files";
import { brandSchema, type Brand } from "./schema";
import { brandTheme, type BrandTheme } from "./theme.server";
import { brandThemeSchema } from "./theme-schema";

export interface BrandEntry {
  brand: Brand;
  /** The brand's languages that have a pack, with its overrides merged in. */
  packs: BrandPacks;
  /** Where the config lives, relative to the project (`brands/aurora/brand.yaml`; a draft's `brands/aurora/draft/brand.yaml`). */
  file: string;
  /** The folder its files are read from (absolute: `…/brands/aurora`, a draft's `…/brands/aurora/draft`): its assets too. */
  dir: string;
  /** The brand's stylesheet of its dark and light palettes (`theme.yaml`). */
  theme: BrandTheme;
  /**
   * The brand's draft (`brands/<id>/draft/`: a full copy of its files, changed and not yet
   * published), served instead of the brand to a request that previews it. Never a draft of its own.
   */
  draft?: BrandEntry;
}

export interface BrandRegistry {
  readonly entries: readonly BrandEntry[];
  /**
   * What the load that made this registry refused without stopping a brand (a draft that does not
   * load: the brand is served without it), one `file: field: problem` line each.
   */
  readonly problems: readonly string[];
  /** The brand answering on a `Host` header value; the port is ignored. */
  forHost(host: string | undefined): BrandEntry | undefined;
}

/** A brand folder that cannot be served. The message names the file and field of every problem. */
export class BrandConfigError extends Error {
  override name = "BrandConfigError";
}

/** Validates one brand config; its id must be the name of the brand's folder. */
export function parseBrandConfig(file: string, raw: unknown, folder: string): Brand {
  const result = brandSchema.safeParse(raw);
  const problems = result.success ? [] : issueLines(result.error.issues).map((line) => `${file}: ${line}`);
  if (result.success && result.data.id !== folder) {
    problems.push(`${file}: id: must be the folder name "${folder}"`);
  }
  if (!result.success || problems.length > 0) throw new BrandConfigError(problems.join("\n"));
  return result.data;
}

/** Validates one brand's palettes (its `theme.yaml`) and makes its stylesheet. */
export function parseBrandTheme(file: string, raw: unknown): BrandTheme {
  const result = brandThemeSchema.safeParse(raw);
  if (!result.success)
    throw new BrandConfigError(
      issueLines(result.error.issues)
        .map((line) => `${file}: ${line}`)
        .join("\n"),
    );
  return brandTheme(result.data);
}

/** Indexes brands by domain, refusing a domain that two brands claim. */
export function createBrandRegistry(entries: BrandEntry[], problems: readonly string[] = []): BrandRegistry {
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
    problems,
    forHost: (host) => (host ? byDomain.get(hostName(host)) : undefined),
  };
}

function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0];
}

/** The brand folders of `brands/` (none without it): folders starting with "." or "_" are skipped (a folder being written). */
export function brandFolders(projectRoot: string): string[] {
  const dir = join(projectRoot, "brands");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && !/^[._]/.test(dirent.name))
    .map((dirent) => dirent.name)
    .sort();
}

/** A brand file's YAML as plain data; a file missing, unreadable or not YAML stops with its line. */
function readBrandFile(projectRoot: string, file: string, missing: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(projectRoot, file), "utf8");
  } catch (error) {
    const absent = error instanceof Error && "code" in error && error.code === "ENOENT";
    throw new BrandConfigError(
      `${file}: ${absent ? missing : `cannot be read: ${error instanceof Error ? error.message : String(error)}`}`,
    );
  }
  const read = readYaml(text);
  if (!read.ok) throw new BrandConfigError(read.problems.map((line) => `${file}: ${line}`).join("\n"));
  return read.value;
}

/**
 * One brand's files in `relDir` (the brand's folder, or its draft folder): its config (whose id
 * must be `id`), its palettes and its locale overrides, each read as it is now (a reload reads
 * the folder again) and validated.
 */
async function loadBrandFiles(projectRoot: string, relDir: string, id: string): Promise<BrandEntry> {
  const file = `${relDir}/${BRAND_FILE}`;
  const themeFile = `${relDir}/${THEME_FILE}`;
  const brand = parseBrandConfig(file, readBrandFile(projectRoot, file, "missing"), id);
  const theme = parseBrandTheme(
    themeFile,
    readBrandFile(projectRoot, themeFile, "missing (a brand gives its dark and light palettes there)"),
  );
  const packs = await loadBrandPacks(brand.languages, join(projectRoot, relDir), relDir).catch((error: Error) => {
    throw new BrandConfigError(error.message);
  });
  return { brand, packs, file, dir: join(projectRoot, relDir), theme };
}

/** One brand folder as loaded: the brand (with its draft when it has one that loads), and what its draft got wrong. */
export interface LoadedBrandFolder {
  entry: BrandEntry;
  /** The draft's problems, one `file: field: problem` line each: they never stop the brand. */
  problems: string[];
}

const problemLines = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n");

/**
 * Loads and validates one brand folder (a problem of the brand's own files throws), and its
 * draft folder when there is one. A draft that does not load is reported, and the brand is
 * served with `previousDraft` (the draft it had before the reload) or with none.
 */
export async function loadBrandFolder(projectRoot: string, folder: string, previousDraft?: BrandEntry): Promise<LoadedBrandFolder> {
  const entry = await loadBrandFiles(projectRoot, `brands/${folder}`, folder);
  const draftDir = `brands/${folder}/${DRAFT_FOLDER}`;
  if (!existsSync(join(projectRoot, draftDir))) return { entry, problems: [] };
  try {
    return { entry: { ...entry, draft: await loadBrandFiles(projectRoot, draftDir, folder) }, problems: [] };
  } catch (error) {
    return { entry: previousDraft ? { ...entry, draft: previousDraft } : entry, problems: problemLines(error) };
  }
}

/**
 * Finds every `brands/<id>/` folder (the folder is the registration), validates its config,
 * theme and locale overrides, and indexes the brands by domain. A brand's problem stops the load;
 * a draft's is listed in the registry's `problems`.
 */
export async function loadBrandRegistry(projectRoot: string): Promise<BrandRegistry> {
  const folders = brandFolders(projectRoot);
  if (folders.length === 0) throw new BrandConfigError("brands/: no brand folders");
  const entries: BrandEntry[] = [];
  const problems: string[] = [];
  for (const folder of folders) {
    const loaded = await loadBrandFolder(projectRoot, folder);
    entries.push(loaded.entry);
    problems.push(...loaded.problems);
  }
  return createBrandRegistry(entries, problems);
}

/** What a reload did: the brands now served, and every change it refused (one `file: field: problem` line each). */
export interface ReloadReport {
  brands: string[];
  problems: string[];
}

/** Brands that follow their folders while the server runs (docs/decisions/brand-themes.md, "Live brands"). */
export interface LiveBrandRegistry extends BrandRegistry {
  /**
   * Reads `brands/` again: valid folders are served from now on, an invalid one keeps its last
   * good config (a draft that does not load, its last good draft).
   */
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
    const draftProblems: string[] = [];
    const entries: BrandEntry[] = [];
    for (const folder of brandFolders(projectRoot)) {
      const kept = previous.get(folder);
      try {
        const loaded = await loadBrandFolder(projectRoot, folder, kept?.draft);
        entries.push(loaded.entry);
        draftProblems.push(...loaded.problems);
      } catch (error) {
        problems.push(...problemLines(error));
        if (kept) entries.push(kept);
      }
    }
    problems.push(...draftProblems);
    try {
      current = createBrandRegistry(entries, draftProblems);
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
    get problems() {
      return current.problems;
    },
    forHost: (host) => current.forHost(host),
    reload,
  };
}
