import { lazy, Suspense } from "react";
import { LinkStep as ServerLinkStep } from "~/features/signin-steps/LinkStep";
import { linkAction, linkLoader } from "~/features/signin-steps/social.server";
import { signInHeaders } from "~/features/signin-steps/headers";
import { texts } from "~/i18n/texts";

export const handle = texts("auth");

/** `/login/link`: links a social identity no account has yet, by the account's password; a popup over the home. */
export const loader = linkLoader;
export const action = linkAction;
/** A refused sign-in's Retry-After reaches a plain form post too. */
export const headers = signInHeaders;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const LinkStep = import.meta.env.SSR
  ? ServerLinkStep
  : lazy(() => import("~/features/signin-steps/LinkStep").then((module) => ({ default: module.LinkStep })));

export default function LinkIdentity() {
  return (
    <Suspense fallback={null}>
      <LinkStep />
    </Suspense>
  );
}
