import type { MISSION_PERIODS } from "../../app/platform/contract/referral";

export type MissionPeriod = (typeof MISSION_PERIODS)[number];

const DAY_MS = 86_400_000;

/** The current period's bounds in UTC: the day, or the week from Monday 00:00. */
export function periodOf(period: MissionPeriod, now: Date): { start: Date; end: Date } {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === "DAILY") return { start: new Date(day), end: new Date(day + DAY_MS) };
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const start = day - sinceMonday * DAY_MS;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}
