import { lazy, Suspense } from "react";
import { welcomeAction, welcomeLoader } from "~/features/signin-steps/first-login.server";
import { WelcomeStep as ServerWelcomeStep } from "~/features/signin-steps/WelcomeStep";
import { texts } from "~/i18n/texts";

export const handle = texts("auth");

/** `/login/welcome`: the first-login step, a popup over the home (signed-in members only). */
export const loader = welcomeLoader;
export const action = welcomeAction;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const WelcomeStep = import.meta.env.SSR
  ? ServerWelcomeStep
  : lazy(() => import("~/features/signin-steps/WelcomeStep").then((module) => ({ default: module.WelcomeStep })));

export default function FirstLogin() {
  return (
    <Suspense fallback={null}>
      <WelcomeStep />
    </Suspense>
  );
}
