import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { SandboxEnv } from "./lib/context";
import { findGameSession, placeBet } from "./demo-game-bet";
import { expiredPage, gamePage, moreFromText } from "./demo-game-page";

const betSchema = z
  .object({
    /** In minor units, as every amount the platform handles. */
    stakeCents: z.number().int().positive().max(100_000_000),
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .strict();

const ERRORS = {
  SESSION_NOT_FOUND: { status: 404, message: "This game session has expired or does not exist." },
  INVALID_BET: { status: 400, message: "A bet needs a stakeCents (whole minor units) and a requestId (8-64 letters, digits, - or _)." },
  STAKE_TOO_LOW: { status: 400, message: "The stake is below this game's minimum bet." },
  INSUFFICIENT_FUNDS: { status: 409, message: "Insufficient balance for this stake." },
  REQUEST_ID_CONFLICT: { status: 409, message: "This requestId was already used by another player." },
  SESSION_LIMIT_REACHED: { status: 403, message: "A session-time limit of the player has been reached: the game session is closed." },
  LIMIT_EXCEEDED: { status: 409, message: "This stake would pass one of the player's wager or loss limits." },
} as const;

/**
 * The demo game a launch URL opens (served on the merchant's launch CDN hosts, which
 * are this server): a page with a Spin button whose bets move the real wallet,
 * recent games and winner board.
 */
export function registerDemoGameRoutes(app: Hono, env: SandboxEnv): void {
  app.get("/demo-game/:sessionId", (c) => {
    const language = c.req.query("language") === "TY" ? "TY" : "EN";
    const session = findGameSession(env.db, c.req.param("sessionId"), env.clock.now());
    if (!session) return html(c, expiredPage(language), 404);
    return html(c, gamePage(session, language), 200);
  });

  app.post("/demo-game/:sessionId/bet", bodyLimit({ maxSize: 4096, onError: (c) => failure(c, "INVALID_BET") }), async (c) => {
    const now = env.clock.now();
    const session = findGameSession(env.db, c.req.param("sessionId"), now);
    if (!session) return failure(c, "SESSION_NOT_FOUND");
    const parsed = betSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return failure(c, "INVALID_BET");

    const outcome = placeBet(env.db, session, parsed.data.stakeCents, parsed.data.requestId, now);
    if (!outcome.ok) {
      return failure(
        c,
        outcome.error,
        "limit" in outcome ? { limit: outcome.limit, moreFrom: moreFromText(outcome.limit.releasesAt, session) } : {},
      );
    }
    return c.json({
      requestId: outcome.requestId,
      stakeCents: outcome.stakeCents,
      winCents: outcome.winCents,
      balanceCents: outcome.balanceCents,
      freeTrial: session.freeTrial,
      replayed: outcome.replayed,
    });
  });
}

function failure(c: Context, error: keyof typeof ERRORS, details: object = {}): Response {
  const { status, message } = ERRORS[error];
  return c.json({ error, message, ...details }, status);
}

function html(c: Context, body: string, status: 200 | 404): Response {
  return c.html(body, status, {
    // Inline style and script only; the page may be framed by the portal's game popup.
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'",
    "Cache-Control": "no-store",
  });
}
