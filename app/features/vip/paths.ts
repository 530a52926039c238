import { memberPath } from "~/session/member-pages";

/** The VIP bonus page, in the member centre. */
export const VIP_PATH = memberPath("vip");
