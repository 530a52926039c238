import { memberPath } from "~/features/member/pages";

/** The manual rebate page. */
export const REBATE_PATH = memberPath("manualRebate");
