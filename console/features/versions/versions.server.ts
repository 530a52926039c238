import {
  decodeBrandFiles,
  encodeBrandFiles,
  sameBrandFiles,
  type BrandChangeReport,
  type BrandChanges,
  type BrandFiles,
} from "~/brand/brand-folder.server";
import type { ConsoleStore } from "../../store/database.server";
import { recordAudit } from "../audit/audit.server";
import { versionDiff, type FileDiff } from "./diff.server";

/**
 * A brand's published versions (docs/decisions/brand-versions.md). Publishing copies the draft's
 * files over the live files and records them as the brand's next numbered version; rolling back
 * publishes an earlier version's files as a new version. The files go through `BrandChanges`
 * (server/brand-sync.ts), which writes them atomically and makes them live on every instance;
 * this store keeps the history. Files are opaque here: whatever the brand folder holds.
 */

/** Who acts: a staff member, by id and e-mail (null id: the command line or a seed). */
export interface StaffRef {
  id: number | null;
  email: string;
}

export interface VersionSummary {
  brandId: string;
  number: number;
  /** "baseline": the brand as it was before its first publish here. */
  kind: "baseline" | "publish" | "rollback";
  /** For a rollback: the version it put back. */
  sourceNumber: number | null;
  staffId: number | null;
  email: string;
  createdAt: Date;
  note: string;
}

export interface BrandVersion extends VersionSummary {
  files: BrandFiles;
}

/** Why a publish or rollback did not happen; `problems` when the brand's files were refused (`file: field: problem`). */
export class VersionError extends Error {
  override name = "VersionError";
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length > 0 ? `${message}\n${problems.join("\n")}` : message);
  }
}

export interface Published {
  version: VersionSummary;
  /** What the change did: served here, and whether the other instances were told. */
  report: BrandChangeReport;
}

const MAX_NOTE = 500;

interface VersionRow {
  brand_id: string;
  number: number;
  kind: VersionSummary["kind"];
  source_number: number | null;
  staff_id: number | null;
  email: string;
  created_at: number;
  note: string;
}

const summaryOf = (row: VersionRow): VersionSummary => ({
  brandId: row.brand_id,
  number: row.number,
  kind: row.kind,
  sourceNumber: row.source_number,
  staffId: row.staff_id,
  email: row.email,
  createdAt: new Date(row.created_at),
  note: row.note,
});

const SUMMARY_COLUMNS = "brand_id, number, kind, source_number, staff_id, email, created_at, note";

/** The brand's versions, newest first. */
export function listVersions(store: ConsoleStore, brandId: string): VersionSummary[] {
  return (
    store.prepare(`SELECT ${SUMMARY_COLUMNS} FROM brand_versions WHERE brand_id = ? ORDER BY number DESC`).all(brandId) as VersionRow[]
  ).map(summaryOf);
}

/** The brand's newest version (what is live, when the brand was last changed through the console), if any. */
export function latestVersion(store: ConsoleStore, brandId: string): VersionSummary | undefined {
  const row = store
    .prepare(`SELECT ${SUMMARY_COLUMNS} FROM brand_versions WHERE brand_id = ? ORDER BY number DESC LIMIT 1`)
    .get(brandId) as VersionRow | undefined;
  return row && summaryOf(row);
}

export function getVersion(store: ConsoleStore, brandId: string, number: number): BrandVersion | undefined {
  const row = store
    .prepare(`SELECT ${SUMMARY_COLUMNS}, files FROM brand_versions WHERE brand_id = ? AND number = ?`)
    .get(brandId, number) as (VersionRow & { files: string }) | undefined;
  return row && { ...summaryOf(row), files: decodeBrandFiles(JSON.parse(row.files) as Record<string, string>) };
}

/** What version `number` changed from the one before it (from nothing, for the first). */
export function diffWithPrevious(store: ConsoleStore, brandId: string, number: number): FileDiff[] {
  const version = getVersion(store, brandId, number);
  if (!version) throw new VersionError(`${brandId} has no version ${number}`);
  return versionDiff(getVersion(store, brandId, number - 1)?.files ?? new Map(), version.files);
}

/** What publishing the draft would change: the live files against the draft's. */
export function diffDraft(brands: BrandChanges, brandId: string): FileDiff[] {
  return versionDiff(brands.read(brandId, "live"), brands.read(brandId, "draft"));
}

/** Records the brand's next version, numbered in one step so that two publishes never take one number. */
function recordVersion(
  store: ConsoleStore,
  input: { brandId: string; kind: VersionSummary["kind"]; sourceNumber?: number; staff: StaffRef; note: string; files: BrandFiles },
): VersionSummary {
  const row: VersionRow & { files: string } = {
    brand_id: input.brandId,
    number: 0,
    kind: input.kind,
    source_number: input.sourceNumber ?? null,
    staff_id: input.staff.id,
    email: input.staff.email.slice(0, 254),
    created_at: Date.now(),
    note: input.note.trim().slice(0, MAX_NOTE),
    files: JSON.stringify(encodeBrandFiles(input.files)),
  };
  return store
    .transaction(() => {
      const { next } = store
        .prepare("SELECT COALESCE(MAX(number), 0) + 1 AS next FROM brand_versions WHERE brand_id = ?")
        .get(input.brandId) as { next: number };
      row.number = next;
      store
        .prepare(
          `INSERT INTO brand_versions (${SUMMARY_COLUMNS}, files)
           VALUES (@brand_id, @number, @kind, @source_number, @staff_id, @email, @created_at, @note, @files)`,
        )
        .run(row);
      return summaryOf(row);
    })
    .immediate();
}

/**
 * Publishes the brand's draft: its files become the live files (on this instance at once, on every
 * instance through the brands' sync), the draft is removed, and the files are recorded as the
 * brand's next version, with the audit row `brand.publish`. The brand's first publish here first
 * records its live files as they are as version 1 ("baseline"), so a rollback can go back to
 * before the console. Refused without a draft, and when the draft's files do not load (the live
 * files and the draft are then left as they were, and the problems are in the error).
 */
export async function publishDraft(
  store: ConsoleStore,
  brands: BrandChanges,
  input: { brandId: string; staff: StaffRef; note?: string; ip?: string },
): Promise<Published> {
  const { brandId, staff } = input;
  const draft = brands.read(brandId, "draft");
  if (draft.size === 0) throw new VersionError(`${brandId} has no draft to publish`);
  const live = brands.read(brandId, "live");
  if (live.size > 0 && !latestVersion(store, brandId)) {
    recordVersion(store, { brandId, kind: "baseline", staff, note: "As it was before its first publish from the console", files: live });
  }
  const report = await brands.applyBrandChange({ id: brandId, live: draft, draft: null, refuseProblems: true });
  if (report.refused) throw new VersionError(`${brandId}: the draft cannot be served, so it was not published`, report.problems);
  const version = recordVersion(store, { brandId, kind: "publish", staff, note: input.note ?? "", files: draft });
  recordAudit(store, {
    staffId: staff.id,
    email: staff.email,
    action: "brand.publish",
    brandId,
    detail: { version: version.number, files: versionDiff(live, draft).map((file) => `${file.status} ${file.path}`) },
    ip: input.ip,
  });
  return { version, report };
}

/**
 * Puts version `version`'s files back as the live files, recorded as a new version (a rollback
 * is itself undone by rolling back to the version before it), with the audit row `brand.rollback`.
 * A draft in progress is left alone. Refused when that version is what is live now, or when its
 * files no longer load (left as it was; the problems are in the error).
 */
export async function rollbackTo(
  store: ConsoleStore,
  brands: BrandChanges,
  input: { brandId: string; version: number; staff: StaffRef; note?: string; ip?: string },
): Promise<Published> {
  const { brandId, staff } = input;
  const target = getVersion(store, brandId, input.version);
  if (!target) throw new VersionError(`${brandId} has no version ${input.version}`);
  const live = brands.read(brandId, "live");
  if (sameBrandFiles(live, target.files)) throw new VersionError(`${brandId}: version ${input.version} is what is live now`);
  const report = await brands.applyBrandChange({ id: brandId, live: target.files, refuseProblems: true });
  if (report.refused)
    throw new VersionError(`${brandId}: version ${input.version} cannot be served any more, so it was not put back`, report.problems);
  const version = recordVersion(store, {
    brandId,
    kind: "rollback",
    sourceNumber: target.number,
    staff,
    note: input.note ?? `Back to version ${target.number}`,
    files: target.files,
  });
  recordAudit(store, {
    staffId: staff.id,
    email: staff.email,
    action: "brand.rollback",
    brandId,
    detail: { version: version.number, to: target.number },
    ip: input.ip,
  });
  return { version, report };
}
