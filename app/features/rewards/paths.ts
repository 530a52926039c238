import { memberPath } from "~/session/member-pages";

/** The reward centre and the red envelopes, whose open ones it also lists. */
export const REWARD_CENTRE_PATH = memberPath("rewardCenter");
export const RED_ENVELOPE_PATH = memberPath("redEnvelope");

/** The claim form's name in each page's action answers. */
export const REWARD_FORM = "rewardClaim";
export const RED_ENVELOPE_FORM = "redEnvelopeClaim";
