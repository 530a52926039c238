import { createBrand } from "../../app/brand/onboarding/create.server";
import type { BrandPlan } from "../../app/brand/onboarding/plan.server";
import { sandboxMerchantCatalogue } from "../../sandbox/merchant-catalogue";
import { parseScaffoldArgs } from "./options";

export type ScaffoldResult = { ok: true; plan: BrandPlan; written: string[] } | { ok: false; problems: string[] };

/** `brand:new`'s command line, given to the core the console uses too: validates everything, and only then writes. */
export async function scaffoldBrand(argv: readonly string[], defaultRoot: string): Promise<ScaffoldResult> {
  const args = parseScaffoldArgs(argv, defaultRoot);
  if (!args.ok) return args;
  const created = await createBrand(args.options, args.root, { merchants: sandboxMerchantCatalogue(args.root), known: args.problems });
  return created.ok ? { ok: true, plan: created.plan, written: created.written } : created;
}
