import type { AppLoadContext } from "@remix-run/node";
import { BONUS_TYPES, type BonusType } from "~/platform/contract/records";
import { loadRecords } from "./records.server";
import { formatDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { RecordsPageData } from "./types";

export interface BonusRow {
  id: string;
  time: string;
  type: BonusType;
  title: string;
  amount: string;
}

export interface BonusTotals {
  bonuses: number;
  amount: string;
}

export type BonusDetailsData = RecordsPageData<BonusRow, BonusTotals>;

/** `/member/bonusDetails`: the bonuses credited to the player (records.bonuses). */
export function loadBonusDetails(request: Request, context: AppLoadContext): Promise<BonusDetailsData> {
  const zone = playerZone(context);
  return loadRecords(request, context, {
    types: BONUS_TYPES,
    async fetch({ type, ...window }, money) {
      const value = await context.platform.records.bonuses({ ...window, type: type ?? undefined, language: context.i18n.language });
      return {
        rows: value.list.map((bonus) => ({
          id: bonus.id,
          time: formatDateTime(bonus.time, zone, { seconds: true }),
          type: bonus.type,
          title: bonus.title,
          amount: money(bonus.amountCents),
        })),
        totals: { bonuses: value.totals.bonuses, amount: money(value.totals.amountCents) },
        total: value.total,
        totalPages: value.totalPages,
      };
    },
  });
}
