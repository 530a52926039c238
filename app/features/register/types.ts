import type { SubmissionResult } from "@conform-to/react";
import type { Country, LoginFailure, SendCodeResult } from "~/features/auth/types";
import type { BannerView } from "~/features/home/types";
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
  "username" | "password" | "confirmPassword" | "verificationCode" | "affiliateCode" | "captcha" | (typeof PROFILE_FIELDS)[number];

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

/** What the register popup's loader answers. */
export interface RegisterFormModel {
  /** The tabs the whitelabel switches turn on; none: registration is closed (the popup says so). */
  modes: RegisterModeForm[];
  /** The tab shown: `?mode=` when it is one of them, else the first. */
  mode: RegisterMode | null;
  /** Why the form could not be built (the platform failed): shown in the popup. */
  unavailable: LoginFailure | null;
  /** The brand's minimum age for the age checkbox. */
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
}

/** What the register action answers when it does not redirect. Never holds a password. */
export interface RegisterActionData {
  mode: RegisterMode;
  /** conform's reply: field errors and the values to keep (passwords, captcha and code hidden). */
  result: SubmissionResult<string[]>;
  failure: LoginFailure | null;
  /** A code sent from the form without JavaScript (the send button posts the form). */
  codeSent: SendCodeResult | null;
  /** Changes with every answer: a new captcha image, a new bot-check challenge. */
  nonce: string;
}
