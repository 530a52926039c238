import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { z } from "zod";
import { LANGUAGES, WHITELABEL_FLAGS } from "../../app/platform/contract/common";
import { SEEDED_MERCHANTS } from "./merchants";

/**
 * A merchant defined in a file (`sandbox/merchants/<CODE>.json`) rather than in
 * the seed: `npm run brand:new` writes one for a new brand's merchant, so the
 * sandbox never reads the portal's brand folders.
 */
export const merchantDefinitionSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9_]{2,32}$/, "must be a merchant code in capitals"),
    name: z.string().trim().min(1).max(60),
    /** The built-in merchant whose vendors, content, register rules and demo accounts it copies. */
    template: z.enum(SEEDED_MERCHANTS).default("AURORA"),
    languages: z
      .array(z.enum(LANGUAGES))
      .min(1)
      .refine((list) => new Set(list).size === list.length, { message: "must not repeat a language" }),
    currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as PHP"),
    currencySymbol: z.string().min(1).max(8),
    /** Whitelabel flags switched on (true) or off (false) relative to the template's. */
    flags: z.record(z.enum(WHITELABEL_FLAGS), z.boolean()).default({}),
    /** The youngest a player may register (its register settings' minAge); the template's when absent. */
    minAge: z.number().int().min(18).max(25).optional(),
    /** Withdrawals above it (minor units) need an approved identity verification, 0 every one; none when absent. */
    kycThresholdCents: z.number().int().min(0).optional(),
    /**
     * The player-protection rules its licence asks for, as its brand declares them (`responsibleGaming`):
     * a break covers every brand of the operator, the national register is checked, the hours of
     * cooling-off before coming back after a self-exclusion. None, and 24 hours, when absent.
     */
    protection: z
      .object({
        exclusionCoversAllBrands: z.boolean().optional(),
        nationalRegister: z.boolean().optional(),
        returnCoolingOffHours: z
          .number()
          .int()
          .min(1)
          .max(30 * 24)
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type MerchantDefinitionInput = z.input<typeof merchantDefinitionSchema>;
export type MerchantDefinition = z.output<typeof merchantDefinitionSchema>;

const BUILT_IN: ReadonlySet<string> = new Set(SEEDED_MERCHANTS);

/** Problems of one definition, `<file>: <field>: <problem>` each; none when it is valid. */
function definitionProblems(file: string, raw: unknown): string[] {
  const result = merchantDefinitionSchema.safeParse(raw);
  if (!result.success) return result.error.issues.map((issue) => `${file}: ${issue.path.join(".") || "(file)"}: ${issue.message}`);
  const problems: string[] = [];
  if (BUILT_IN.has(result.data.code)) problems.push(`${file}: code: ${result.data.code} is a built-in merchant`);
  if (basename(file) !== `${result.data.code}.json`) problems.push(`${file}: code: the file must be named ${result.data.code}.json`);
  return problems;
}

/**
 * The definitions in `dir` (every `<CODE>.json`), sorted by code so seeding is
 * deterministic. A missing folder holds none; an invalid file throws, naming it.
 */
export function loadMerchantDefinitions(dir: string): MerchantDefinition[] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort();
  const problems: string[] = [];
  const definitions: MerchantDefinition[] = [];
  for (const name of names) {
    const file = relative(process.cwd(), join(dir, name));
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, name), "utf8"));
    } catch (error) {
      problems.push(`${file}: (file): ${(error as Error).message}`);
      continue;
    }
    const fileProblems = definitionProblems(file, raw);
    if (fileProblems.length > 0) problems.push(...fileProblems);
    else definitions.push(merchantDefinitionSchema.parse(raw));
  }
  if (problems.length > 0) throw new Error(`Invalid sandbox merchant definitions:\n${problems.join("\n")}`);
  return definitions;
}
