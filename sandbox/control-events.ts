import type { Hono } from "hono";
import { z } from "zod";
import { playerEventKindSchema } from "../app/platform/contract/events";
import type { Clock } from "./lib/context";
import { accountByUsername } from "./lib/accounts";
import { emitPlayerEvent } from "./lib/player-events";
import { fail, succeed, withBody } from "./lib/respond";
import type { Db } from "./db/index";

const cents = z.number().int().min(-100_000_000_000).max(100_000_000_000);
const eventSchema = z
  .object({
    kind: playerEventKindSchema,
    amountCents: cents.nullable().optional(),
    /** Default: the account's balance now. */
    balanceCents: cents.min(0).nullable().optional(),
    reference: z.string().trim().min(1).max(64).nullable().optional(),
  })
  .strict();

/**
 * POST /__control/merchants/:code/players/:username/events
 *      {"kind": "deposit.credited", "amountCents"?: 50000, "balanceCents"?: 150000, "reference"?: "D123"}
 *      Appends a live event to the player's feed (as the sandbox's money paths do), moving no money:
 *      for tests of the portal's live events. Answers {"id"}; 404 NOT_FOUND for an unknown player.
 * Mounted by registerControlRoutes, behind its token and JSON checks.
 */
export function registerPlayerEventControl(app: Hono, { db, clock }: { db: Db; clock: Clock }): void {
  app.post("/__control/merchants/:code/players/:username/events", (c) =>
    withBody(c, eventSchema, (event) => {
      const account = accountByUsername(db, c.req.param("code"), c.req.param("username"));
      if (!account) return fail(c, "NOT_FOUND");
      const id = emitPlayerEvent(db, account.id, { ...event, balanceCents: event.balanceCents ?? account.balance_cents }, clock.now());
      return succeed(c, { id });
    }),
  );
}
