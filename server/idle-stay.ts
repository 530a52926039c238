import type { RequestHandler } from "express";
import type { AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** Where "stay signed in" posts (app/features/idle/clock.tsx). */
export const STAY_SIGNED_IN_PATH = "/resources/idle";

/**
 * "Stay signed in" under the idle warning: the player's own activity, so the session is sealed
 * again now (its cookie records the moment). A session that has already ended answers 401, and
 * the page shows the sign-in. Served here rather than by a Remix route: a route would add its
 * entry to the route manifest every page loads, for one small answer. Cross-site posts never get
 * here (server/security.ts).
 */
export function staySignedIn(loadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<AppLoadContext>): RequestHandler {
  return async (req, res, next) => {
    try {
      const context = await loadContext(req, res);
      res.setHeader("Cache-Control", "no-store");
      const session = context.session.data;
      if (!session) {
        res.status(401).json({ signedIn: false });
        return;
      }
      res.append("Set-Cookie", await context.session.commit(session));
      res.json({ signedIn: true });
    } catch (error) {
      next(error);
    }
  };
}
