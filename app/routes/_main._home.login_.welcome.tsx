import { welcomeAction, welcomeLoader } from "~/features/signin-steps/first-login.server";
import { WelcomeStep } from "~/features/signin-steps/WelcomeStep";

/** `/login/welcome`: the first-login step, a popup over the home (signed-in members only). */
export const loader = welcomeLoader;
export const action = welcomeAction;

export default WelcomeStep;
