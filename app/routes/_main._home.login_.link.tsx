import { LinkStep } from "~/features/signin-steps/LinkStep";
import { linkAction, linkLoader } from "~/features/signin-steps/social.server";
import { signInHeaders } from "~/features/signin-steps/headers";

/** `/login/link`: links a social identity no account has yet, by the account's password; a popup over the home. */
export const loader = linkLoader;
export const action = linkAction;
/** A refused sign-in's Retry-After reaches a plain form post too. */
export const headers = signInHeaders;

export default LinkStep;
