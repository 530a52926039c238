import { memberPath } from "~/session/member-pages";

/** Refer and earn. */
export const REFERRAL_PATH = memberPath("referral");
/** Where a referral link leads: the registration popup reads `?referralCode=`. */
export const referralLink = (origin: string, code: string) => `${origin}/register?${new URLSearchParams({ referralCode: code })}`;
