import { memberPath } from "~/session/member-pages";

/** The member centre's time-out and self-exclusion page, one click from the responsible-gaming page. */
export const SELF_EXCLUSION_PATH = memberPath("selfExclusion");
/** Where the player lands once the break has started: signed out, so outside the member centre. */
export const BREAK_STARTED_PATH = "/selfExclusion/started";
export const RG_PAGE_PATH = "/responsible-gaming";
/** The come-back step after a self-exclusion ended, a popup over the home that a refused sign-in leads to. */
export const COME_BACK_PATH = "/login/come-back";
