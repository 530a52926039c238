/**
 * A record page's date range, read from its URL (`?range=7d`, or `?range=custom&from=…&to=…`).
 * Days are the platform's (`yyyy-MM-dd`: UTC days for a player's records, the merchant's days
 * for the agent centre's): "today" is the platform's today, never this server's clock, so a
 * page and the platform always agree on what today covers.
 */
import { addDays, daysBetween, isDay } from "~/format/dates";

export const RANGE_PRESETS = ["today", "7d", "30d", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range a page shows when its URL names none, or names one that cannot be used. */
export const DEFAULT_PRESET = "7d" satisfies RangePreset;

/** Why a custom range was not used (the page then shows DEFAULT_PRESET and says why). */
export type RangeProblem = "invalid" | "order" | "future" | "tooLong";

export interface DateRange {
  preset: RangePreset;
  /** First and last day, inclusive. */
  from: string;
  to: string;
}

export interface RangeLimits {
  /** The platform's today. */
  today: string;
  /** The longest range the platform accepts, in days. */
  maxRangeDays: number;
}

export interface ParsedRange {
  range: DateRange;
  problem: RangeProblem | null;
  /** What the player typed in the custom fields (cut to a day's length), to show it again. */
  typed: { from: string; to: string };
}

const PRESET_DAYS: Record<Exclude<RangePreset, "custom">, number> = { today: 1, "7d": 7, "30d": 30 };

function presetRange(preset: Exclude<RangePreset, "custom">, today: string): DateRange {
  return { preset, from: addDays(today, 1 - PRESET_DAYS[preset]), to: today };
}

/**
 * The range the URL asks for. An unknown or missing `range` is DEFAULT_PRESET (no message:
 * a plain link to the page). A custom range that is malformed, reversed, ends after today
 * or is longer than the platform allows is not sent to the platform: the page shows
 * DEFAULT_PRESET with the problem named.
 */
export function parseDateRange(params: URLSearchParams, limits: RangeLimits): ParsedRange {
  const preset = RANGE_PRESETS.find((candidate) => candidate === params.get("range")) ?? DEFAULT_PRESET;
  const typed = { from: (params.get("from") ?? "").slice(0, 10), to: (params.get("to") ?? "").slice(0, 10) };
  if (preset !== "custom") return { range: presetRange(preset, limits.today), problem: null, typed };

  const { from, to } = typed;
  const problem: RangeProblem | null =
    !isDay(from) || !isDay(to)
      ? "invalid"
      : to < from
        ? "order"
        : to > limits.today
          ? "future"
          : daysBetween(from, to) > limits.maxRangeDays
            ? "tooLong"
            : null;
  if (problem) return { range: presetRange(DEFAULT_PRESET, limits.today), problem, typed };
  return { range: { preset, from, to }, problem: null, typed };
}

/**
 * One of `allowed` from a query value, or null ("all") for anything else: a filter the
 * platform does not know is never sent to it.
 */
export function parseChoice<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((candidate) => candidate === value) ?? null;
}
