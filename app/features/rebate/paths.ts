import { memberPath } from "~/session/member-pages";

/** The manual rebate page. */
export const REBATE_PATH = memberPath("manualRebate");
