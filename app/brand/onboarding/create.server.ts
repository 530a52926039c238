import type { MerchantCatalogue } from "./merchants";
import type { NewBrandOptions } from "./options";
import { planBrand, type BrandPlan } from "./plan.server";
import { writePlan } from "./write.server";

export type CreateBrandResult = { ok: true; id: string; written: string[]; plan: BrandPlan } | { ok: false; problems: string[] };

export interface CreateBrandContext {
  /** The merchants a brand may use; default the embedded sandbox's, read from `root`. */
  merchants?: MerchantCatalogue;
  /** Problems found before (a command line's own): listed first, and nothing is written. */
  known?: readonly string[];
  /**
   * Writes the planned files, returning their paths relative to `root`; default `writePlan`
   * (the brand folder renamed into place, then the merchant's file). The console gives its own,
   * which goes through the module every brand write of a fleet goes through.
   */
  write?: (plan: BrandPlan) => string[] | Promise<string[]>;
}

/**
 * A new brand, as `npm run brand:new` and the console make it: every option checked first (the
 * brand schema, the brands in `root`, the merchant), every problem listed at once and nothing
 * written; else its folder (`brands/<id>/`: brand.yaml, theme.yaml, locale overrides, logo and
 * favicon) and, for a merchant the sandbox lacks, its definition.
 */
export async function createBrand(options: NewBrandOptions, root: string, context: CreateBrandContext = {}): Promise<CreateBrandResult> {
  const merchants = context.merchants ?? (await sandboxMerchants(root));
  const planned = await planBrand(options, root, { merchants, known: context.known });
  if (!planned.ok) return planned;
  const written = await (context.write ?? writePlan)(planned.plan);
  return { ok: true, id: planned.plan.id, written, plan: planned.plan };
}

/** The embedded sandbox's merchants: loaded on demand, through the sandbox's public module, as the portal loads the sandbox. */
async function sandboxMerchants(root: string): Promise<MerchantCatalogue> {
  const { sandboxMerchantCatalogue } = await import("../../../sandbox/server");
  return sandboxMerchantCatalogue(root);
}
