import { rmSync } from "node:fs";
import { join } from "node:path";
import { createBrand } from "~/brand/onboarding/create.server";
import { optionOfProblem, type NewBrandOptions } from "~/brand/onboarding/options";
import type { BrandPlan } from "~/brand/onboarding/plan.server";
import { writeFileAtomically } from "~/brand/onboarding/write.server";
import type { ConsoleContext } from "../../context.server";
import { recordAudit } from "../audit/audit.server";
import type { StaffSession } from "../staff/sessions.server";
import { sandboxMerchantCatalogue, sandboxMerchantCodes } from "../../../sandbox/merchant-catalogue";

/**
 * A new brand made in the console: the same core as `npm run brand:new` (every option checked by
 * the onboarding's planner, every problem at once, nothing written on one), written as a draft
 * brand (served only by its preview link until its first publish) through the one module that
 * writes brand folders, so every instance serves it at once.
 *
 * A merchant the sandbox lacks gets its definition file (`sandbox/merchants/<CODE>.json`), written
 * with the command line's atomic writer on this machine only: it is the embedded sandbox's
 * configuration, not a brand file, so it is not shared with other instances through Redis (a real
 * platform keeps its merchants itself).
 */

/** The form's fields: `brand:new`'s options the console offers. */
export const NEW_BRAND_FIELDS = [
  "id",
  "name",
  "domains",
  "merchant",
  "language",
  "languages",
  "mode",
  "primary",
  "accent",
  "currency",
  "timeZone",
  "minimumAge",
] as const;
export type NewBrandField = (typeof NEW_BRAND_FIELDS)[number];

export type NewBrandResult =
  | { ok: true; id: string; merchantFile: string | null }
  | { ok: false; fieldErrors: Partial<Record<NewBrandField, string[]>>; formErrors: string[] };

/** The merchants a new brand may name without adding one: the sandbox's, by code. */
export const merchantCodes = (root: string): string[] => [...sandboxMerchantCodes(root)].sort();

/** A refusal that happened while writing: the planner passed, the written brand did not load. */
class WriteRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

/** A planner's problem as a form says it: without the option it names ("--mode \"dim\": must be dark or light" → "Must be dark or light"). */
function messageOf(problem: string): string {
  const message = problem.replace(/^[^\s:]+(?: "[^"]*")?: /, "");
  return message.charAt(0).toUpperCase() + message.slice(1);
}

export async function createConsoleBrand(
  context: Pick<ConsoleContext, "root" | "brands" | "store" | "clientIp">,
  session: StaffSession,
  options: NewBrandOptions,
): Promise<NewBrandResult> {
  let merchantFile: string | null = null;
  const write = async (plan: BrandPlan): Promise<string[]> => {
    // The planner saw no folder; another staff member may have made one since.
    if (context.brands.read(plan.id, "live").size > 0) throw new WriteRefused([`<id> "${plan.id}": brands/${plan.id} already exists`]);
    // The merchant first: the brand is never served without the merchant it names.
    if (plan.merchantFile) {
      writeFileAtomically(join(plan.root, plan.merchantFile.path), plan.merchantFile.content);
      merchantFile = plan.merchantFile.path;
    }
    const files = new Map([...plan.files].map(([path, content]) => [path, Buffer.from(content)]));
    const report = await context.brands.applyBrandChange({ id: plan.id, live: files, refuseProblems: true });
    if (report.refused) {
      if (merchantFile) rmSync(join(plan.root, merchantFile), { force: true });
      merchantFile = null;
      throw new WriteRefused(report.problems);
    }
    return [...[...files.keys()].map((path) => `brands/${plan.id}/${path}`), ...(merchantFile ? [merchantFile] : [])];
  };

  let result: Awaited<ReturnType<typeof createBrand>>;
  try {
    result = await createBrand({ ...options, draft: true }, context.root, { merchants: sandboxMerchantCatalogue(context.root), write });
  } catch (error) {
    if (!(error instanceof WriteRefused)) throw error;
    result = { ok: false, problems: error.problems };
  }
  if (!result.ok) {
    const fieldErrors: Partial<Record<NewBrandField, string[]>> = {};
    const formErrors: string[] = [];
    for (const problem of result.problems) {
      const field = optionOfProblem(problem);
      if (field && (NEW_BRAND_FIELDS as readonly string[]).includes(field))
        (fieldErrors[field as NewBrandField] ??= []).push(messageOf(problem));
      else formErrors.push(problem);
    }
    return { ok: false, fieldErrors, formErrors };
  }
  recordAudit(context.store, {
    staffId: session.staff.id,
    email: session.staff.email,
    action: "brand.create",
    brandId: result.id,
    detail: { files: result.written, ...(merchantFile ? { merchantFile } : {}) },
    ip: context.clientIp,
  });
  return { ok: true, id: result.id, merchantFile };
}
