import { memberPath } from "~/features/member/pages";

/** The manual rebate page (SPEC.md §2 member centre page id manualRebate). */
export const REBATE_PATH = memberPath("manualRebate");
