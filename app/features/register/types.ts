import type { Country } from "~/platform/countries";
import type { FormFailure } from "~/forms/reply";
import type { FormRules } from "~/forms/rules";
import type { BannerView } from "~/catalogue/types";
import type { Loaded } from "~/ui/loaded";
import type { RuleBounds } from "./rules";

export const REGISTER_MODES = ["username", "mobile"] as const;
export type RegisterMode = (typeof REGISTER_MODES)[number];

/** The fields a merchant's register rules show or hide in both modes (shown when the rule is enabled). */
export const PROFILE_FIELDS = [
  "payeeName",
  "email",
  "mobile",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "recommenderId",
  "paymentPassword",
] as const;

export type RegisterFieldName =
  | "username"
  | "password"
  | "confirmPassword"
  | "birthday"
  | "verificationCode"
  | "affiliateCode"
  | "captcha"
  | (typeof PROFILE_FIELDS)[number];

/** One field of the form: shown, required or not, checked by its register rule (none: only required and at most 128 characters). */
export interface RegisterField {
  name: RegisterFieldName;
  required: boolean;
  rule: RuleBounds | null;
}

/** One tab of the popup. */
export interface RegisterModeForm {
  mode: RegisterMode;
  fields: RegisterField[];
}

/** A tab as the popup shows it: its fields, and its form's browser rules (from its schema). */
export interface RegisterTab extends RegisterModeForm {
  rules: FormRules;
}

/** A tab's form (its `FormReply`'s `form`, and its element's id). */
export const registerFormOf = (mode: RegisterMode) => `register-${mode}`;

/** What the register form's replies add: a new round per reply (a new captcha image, a new bot check). */
export interface RegisterExtra {
  nonce: string;
}

/** What the register popup's loader answers. */
export interface RegisterFormModel {
  /** The tabs the whitelabel switches turn on; none: registration is closed (the popup says so). */
  modes: RegisterTab[];
  /** The tab shown: `?mode=` when it is one of them, else the first. */
  mode: RegisterMode | null;
  /** Why the form could not be built (the platform failed): shown in the popup. */
  unavailable: FormFailure | null;
  /** The brand's minimum age: the age checkbox's, and the youngest birthday registration takes. */
  minimumAge: number;
  /** `?referralCode=` when it is a plausible code (else dropped). */
  referralCode: string | null;
  /** The dialling codes, when a tab has a mobile number; null when they could not be loaded. */
  countries: Country[] | null;
  defaultCountry: string | null;
  /** The w_reg banners. */
  banners: Loaded<BannerView>;
  /** The no-JavaScript bot-check pass (docs/decisions/bot-check.md). */
  noscriptPass: string;
  /** The no-JavaScript pass of the send-code button's own bot check (the `sms` flow). */
  smsNoscriptPass: string;
}
