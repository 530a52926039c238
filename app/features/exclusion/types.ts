import type { FormRules } from "~/forms/rules";
import type { ExclusionKind, ExclusionPeriod } from "~/platform/contract/exclusion-periods";
import type { Result } from "~/platform/result";

export const EXCLUSION_FORM = "self-exclusion";

export interface ExclusionView {
  /** The page's step: choose a break, or confirm the chosen one with the password. */
  step: "choose" | "confirm";
  /** The operator's other brands: sharing this site's account (covered whatever the answer), and the rest. */
  shared: string[];
  others: string[];
  active: Result<{ kind: ExclusionKind; until: string | null } | null>;
  /** The choice being confirmed (step confirm), kept in the page's address so nothing is lost on a refusal. */
  choice: { period: ExclusionPeriod; allBrands: boolean } | null;
  /** The query named a choice the page does not offer, or only half of one: "please choose". */
  incomplete: boolean;
  rules: FormRules;
}

/** What started: its kind, its end as shown (null: permanent) and the brands it covers. */
export interface BreakStarted {
  kind: ExclusionKind;
  until: string | null;
  brands: string[];
}
