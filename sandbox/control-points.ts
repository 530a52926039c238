import type { Hono } from "hono";
import { z } from "zod";
import type { Clock } from "./lib/context";
import { accountByUsername } from "./lib/accounts";
import { changePoints, decideRedeem, pointsLedgerSum, pointsOf, type RedeemDecision } from "./lib/points";
import { fail, succeed, withBody } from "./lib/respond";
import type { Db } from "./db/index";

const schemas = {
  empty: z.object({}).strict(),
  stock: z.object({ available: z.number().int().min(0).max(1_000_000) }).strict(),
  points: z
    .object({
      username: z.string().trim().min(1).max(64),
      grant: z.number().int().positive().max(100_000_000).optional(),
    })
    .strict(),
};

/**
 * The points mall's back office on the control surface (mounted by registerControlRoutes,
 * behind its token and JSON checks):
 *
 * POST /__control/redeems/:reference/approve|reject   {}
 *      Decides an IN_PROCESS redeem: approve, or reject (the stock and the points go back).
 *      Answers {"status"}; 404 NOT_FOUND for an unknown reference, 400 INVALID_REQUEST for one already decided.
 * POST /__control/goods/:id/stock   {"available": 1}
 *      Sets a good's units left (id as the platform gives it, `G12`). Answers {"available"}; 404 NOT_FOUND for an unknown good.
 * POST /__control/merchants/:code/points   {"username": "player006", "grant"?: 5000}
 *      Grants points (a ledger row of kind EARN) when `grant` is given; answers the account's
 *      {"points", "ledgerSumPoints"} (always equal). 404 NOT_FOUND for an unknown account.
 */
export function registerPointsControl(app: Hono, { db, clock }: { db: Db; clock: Clock }): void {
  app.post("/__control/redeems/:reference/:decision{approve|reject}", (c) =>
    withBody(c, schemas.empty, () => {
      const status = decideRedeem(db, clock.now(), c.req.param("reference"), c.req.param("decision") as RedeemDecision);
      return status ? succeed(c, { status }) : fail(c, "NOT_FOUND");
    }),
  );

  app.post("/__control/goods/:id/stock", (c) =>
    withBody(c, schemas.stock, ({ available }) => {
      const id = /^G(\d{1,9})$/.exec(c.req.param("id"))?.[1];
      const { changes } = db
        .prepare("UPDATE point_goods SET available = ?, quantity = MAX(quantity, ?) WHERE id = ?")
        .run(available, available, Number(id));
      return id && changes > 0 ? succeed(c, { available }) : fail(c, "NOT_FOUND");
    }),
  );

  app.post("/__control/merchants/:code/points", (c) =>
    withBody(c, schemas.points, ({ username, grant }) => {
      const account = accountByUsername(db, c.req.param("code"), username);
      if (!account) return fail(c, "NOT_FOUND");
      if (grant) {
        const now = clock.now();
        db.transaction(() =>
          changePoints(db, {
            accountId: account.id,
            kind: "EARN",
            points: grant,
            reference: `GRANT-${now.getTime()}`,
            now,
          }),
        )();
      }
      return succeed(c, {
        points: pointsOf(db, account.id),
        ledgerSumPoints: pointsLedgerSum(db, account.id),
      });
    }),
  );
}
