import { parse, serialize } from "cookie";

/**
 * The sign-in steps' cookies: host-only, httpOnly, SameSite=Lax, short-lived. None holds
 * what the step decides with: the pending sign-in is the platform's (the cookie holds its
 * opaque, single-use ticket, bound there to the client's address), an ID token is signed
 * by its provider and checked by the platform, and the OpenID state, nonce and PKCE
 * verifier only protect the person who holds them (docs/decisions/sign-in-steps.md).
 */
export const VERIFY_COOKIE = "signin_verify";
export const SOCIAL_FLOW_COOKIE = "signin_oidc";
export const SOCIAL_LINK_COOKIE = "signin_link";
/** The OpenID flow cookie only travels to the social routes. */
const SOCIAL_PATH = "/auth/social";

const TICKET = /^[A-Za-z0-9_-]{20,128}$/;
const JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const OIDC_VALUE = /^[A-Za-z0-9_-]{16,128}$/;

const base = (secure: boolean, path = "/") => ({ httpOnly: true, sameSite: "lax" as const, path, secure });
const read = (cookieHeader: string | null, name: string) => (cookieHeader ? parse(cookieHeader)[name] : undefined);
const clear = (name: string, secure: boolean, path?: string) => serialize(name, "", { ...base(secure, path), expires: new Date(0) });

/** The pending sign-in's ticket. */
export function verifyTicket(cookieHeader: string | null): string | null {
  const value = read(cookieHeader, VERIFY_COOKIE);
  return value && TICKET.test(value) ? value : null;
}

export function verifyTicketCookie(ticket: string | null, maxAgeSeconds: number, secure: boolean): string {
  return ticket && TICKET.test(ticket)
    ? serialize(VERIFY_COOKIE, ticket, { ...base(secure), maxAge: Math.max(1, Math.min(maxAgeSeconds, 600)) })
    : clear(VERIFY_COOKIE, secure);
}

/** What the provider's answer is checked against, and where to go after. */
export interface SocialFlow {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectTo: string | null;
}

export function socialFlow(cookieHeader: string | null): SocialFlow | null {
  try {
    const value = JSON.parse(read(cookieHeader, SOCIAL_FLOW_COOKIE) ?? "null") as Partial<SocialFlow> | null;
    if (!value || typeof value.provider !== "string") return null;
    const { provider, state, nonce, codeVerifier, redirectTo } = value;
    if (![state, nonce, codeVerifier].every((part) => typeof part === "string" && OIDC_VALUE.test(part))) return null;
    return {
      provider,
      state: state!,
      nonce: nonce!,
      codeVerifier: codeVerifier!,
      redirectTo: typeof redirectTo === "string" ? redirectTo : null,
    };
  } catch {
    return null;
  }
}

export function socialFlowCookie(flow: SocialFlow | null, secure: boolean): string {
  return flow
    ? serialize(SOCIAL_FLOW_COOKIE, JSON.stringify(flow), { ...base(secure, SOCIAL_PATH), maxAge: 600 })
    : clear(SOCIAL_FLOW_COOKIE, secure, SOCIAL_PATH);
}

/** An identity no account is linked to yet, waiting for the player's password (the link step). */
export interface PendingLink {
  provider: string;
  idToken: string;
  redirectTo: string | null;
}

export function pendingLink(cookieHeader: string | null): PendingLink | null {
  try {
    const value = JSON.parse(read(cookieHeader, SOCIAL_LINK_COOKIE) ?? "null") as Partial<PendingLink> | null;
    if (!value || typeof value.provider !== "string" || typeof value.idToken !== "string" || !JWS.test(value.idToken)) return null;
    return { provider: value.provider, idToken: value.idToken, redirectTo: typeof value.redirectTo === "string" ? value.redirectTo : null };
  } catch {
    return null;
  }
}

export function pendingLinkCookie(link: PendingLink | null, secure: boolean): string {
  return link ? serialize(SOCIAL_LINK_COOKIE, JSON.stringify(link), { ...base(secure), maxAge: 300 }) : clear(SOCIAL_LINK_COOKIE, secure);
}
