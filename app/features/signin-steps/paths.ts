/** The sign-in steps' addresses (popups over the home for players, pages of the agent layout for agents). */
export const VERIFY_PATH = "/login/verify";
export const AGENT_VERIFY_PATH = "/agent/verify";
export const WELCOME_PATH = "/login/welcome";
export const LINK_PATH = "/login/link";
export const AGENT_PATH = "/agent";
export const AGENT_HOME_PATH = "/agentHome";
/** Where a provider's sign-in starts (POST) and comes back (GET `.../callback`). */
export const socialStartPath = (provider: string) => `/auth/social/${provider}`;

/** Who a sign-in is for: players (members) on the popups, agents on /agent. */
export type Audience = "player" | "agent";

/** A step's address with the page to go to afterwards (`redirectTo`), when there is one. */
export function stepPath(path: string, redirectTo: string | null | undefined): string {
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}

/** The first-login step, then `redirectTo` (a sign-in page or the home need not be carried). */
export function firstLoginStepPath(redirectTo: string | null | undefined): string {
  return stepPath(WELCOME_PATH, redirectTo && redirectTo !== "/" ? redirectTo : null);
}
