import { memberPath } from "~/features/member/pages";

/** The VIP bonus page (SPEC.md §2 other named screens "VIP Bonus"), in the member centre. */
export const VIP_PATH = memberPath("vip");
