import type { Context, Hono } from "hono";
import type { SandboxEnv } from "./lib/context";
import { currencyOf, demoAmount, moneyText } from "./lib/currency";
import { SandboxError } from "./lib/errors";
import { moveMoney } from "./lib/ledger";
import { prepared } from "./db/statements";
import { drawTime, lastIssue } from "./lib/lottery-draws";
import { closeAtLimit, isSessionOpen, markPlaying, sessionLimitReached } from "./lib/play-time";

/**
 * The pages behind lottery.lobby and live.chat URLs (served on the launch CDN hosts,
 * which are this server): each checks its session id. The lottery page takes bets on
 * the next draw of its game (two digits; the stake is debited at once, the result is
 * computed when the draw time has passed: sandbox/lib/lottery-draws.ts), while the page's play
 * session counts (sandbox/lib/play-time.ts).
 */
export function registerDemoLotteryRoutes(app: Hono, env: SandboxEnv): void {
  app.get("/demo-lottery/:sessionId", (c) => {
    const session = lotterySession(env, c.req.param("sessionId"));
    if (!session) return page(c, "Lottery", `<p>This lottery session has expired or does not exist.</p>`, 404);
    const game = session.nodeId ? nextDraw(env, session.nodeId) : null;
    const currency = currencyOf(env.db, session.merchant);
    const stakes = STAKE_UNITS.map((units) => `<option value="${units}">${escape(moneyText(stakeOf(currency, units), currency))}</option>`);
    const betting = game
      ? `<p>Next draw: issue ${game.issue} at <time>${game.at}</time></p>
         <form method="post" action="/demo-lottery/${session.id}/bet">
           <label>Two digits <input name="pick" required pattern="[0-9]{2}" inputmode="numeric" maxlength="2"></label>
           <label>Stake <select name="stake">${stakes.join("")}</select></label>
           <button type="submit">Bet</button>
         </form>`
      : `<p>Choose a game from the portal's lottery menu.</p>`;
    return page(
      c,
      `Lottery lobby ${session.prizeMode}`,
      `<h1>Lottery lobby · ${session.prizeMode}</h1>
       <p data-view="${session.view}">View: ${session.view}${session.gameName ? ` · ${escape(session.gameName)}` : ""}</p>
       ${betting}`,
      200,
    );
  });

  app.post("/demo-lottery/:sessionId/bet", async (c) => {
    const session = lotterySession(env, c.req.param("sessionId"));
    if (!session?.nodeId) return page(c, "Lottery", "<p>This lottery session cannot take bets.</p>", 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const pick = typeof form.pick === "string" && /^\d{2}$/.test(form.pick) ? form.pick : null;
    const units = STAKE_UNITS.find((candidate) => form.stake === String(candidate));
    const stakeCents = units === undefined ? null : stakeOf(currencyOf(env.db, session.merchant), units);
    if (!pick || !stakeCents) return page(c, "Lottery", "<p>A bet needs two digits and a stake of 1, 5 or 10.</p>", 400);
    const now = env.clock.now();
    // The page's play session: a page closed (Stop), idle or over a session-time limit takes no bets.
    const reached = sessionLimitReached(env.db, session.id, session.accountId, now);
    if (reached) {
      closeAtLimit(env.db, session.id, now, reached);
      return page(c, "Lottery", "<p>A session-time limit has been reached: no more bets in this session.</p>", 409);
    }
    if (!isSessionOpen(env.db, session.id, now)) return page(c, "Lottery", "<p>This lottery session has ended.</p>", 409);
    const { issue } = nextDraw(env, session.nodeId)!;
    const placed = (() => {
      try {
        return moveMoney(env.db, now, (ledger) => {
          const reference = `lottery-${session.id}-${issue}-${now.getTime()}`;
          ledger.move({ accountId: session.accountId, kind: "lottery.stake", deltaCents: -stakeCents, reference });
          prepared(
            env.db,
            `INSERT INTO lottery_bets (account_id, merchant, node_id, issue, pick, stake_cents, placed_at, game_session_id)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(session.accountId, session.merchant, session.nodeId, issue, pick, stakeCents, now.toISOString(), session.id);
          markPlaying(env.db, session.id, now);
          return true;
        });
      } catch (error) {
        if (error instanceof SandboxError && error.code === "INSUFFICIENT_FUNDS") return false;
        throw error;
      }
    })();
    if (!placed) return page(c, "Lottery", "<p>Insufficient balance for this stake.</p>", 409);
    return c.redirect(`/demo-lottery/${session.id}`, 303);
  });

  app.get("/demo-chat/:sessionId", (c) => {
    const row = prepared(
      env.db,
      `SELECT m.name FROM chat_sessions s JOIN live_models m ON m.id = s.model_id WHERE s.id = ? AND s.expires_at > ?`,
    ).get(c.req.param("sessionId"), env.clock.now().toISOString()) as { name: string } | undefined;
    if (!row) return page(c, "Chat", "<p>This chat room has expired or does not exist.</p>", 404);
    return page(
      c,
      `Chat with ${row.name}`,
      `<h1>Chat with ${escape(row.name)}</h1><p data-chat="open">${escape(row.name)} is online.</p>`,
      200,
    );
  });
}

/** The stakes a bet may take: 1, 5 or 10 of the demo's unit (₱1.00 in pesos, 1,000 đồng in VND). */
const STAKE_UNITS = [1, 5, 10] as const;
const stakeOf = (currency: string, units: number) => demoAmount(currency, units * 100);

interface LotterySession {
  id: string;
  accountId: number;
  merchant: string;
  prizeMode: string;
  nodeId: string | null;
  gameName: string | null;
  view: string;
}

function lotterySession(env: SandboxEnv, id: string): LotterySession | null {
  return (
    (prepared(
      env.db,
      `SELECT s.id, s.account_id AS accountId, a.merchant, s.prize_mode AS prizeMode, s.node_id AS nodeId, g.name_en AS gameName, s.view
         FROM lottery_sessions s JOIN accounts a ON a.id = s.account_id LEFT JOIN games g ON g.node_id = s.node_id
        WHERE s.id = ? AND s.expires_at > ?`,
    ).get(id, env.clock.now().toISOString()) as LotterySession | undefined) ?? null
  );
}

function nextDraw(env: SandboxEnv, nodeId: string): { issue: number; at: string } {
  const { everyMinutes } = prepared(env.db, "SELECT draw_every_minutes AS everyMinutes FROM lottery_games WHERE node_id = ?").get(
    nodeId,
  ) as { everyMinutes: number };
  const issue = lastIssue(everyMinutes, env.clock.now()) + 1;
  return { issue, at: drawTime(everyMinutes, issue).toISOString() };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(c: Context, title: string, body: string, status: 200 | 400 | 404 | 409): Response {
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
     <style>body{font-family:system-ui,sans-serif;background:#101426;color:#f5f5f5;padding:16px}label{display:block;margin:8px 0}</style>
     </head><body><main>${body}</main></body></html>`,
    status,
    {
      // Inline style only; the page may be framed by the portal; its one form posts to itself.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'",
      "Cache-Control": "no-store",
    },
  );
}
