import type { BrandFiles } from "~/brand/brand-folder.server";
import type { ConsoleContext } from "../../context.server";
import { recordAudit } from "../audit/audit.server";
import type { StaffSession } from "../staff/sessions.server";

/**
 * A brand's draft: every change made in the console lands here first (`brands/<id>/draft/`, a whole
 * copy of the brand's files), is shown only to a preview link, and reaches players when it is
 * published (console/features/versions). The first change starts the draft from the live files.
 */

/** The files being edited: the draft's, else (no draft yet) the live files. */
export function editedFiles(context: Pick<ConsoleContext, "brands">, brandId: string): BrandFiles {
  const draft = context.brands.read(brandId, "draft");
  return draft.size > 0 ? draft : context.brands.read(brandId, "live");
}

/** Whether the brand has a draft waiting to be published. */
export const hasDraft = (context: Pick<ConsoleContext, "brands">, brandId: string): boolean =>
  context.brands.read(brandId, "draft").size > 0;

export interface DraftSaved {
  /** `file: field: problem` lines of the saved draft as the portal loads it: it is kept, and previews show the last good one. */
  problems: string[];
}

/**
 * Writes `changed` (paths relative to the brand's folder; null removes a file) into the brand's
 * draft, starting it from the live files when there is none, and records the change in the audit
 * log as `action` with the paths. The draft is served to previews on every instance at once.
 */
export async function saveDraft(
  context: Pick<ConsoleContext, "brands" | "store" | "clientIp">,
  session: StaffSession,
  brandId: string,
  changed: ReadonlyMap<string, Buffer | string | null>,
  action: "brand.edit" | "texts.edit" | "assets.edit" = "brand.edit",
): Promise<DraftSaved> {
  const files = new Map(editedFiles(context, brandId));
  for (const [path, content] of changed) {
    if (content === null) files.delete(path);
    else files.set(path, typeof content === "string" ? Buffer.from(content) : content);
  }
  const report = await context.brands.applyBrandChange({ id: brandId, draft: files });
  recordAudit(context.store, {
    staffId: session.staff.id,
    email: session.staff.email,
    action,
    brandId,
    detail: { draft: [...changed.keys()], ...(report.problems.length > 0 ? { problems: report.problems } : {}) },
    ip: context.clientIp,
  });
  return { problems: report.problems };
}

/** Drops the brand's draft: previews show the live brand again. */
export async function discardDraft(
  context: Pick<ConsoleContext, "brands" | "store" | "clientIp">,
  session: StaffSession,
  brandId: string,
): Promise<void> {
  await context.brands.applyBrandChange({ id: brandId, draft: null });
  recordAudit(context.store, {
    staffId: session.staff.id,
    email: session.staff.email,
    action: "brand.discard",
    brandId,
    ip: context.clientIp,
  });
}
