import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { SessionData } from "./codec.server";
import { sessionKey } from "./session-key.server";
import { REAL_ACCOUNT_PATH } from "./paths";
import { isAgentAccount, isTrialAccount, type SessionUser } from "./roles";

type WithSession = Pick<AppLoadContext, "session">;

/** A session ended on the platform, as it names it: its key and when it would have ended. */
export interface EndedSessionKey {
  key: string;
  /** ISO time. */
  expiresAt: string;
}

/** The signed-in account as loaders may expose it: no token. */
export function getSession(context: WithSession): SessionUser | null {
  const session = context.session.data;
  return session ? { username: session.username, isAgent: session.isAgent } : null;
}

/** The Set-Cookie value that signs `data`'s account in on this brand. */
export function commitSession(context: WithSession, sessionData: SessionData): Promise<string> {
  return context.session.commit(sessionData);
}

/** The Set-Cookie value that signs out. */
export function destroySession(context: WithSession): string {
  return context.session.destroy();
}

/** Refuses these sessions' cookies from their next request, on every instance of the portal. */
export async function revokeSessions(context: Pick<AppLoadContext, "shared">, ended: readonly EndedSessionKey[]): Promise<void> {
  await Promise.all(ended.map(({ key, expiresAt }) => context.shared.revocations.revoke(key, Date.parse(expiresAt))));
}

/**
 * Signs this request's session out for good: its cookie is refused from now on wherever it is
 * replayed (a copy kept by someone else included), and the browser is told to drop it.
 */
export async function endSession(context: Pick<AppLoadContext, "session" | "shared">): Promise<string> {
  const data = context.session.data;
  if (data) await context.shared.revocations.revoke(sessionKey(data.token), data.expiresAt);
  return context.session.destroy();
}

/** The path and query of this request: where signing in comes back to. */
const currentPath = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/**
 * The signed-in member, or a redirect to /login that comes back here.
 * Trial accounts get a 403 TRIAL_NOT_ALLOWED unless `allowTrial` is set.
 */
export function requireMember(request: Request, context: WithSession, options: { allowTrial?: boolean } = {}): SessionUser {
  const user = getSession(context);
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: currentPath(request) })}`);
  if (isTrialAccount(user.isAgent) && !options.allowTrial) {
    throw data({ code: "TRIAL_NOT_ALLOWED" as const }, { status: 403 });
  }
  return user;
}

/**
 * A real account (member or agent) for a page or action a trial account may not use (the
 * member centre, deposits, the points mall, the password): visitors go to /login and come
 * back, trial accounts get the "need a real account" prompt instead of a 403.
 */
export function requireRealAccount(request: Request, context: WithSession): SessionUser {
  const user = requireMember(request, context, { allowTrial: true });
  if (isTrialAccount(user.isAgent)) throw redirect(REAL_ACCOUNT_PATH);
  return user;
}

/** The signed-in agent; anyone else is sent to the agent login page. */
export function requireAgent(request: Request, context: WithSession): SessionUser {
  const user = getSession(context);
  if (!user || !isAgentAccount(user.isAgent)) {
    throw redirect(`/agent?${new URLSearchParams({ redirectTo: currentPath(request) })}`);
  }
  return user;
}
