import type { GroupHandlers } from "../lib/context";
import { eventsAfter, latestEventId, nextEventOrTimeout } from "../lib/player-events";
import { sessionOf } from "../lib/sessions";

export const eventsHandlers: GroupHandlers<"events"> = {
  /** A long poll: answers at once when events are waiting, else when one arrives or waitMs has passed. */
  poll: async (ctx, { after, waitMs }) => {
    const { accountId } = sessionOf(ctx);
    if (after === undefined) return { cursor: latestEventId(ctx.db, accountId), events: [] };
    let events = eventsAfter(ctx.db, accountId, after);
    if (events.length === 0 && waitMs > 0) {
      await nextEventOrTimeout(ctx.db, accountId, waitMs);
      events = eventsAfter(ctx.db, accountId, after);
    }
    return { cursor: events.at(-1)?.id ?? after, events };
  },
};
