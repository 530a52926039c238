import { lazy, Suspense } from "react";
import { ComeBackStep as ServerComeBackStep } from "~/features/exclusion/ComeBackStep";
import { comeBackAction, comeBackLoader } from "~/features/exclusion/come-back.server";
import { signInHeaders } from "~/features/signin-steps/headers";
import { texts } from "~/i18n/texts";

export const handle = texts("auth");

/** `/login/come-back`: coming back after a self-exclusion ended (ask, wait the cooling-off, confirm); a popup over the home. */
export const loader = comeBackLoader;
export const action = comeBackAction;
/** A refused post's Retry-After reaches a plain form post too. */
export const headers = signInHeaders;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const ComeBackStep = import.meta.env.SSR
  ? ServerComeBackStep
  : lazy(() => import("~/features/exclusion/ComeBackStep").then((module) => ({ default: module.ComeBackStep })));

export default function ComeBack() {
  return (
    <Suspense fallback={null}>
      <ComeBackStep />
    </Suspense>
  );
}
