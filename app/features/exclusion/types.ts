import type { FormFailure } from "~/forms/reply";
import type { FormRules } from "~/forms/rules";
import type { ComeBackState } from "~/platform/contract/exclusion";
import type { ExclusionKind, ExclusionPeriod } from "~/platform/contract/exclusion-periods";
import type { ErrorCode } from "~/platform/errors";
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
  /** The brand's licence makes every brand of the operator the rule: "every brand" is chosen and cannot be changed. */
  everyBrandRule: boolean;
  rules: FormRules;
}

/** What started: its kind, its end as shown (null: permanent) and the brands it covers. */
export interface BreakStarted {
  kind: ExclusionKind;
  until: string | null;
  brands: string[];
}

export const COME_BACK_FORM = "come-back";

/** What the come-back step's form reply may add: its ticket is gone, and the step shows "log in again". */
export interface ComeBackExtra {
  expired?: boolean;
}

/** What the come-back step shows (its loader's view model): the platform's state, times as shown in the brand's zone. */
export type ComeBackView =
  /** No ticket, or one expired: log in again. */
  | { state: "expired" }
  /** The platform could not be asked: its message. */
  | { state: "unavailable"; code: ErrorCode }
  | {
      state: ComeBackState["state"];
      /** When the self-exclusion ended, the player asked, and the cooling-off ends ("" when not yet known). */
      ended: string;
      asked: string;
      until: string;
      /** The brand's customer service. */
      help: NonNullable<FormFailure["help"]>;
    };
