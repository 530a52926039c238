import { sameBrandFiles, type BrandFiles } from "~/brand/brand-folder.server";
import { BRAND_FILE, deleteYamlValue, readYaml } from "~/brand/brand-files";
import type { ConsoleContext } from "../../context.server";
import { recordAudit } from "../audit/audit.server";
import type { StaffSession } from "../staff/sessions.server";
import { publishDraft, rollbackTo, VersionError } from "../versions/versions.server";
import { themeContrast, type ContrastReport } from "./contrast.server";

/**
 * Publishing from the console: the versions module publishes a draft and rolls back; this adds
 * what the console's page asks first. A palette below WCAG AA is published only once the staff
 * member has seen the failing pairs and confirmed. A draft brand (made in the console, served only
 * by its preview link) goes live by its first publish: "go live" publishes its files without
 * `draft: true`, so the publish that makes it live is a version like any other (and rolling back
 * to the version before it makes it a draft brand again).
 */

type Context = Pick<ConsoleContext, "brands" | "store" | "clientIp">;

export type PublishOutcome =
  | { kind: "published"; version: number }
  | { kind: "confirmContrast"; failing: ContrastReport["failing"] }
  | { kind: "refused"; message: string; problems: string[] };

/** Whether brand.yaml of these files says `draft: true` (a brand its hosts serve only to a preview). */
export function isDraftBrand(files: BrandFiles): boolean {
  const text = files.get(BRAND_FILE)?.toString("utf8");
  const read = text === undefined ? undefined : readYaml(text);
  return Boolean(read?.ok && typeof read.value === "object" && read.value !== null && (read.value as { draft?: unknown }).draft === true);
}

/** The files with brand.yaml's `draft: true` removed (its comments and the rest as written). */
function withoutDraftFlag(files: BrandFiles): BrandFiles {
  const text = files.get(BRAND_FILE)!.toString("utf8");
  return new Map(files).set(BRAND_FILE, Buffer.from(deleteYamlValue(text, ["draft"])));
}

const staffOf = (session: StaffSession) => ({ id: session.staff.id, email: session.staff.email });

export async function publishBrand(
  context: Context,
  session: StaffSession,
  brandId: string,
  ask: { note: string; goLive: boolean; contrastConfirmed: boolean },
): Promise<PublishOutcome> {
  const draft = context.brands.read(brandId, "draft");
  const live = context.brands.read(brandId, "live");
  const goLive = ask.goLive && isDraftBrand(draft.size > 0 ? draft : live);
  // A draft brand with no change waiting has its live files to publish, when it is to go live.
  const base = draft.size > 0 ? draft : goLive ? live : null;
  if (!base) return { kind: "refused", message: "There is no draft to publish: change something first.", problems: [] };
  const files = goLive ? withoutDraftFlag(base) : base;

  const contrast = themeContrast(files);
  if (contrast.failing.length > 0 && !ask.contrastConfirmed) return { kind: "confirmContrast", failing: contrast.failing };

  // The draft published is the one written: go-live's change is written into it first, and taken out again if the publish is refused.
  const rewritten = !sameBrandFiles(files, draft);
  if (rewritten) await context.brands.applyBrandChange({ id: brandId, draft: files });
  try {
    const { version } = await publishDraft(context.store, context.brands, {
      brandId,
      staff: staffOf(session),
      note: ask.note,
      ip: context.clientIp,
    });
    if (contrast.failing.length > 0) {
      recordAudit(context.store, {
        staffId: session.staff.id,
        email: session.staff.email,
        action: "brand.publish.contrastConfirmed",
        brandId,
        detail: {
          version: version.number,
          failing: contrast.failing.flatMap(({ mode, problems }) => problems.map((line) => `${mode}: ${line}`)),
        },
        ip: context.clientIp,
      });
    }
    return { kind: "published", version: version.number };
  } catch (error) {
    if (rewritten) await context.brands.applyBrandChange({ id: brandId, draft: draft.size > 0 ? draft : null });
    if (!(error instanceof VersionError)) throw error;
    return { kind: "refused", message: error.message.split("\n")[0], problems: error.problems };
  }
}

export async function rollbackBrand(
  context: Context,
  session: StaffSession,
  brandId: string,
  version: number,
  note: string,
): Promise<PublishOutcome> {
  try {
    const published = await rollbackTo(context.store, context.brands, {
      brandId,
      version,
      staff: staffOf(session),
      note: note || undefined,
      ip: context.clientIp,
    });
    return { kind: "published", version: published.version.number };
  } catch (error) {
    if (!(error instanceof VersionError)) throw error;
    return { kind: "refused", message: error.message.split("\n")[0], problems: error.problems };
  }
}
