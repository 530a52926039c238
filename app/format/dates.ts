/**
 * Dates and times, one way, for the server and the browser alike.
 *
 * Every text is made by `Intl.DateTimeFormat` with an explicit time zone, never the clock of
 * the machine that renders it, so the server's render and the browser's agree. A time always
 * says which zone it is in ("2026-11-23 07:43 UTC", "2026-11-23 15:43 GMT+8"), unless it sits
 * under a heading that names the zone. Every time a player reads (receipts, records, messages,
 * the end of a break, draw times) is in the brand's zone (`brandZone`, at its offset now, made per
 * request by `playerZone` of ./zone.server and given to the browser by the root's data): the
 * player reads their own clock, and the zone's name says which it is. The days of windows the
 * portal asks of the platform (a record's date range, today's records) stay the platform's UTC
 * days, as it keeps players' records by them, and their labels say so. The agent centre uses the
 * merchant's offset, as its reports, periods and clock count the merchant's days.
 *
 * Days are `yyyy-MM-dd` texts. The day-range helpers turn a zone's days into the UTC instants
 * that bound them, so a window asked of the platform and a window shown agree.
 */

/** A fixed time zone: UTC, a merchant's offset from UTC, or a brand's zone at its offset now (no daylight saving). */
export interface Zone {
  /** Minutes east of UTC. */
  readonly offsetMinutes: number;
  /** How a time names the zone: "UTC", "GMT+8", "GMT-3:30", "GMT+0". */
  readonly label: string;
  /** The zone as `Intl.DateTimeFormat` takes it. */
  readonly timeZone: string;
  /**
   * Added to an instant before it is formatted in `timeZone`: 0, except for an offset of part
   * hours ("+05:30"), which Node 20's Intl cannot name (it knows `Etc/GMT-8` but not "+05:30"):
   * such a time is formatted in UTC after moving it by the offset.
   */
  readonly shiftMs: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The platform's clock: the days of players' records, and a brand's zone that is UTC. */
export const UTC_ZONE: Zone = { offsetMinutes: 0, label: "UTC", timeZone: "UTC", shiftMs: 0 };

/** "GMT+8", "GMT-3:30", "GMT+0". */
function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

/**
 * The merchant's fixed offset (minutes east of UTC, as agent.profile gives it), named as the
 * agent centre shows it ("GMT+8"; an offset of 0 is "GMT+0", the merchant's clock, not UTC).
 */
export function offsetZone(offsetMinutes: number): Zone {
  const label = gmtLabel(offsetMinutes);
  const hours = offsetMinutes / 60;
  // IANA's Etc zones count the other way round: Etc/GMT-8 is eight hours east of UTC.
  if (Number.isInteger(hours) && hours >= -12 && hours <= 14) {
    return { offsetMinutes, label, timeZone: hours === 0 ? "UTC" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`, shiftMs: 0 };
  }
  return { offsetMinutes, label, timeZone: "UTC", shiftMs: offsetMinutes * MINUTE_MS };
}

/** An instant: an ISO 8601 text from the platform, milliseconds since the epoch, or a Date. */
export type Instant = string | number | Date;

const msOf = (at: Instant) => (typeof at === "number" ? at : typeof at === "string" ? Date.parse(at) : at.getTime());

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A brand's IANA time zone (`timeZone` in its brand.yaml) as the zone's offset at `now` (the current
 * instant), named as Intl's `timeZoneName: "shortOffset"` names it: "GMT+7", "GMT+5:30", "GMT-4".
 * A zone with daylight saving is labelled by its offset now, and its times are shown at that
 * offset: a time on the other side of a change reads an hour off the local clock of then, yet it is
 * the right instant and its label says the offset it is in (the page made after the change uses the
 * new one). A zone that is UTC is `UTC_ZONE`, named "UTC" as the platform's days are named.
 */
export function brandZone(timeZone: string, now: Instant = Date.now()): Zone {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortOffset", numberingSystem: "latn" });
    offsetFormats.set(timeZone, format);
  }
  if (format.resolvedOptions().timeZone === "UTC") return UTC_ZONE;
  const label = format.formatToParts(msOf(now)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  // "GMT", "GMT+7", "GMT-3:30" (ICU writes an offset of 0 as "GMT" or "GMT+0").
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(label);
  if (!match) throw new RangeError(`${timeZone}: Intl names its offset "${label}", not as GMT±h[:mm]`);
  const [, sign, hours = "0", minutes = "0"] = match;
  const offsetMinutes = (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) || 0;
  return { ...offsetZone(offsetMinutes), label };
}

interface Fields {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const fieldFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar fields of `ms` in the zone, as two-digit texts (four for the year). */
function fieldsOf(ms: number, zone: Zone): Fields {
  let format = fieldFormats.get(zone.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      numberingSystem: "latn",
    });
    fieldFormats.set(zone.timeZone, format);
  }
  const fields: Fields = { year: "", month: "", day: "", hour: "", minute: "", second: "" };
  for (const part of format.formatToParts(ms + zone.shiftMs)) {
    if (part.type in fields) fields[part.type as keyof Fields] = part.value;
  }
  return fields;
}

export interface TimeOptions {
  /** With seconds ("07:43:05"): record tables and the agent clock. Default without. */
  seconds?: boolean;
  /** Without the zone's name, for a column whose heading names it. Default labelled. */
  labelled?: boolean;
}

/**
 * A time as the portal shows it: `yyyy-MM-dd HH:mm[:ss] <zone>` ("2026-11-23 15:43 GMT+8").
 * A text the platform sent that is not a time is shown as it came, never a broken page.
 */
export function formatDateTime(at: Instant, zone: Zone, { seconds = false, labelled = true }: TimeOptions = {}): string {
  const ms = msOf(at);
  if (!Number.isFinite(ms)) return String(at);
  const f = fieldsOf(ms, zone);
  const time = `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}${seconds ? `:${f.second}` : ""}`;
  return labelled ? `${time} ${zone.label}` : time;
}

/** The day of an instant in the zone, `yyyy-MM-dd` (a date with no time needs no zone's name). */
export function dayOf(at: Instant, zone: Zone): string {
  const ms = msOf(at);
  if (!Number.isFinite(ms)) return String(at);
  const f = fieldsOf(ms, zone);
  return `${f.year}-${f.month}-${f.day}`;
}

/** Today in the zone. */
export const todayIn = (zone: Zone, now: Instant = Date.now()) => dayOf(now, zone);

const localizedFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time in the reader's language ("Nov 23, 2026, 3:43 PM GMT+8"), for a page that shows a
 * time as a sentence rather than in a table (draw times).
 */
export function formatLocalDateTime(at: Instant, zone: Zone, localeTag: string): string {
  const ms = msOf(at);
  if (!Number.isFinite(ms)) return String(at);
  const key = `${localeTag} ${zone.timeZone}`;
  let format = localizedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, { dateStyle: "medium", timeStyle: "short", timeZone: zone.timeZone });
    localizedFormats.set(key, format);
  }
  return `${format.format(ms + zone.shiftMs)} ${zone.label}`;
}

/* Days and day ranges. */

/** Midnight UTC that starts a `yyyy-MM-dd` day. */
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `yyyy-MM-dd` that names a real calendar day (not 2026-02-29, not 2026-2-1). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = utcMidnight(value);
  return Number.isFinite(ms) && dayOf(ms, UTC_ZONE) === value;
}

/** The day `days` after `day` (before, for a negative count): calendar days, so month ends and leap days count. */
export const addDays = (day: string, days: number) => dayOf(utcMidnight(day) + days * DAY_MS, UTC_ZONE);

/** How many days `from` to `to` covers, both included (1 for one day). */
export const daysBetween = (from: string, to: string) => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;

/** A window of whole days in a zone, as UTC instants: `start` inclusive, `end` exclusive. */
export interface DayRange {
  /** Milliseconds since the epoch. */
  start: number;
  end: number;
}

/**
 * The days `from` to `to` (inclusive) in the zone, as the instants that bound them: at GMT+8
 * the day 2026-11-23 runs from 2026-11-22T16:00Z to 2026-11-23T16:00Z.
 */
export function dayRange(from: string, to: string, zone: Zone): DayRange {
  const shift = zone.offsetMinutes * MINUTE_MS;
  return { start: utcMidnight(from) - shift, end: utcMidnight(to) + DAY_MS - shift };
}

/** Whether an instant falls within a day range (its end is the next day's first instant, outside). */
export function inDayRange(at: Instant, range: DayRange): boolean {
  const ms = msOf(at);
  return ms >= range.start && ms < range.end;
}
