import { lazy, Suspense } from "react";
import { VerifyStepDialog as ServerVerifyStepDialog } from "~/features/signin-steps/VerifyStep";
import { verifyAction, verifyLoader } from "~/features/signin-steps/verify.server";
import { signInHeaders } from "~/features/signin-steps/headers";
import { texts } from "~/i18n/texts";

export const handle = texts("auth");

/** `/login/verify`: the verification of a sign-in from a new address, a popup over the home. */
export const loader = verifyLoader;
export const action = verifyAction("player");
/** A refused sign-in's Retry-After reaches a plain form post too. */
export const headers = signInHeaders;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const VerifyStepDialog = import.meta.env.SSR
  ? ServerVerifyStepDialog
  : lazy(() => import("~/features/signin-steps/VerifyStep").then((module) => ({ default: module.VerifyStepDialog })));

export default function VerifySignIn() {
  return (
    <Suspense fallback={null}>
      <VerifyStepDialog />
    </Suspense>
  );
}
