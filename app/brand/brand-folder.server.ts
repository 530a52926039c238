import { randomBytes } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * A brand folder as opaque files: its path relative to the part (`brand.yaml`,
 * `locales/en.json`, `assets/logo.svg`, always with `/`) → its bytes. Nothing here knows the
 * files' format: publishing, rolling back and sharing a brand across instances copy files.
 */
export type BrandFiles = Map<string, Buffer>;

/**
 * The two parts of `brands/<id>/`: `live` is what players are served (every file but `draft/` and
 * `e2e/`), `draft` is `draft/`'s files (a full copy of the brand, shown only in a preview).
 * `e2e/` holds the browser tests' fixtures: never read, never written, never shared.
 */
export type BrandPart = "live" | "draft";

const DRAFT = "draft";
const E2E = "e2e";

/** A brand id as the schema allows it: also what keeps an id from Redis or a form inside `brands/`. */
const BRAND_ID = /^[a-z][a-z0-9-]{0,39}$/;

export class BrandFolderError extends Error {
  override name = "BrandFolderError";
}

export function assertBrandId(id: string): void {
  if (!BRAND_ID.test(id)) throw new BrandFolderError(`"${id}" is not a brand id (a lowercase slug)`);
}

/**
 * A file's path as the folder's maps hold it: relative, `/`-separated, no empty, `.` or `..`
 * segment, no NUL; the live part's top level never names `draft/` or `e2e/`. A path that breaks
 * these (from a stored version or another instance's state) is refused rather than written.
 */
function checkedPath(path: string, part: BrandPart): string {
  const segments = path.split("/");
  const bad =
    path.length === 0 ||
    path.length > 512 ||
    path.includes("\0") ||
    path.includes("\\") ||
    segments.some((segment) => segment === "" || segment === "." || segment === "..") ||
    segments[0] === E2E ||
    (part === "live" && segments[0] === DRAFT);
  if (bad) throw new BrandFolderError(`"${path}" is not a file path a brand's ${part} part can hold`);
  return path;
}

export const brandsDir = (root: string) => join(root, "brands");
export const brandDir = (root: string, id: string) => join(brandsDir(root), id);
const partDir = (root: string, id: string, part: BrandPart) => (part === "live" ? brandDir(root, id) : join(brandDir(root, id), DRAFT));

/** Every regular file under `dir` (links and other kinds skipped), by path relative to it, sorted. */
function readTree(dir: string, skipTop: readonly string[]): BrandFiles {
  const found: [string, Buffer][] = [];
  const walk = (absolute: string, relative: string) => {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && skipTop.includes(entry.name)) continue;
      if (entry.isDirectory()) walk(join(absolute, entry.name), path);
      else if (entry.isFile()) found.push([path, readFileSync(join(absolute, entry.name))]);
    }
  };
  if (existsSync(dir) && lstatSync(dir).isDirectory()) walk(dir, "");
  found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(found);
}

/**
 * A brand's files as they are on disk: `live` (everything but `draft/` and `e2e/`) or `draft`
 * (`draft/`'s files, `e2e/` there skipped too). A brand or draft that does not exist has no files.
 */
export function readBrandFolder(root: string, id: string, options: { part: BrandPart }): BrandFiles {
  assertBrandId(id);
  return readTree(partDir(root, id, options.part), options.part === "live" ? [DRAFT, E2E] : [E2E]);
}

/** Whether two file sets hold the same paths with the same bytes. */
export function sameBrandFiles(a: BrandFiles, b: BrandFiles): boolean {
  if (a.size !== b.size) return false;
  for (const [path, bytes] of a) {
    const other = b.get(path);
    if (!other || !other.equals(bytes)) return false;
  }
  return true;
}

/** The files as JSON can hold them: path → base64 (for the console's store and Redis). */
export function encodeBrandFiles(files: BrandFiles): Record<string, string> {
  return Object.fromEntries([...files].map(([path, bytes]) => [path, bytes.toString("base64")]));
}

export function decodeBrandFiles(encoded: Record<string, string>): BrandFiles {
  return new Map(
    Object.entries(encoded)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([path, base64]) => [path, Buffer.from(base64, "base64")]),
  );
}

/** A name beside the brand folders that the registry skips (it skips names starting with "."). */
const scratch = (root: string, id: string, what: string) => join(brandsDir(root), `.${id}.${what}-${randomBytes(6).toString("hex")}`);

const SCRATCH = /^\.[a-z][a-z0-9-]*\.(live|draft)-(staging|old)-[0-9a-f]{12}$/;
/** Older than this, a scratch folder is no write in progress but one a stopped process left. */
const SCRATCH_STALE_MS = 60_000;

/** Removes the scratch folders a process stopped in the middle of a write left beside the brand folders. */
export function removeStaleScratch(root: string, now = Date.now()): string[] {
  if (!existsSync(brandsDir(root))) return [];
  const removed: string[] = [];
  for (const name of readdirSync(brandsDir(root))) {
    const path = join(brandsDir(root), name);
    if (SCRATCH.test(name) && now - lstatSync(path).mtimeMs > SCRATCH_STALE_MS) {
      rmSync(path, { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

function writeTree(dir: string, files: BrandFiles, part: BrandPart): void {
  mkdirSync(dir, { recursive: true });
  for (const [path, bytes] of files) {
    const file = join(dir, ...checkedPath(path, part).split("/"));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
}

/**
 * Replaces one part of a brand folder with `files`, the whole part at once: the files are
 * written into a staging folder beside the brand folders, then renamed into place, so a reload
 * never reads half a change (a reload that runs in the instant between the two renames misses
 * the brand and the next one, which the write itself triggers, finds it again). The live part
 * keeps the folder's `draft/` and `e2e/` (moved into the new folder, not copied). A part with no
 * files is removed: an empty draft removes `draft/`; an empty live part removes the brand's
 * whole folder, its draft and `e2e/` included (a brand without live files is no brand).
 * Synchronous, so that two writes in one process never interleave.
 */
export function writeBrandFolder(root: string, id: string, files: BrandFiles, options: { part: BrandPart }): void {
  assertBrandId(id);
  const { part } = options;
  for (const path of files.keys()) checkedPath(path, part);
  const target = partDir(root, id, part);
  mkdirSync(brandsDir(root), { recursive: true });
  if (part === "draft" && files.size > 0 && !existsSync(brandDir(root, id))) {
    throw new BrandFolderError(`brands/${id}: no such brand, so no draft`);
  }

  let staging: string | undefined;
  if (files.size > 0) {
    staging = scratch(root, id, `${part}-staging`);
    writeTree(staging, files, part);
  }
  const old = existsSync(target) ? scratch(root, id, `${part}-old`) : undefined;
  try {
    if (old) renameSync(target, old);
    if (staging) {
      // The live part's companions move over from the folder it replaces.
      if (part === "live" && old) {
        for (const kept of [DRAFT, E2E]) if (existsSync(join(old, kept))) renameSync(join(old, kept), join(staging, kept));
      }
      renameSync(staging, target);
      staging = undefined;
    }
  } catch (error) {
    // Put the old part back, so a failed write leaves the folder as it was.
    if (old && !existsSync(target) && existsSync(old)) {
      if (part === "live" && staging) {
        for (const kept of [DRAFT, E2E]) if (existsSync(join(staging, kept))) renameSync(join(staging, kept), join(old, kept));
      }
      renameSync(old, target);
    }
    throw error;
  } finally {
    if (staging) rmSync(staging, { recursive: true, force: true });
  }
  if (old) rmSync(old, { recursive: true, force: true });
}

/** One change to a brand, as the console makes it. */
export interface BrandChange {
  id: string;
  /** The brand's live files from now on; absent: unchanged; empty: the brand is removed. */
  live?: BrandFiles;
  /** The brand's draft from now on; absent: unchanged; null or empty: the draft is removed. */
  draft?: BrandFiles | null;
  /**
   * When the reload that follows reports a problem in this brand's files, put the files as they
   * were back and share nothing (`refused` in the report): a publish or rollback is served whole
   * or not at all. Otherwise the files stay written and the brand keeps its last good config.
   */
  refuseProblems?: boolean;
}

/** What a change did here. */
export interface BrandChangeReport {
  /**
   * The problems the reload that followed reported for this brand (`file: field: problem`): when
   * any, the brand keeps serving its last good config.
   */
  problems: string[];
  /** The change was undone for its problems (`refuseProblems`). */
  refused: boolean;
  /** Whether the other instances were told: `false` without Redis, `"pending"` while Redis does not answer (sent when it does). */
  shared: boolean | "pending";
}

/**
 * The one way the console writes brands (server/brand-sync.ts): every change is written
 * atomically, served at once by this instance and, with Redis, by every other.
 */
export interface BrandChanges {
  read(id: string, part: BrandPart): BrandFiles;
  applyBrandChange(change: BrandChange): Promise<BrandChangeReport>;
}
