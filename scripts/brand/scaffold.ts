import { parseScaffoldArgs } from "./options";
import { planBrand, type ScaffoldPlan } from "./plan";
import { writePlan } from "./write";

export type ScaffoldResult = { ok: true; plan: ScaffoldPlan; written: string[] } | { ok: false; problems: string[] };

/** `brand:new` without the console: validates everything, and only then writes. */
export async function scaffoldBrand(argv: readonly string[], defaultRoot: string): Promise<ScaffoldResult> {
  const args = parseScaffoldArgs(argv, defaultRoot);
  if (!args.ok) return args;
  const planned = await planBrand(args.options);
  if (!planned.ok) return planned;
  return { ok: true, plan: planned.plan, written: writePlan(planned.plan) };
}
