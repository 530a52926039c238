import type { SessionCodec, SessionData } from "./codec.server";
import { clearedSessionCookie, readSessionCookie, sessionCookie } from "./cookie.server";
import type { SessionRevocations } from "./revocations.server";
import { sessionKey } from "./session-key.server";

/** The session of one request, bound to its brand. */
export interface RequestSession {
  /** Null when signed out, or when the cookie was not a valid session of this brand. */
  readonly data: SessionData | null;
  /** The Set-Cookie value that stores a new session. */
  commit(data: SessionData): Promise<string>;
  /** The Set-Cookie value that ends the session. */
  destroy(): string;
}

export interface OpenedSession {
  session: RequestSession;
  /** A cookie was sent but rejected (foreign brand, expired, tampered, signed out): it must be cleared. */
  rejected: boolean;
}

export async function openRequestSession(options: {
  codec: SessionCodec;
  brandId: string;
  cookieHeader: string | undefined;
  secure: boolean;
  revocations: SessionRevocations;
}): Promise<OpenedSession> {
  const { codec, brandId, secure } = options;
  const sealed = readSessionCookie(options.cookieHeader);
  let data = sealed ? await codec.open(sealed, brandId) : null;
  // The codec's cache of opened cookies knows nothing of sign-outs: a session signed out here,
  // on another instance or from another device is no session at all, from its next request.
  if (data && (await options.revocations.isRevoked(sessionKey(data.token)))) data = null;
  return {
    rejected: Boolean(sealed) && data === null,
    session: {
      data,
      commit: async (next) => sessionCookie(await codec.seal(next, brandId), next.expiresAt, secure),
      destroy: () => clearedSessionCookie(secure),
    },
  };
}

/** The same session, signed out for the rest of the request (its cookie ends with `destroy`). */
export const signedOut = (session: RequestSession): RequestSession => ({ data: null, commit: session.commit, destroy: session.destroy });
