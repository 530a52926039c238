import { describe, expect, it } from "vitest";
import {
  addDays,
  brandZone,
  dayOf,
  dayRange,
  daysBetween,
  formatDateTime,
  formatLocalDateTime,
  inDayRange,
  isDay,
  offsetZone,
  todayIn,
  UTC_ZONE,
} from "~/format/dates";

const AT = "2026-11-23T07:43:05.250Z";
const PLUS_8 = offsetZone(480);
const MINUS_5 = offsetZone(-300);

describe("formatting a time", () => {
  it("in UTC, named, with or without seconds", () => {
    expect(formatDateTime(AT, UTC_ZONE)).toBe("2026-11-23 07:43 UTC");
    expect(formatDateTime(AT, UTC_ZONE, { seconds: true })).toBe("2026-11-23 07:43:05 UTC");
    expect(formatDateTime(Date.parse(AT), UTC_ZONE)).toBe("2026-11-23 07:43 UTC");
    expect(formatDateTime(new Date(AT), UTC_ZONE)).toBe("2026-11-23 07:43 UTC");
  });

  it("in the merchant's offset east of UTC (+8), named by it", () => {
    expect(PLUS_8.label).toBe("GMT+8");
    expect(formatDateTime(AT, PLUS_8)).toBe("2026-11-23 15:43 GMT+8");
    expect(formatDateTime(AT, PLUS_8, { seconds: true })).toBe("2026-11-23 15:43:05 GMT+8");
    // 16:00 UTC is the next day's midnight at +8, written 00, never 24.
    expect(formatDateTime("2026-11-23T16:00:00Z", PLUS_8)).toBe("2026-11-24 00:00 GMT+8");
  });

  it("in an offset west of UTC (-5), the day before when UTC is still early", () => {
    expect(MINUS_5.label).toBe("GMT-5");
    expect(formatDateTime(AT, MINUS_5)).toBe("2026-11-23 02:43 GMT-5");
    expect(formatDateTime("2026-03-01T03:00:00Z", MINUS_5)).toBe("2026-02-28 22:00 GMT-5");
  });

  it("in an offset of part hours, and at the offset 0 of a merchant (GMT+0, not UTC)", () => {
    expect(formatDateTime(AT, offsetZone(330))).toBe("2026-11-23 13:13 GMT+5:30");
    expect(formatDateTime(AT, offsetZone(-210))).toBe("2026-11-23 04:13 GMT-3:30");
    expect(formatDateTime(AT, offsetZone(0))).toBe("2026-11-23 07:43 GMT+0");
  });

  it("without the zone's name under a heading that names it", () => {
    expect(formatDateTime(AT, PLUS_8, { seconds: true, labelled: false })).toBe("2026-11-23 15:43:05");
  });

  it("in the reader's language for a sentence, still named", () => {
    // ICU versions differ in the space before "PM" (narrow no-break or plain).
    expect(formatLocalDateTime(AT, PLUS_8, "en-US").replace(/\s/gu, " ")).toBe("Nov 23, 2026, 3:43 PM GMT+8");
  });

  it("shows a text that is no time as it came", () => {
    expect(formatDateTime("soon", UTC_ZONE)).toBe("soon");
    expect(dayOf("soon", UTC_ZONE)).toBe("soon");
  });
});

describe("days in a zone", () => {
  it("gives the day of an instant where the zone is", () => {
    expect(dayOf("2026-11-23T15:59:59.999Z", PLUS_8)).toBe("2026-11-23");
    expect(dayOf("2026-11-23T16:00:00Z", PLUS_8)).toBe("2026-11-24");
    expect(dayOf("2026-11-23T04:59:59.999Z", MINUS_5)).toBe("2026-11-22");
    expect(todayIn(PLUS_8, "2026-12-31T20:00:00Z")).toBe("2027-01-01");
    expect(todayIn(UTC_ZONE, "2026-12-31T20:00:00Z")).toBe("2026-12-31");
  });

  it("adds calendar days across month ends and leap days", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -29)).toBe("2026-01-31");
    expect(daysBetween("2026-01-01", "2026-12-31")).toBe(365);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(3);
    expect(daysBetween("2026-11-23", "2026-11-23")).toBe(1);
  });

  it("knows a real calendar day", () => {
    expect(["2026-02-28", "2028-02-29", "2026-12-31"].map(isDay)).toEqual([true, true, true]);
    expect(["2026-02-29", "2026-02-30", "2026-13-01", "2026-2-1", "20260201", ""].map(isDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("a range of days in a zone, as UTC instants", () => {
  it("starts at the zone's midnight: the day at +8 runs 16:00 UTC to 16:00 UTC", () => {
    const day = dayRange("2026-11-23", "2026-11-23", PLUS_8);
    expect(new Date(day.start).toISOString()).toBe("2026-11-22T16:00:00.000Z");
    expect(new Date(day.end).toISOString()).toBe("2026-11-23T16:00:00.000Z");
  });

  it("crosses a month end and the leap day in the offset", () => {
    const leap = dayRange("2028-02-28", "2028-03-01", MINUS_5);
    expect(new Date(leap.start).toISOString()).toBe("2028-02-28T05:00:00.000Z");
    expect(new Date(leap.end).toISOString()).toBe("2028-03-02T05:00:00.000Z");
    expect((leap.end - leap.start) / 86_400_000).toBe(3);
    // 23:30 on the leap day at -5 is already March 1st in UTC, and still in the range.
    expect(inDayRange("2028-03-01T04:30:00Z", dayRange("2028-02-29", "2028-02-29", MINUS_5))).toBe(true);
    const month = dayRange("2026-01-31", "2026-01-31", PLUS_8);
    expect(new Date(month.end).toISOString()).toBe("2026-01-31T16:00:00.000Z");
  });

  it("holds its first and last millisecond, and not one millisecond either side", () => {
    const day = dayRange("2026-11-23", "2026-11-23", PLUS_8);
    expect(inDayRange(day.start, day)).toBe(true);
    expect(inDayRange(day.end - 1, day)).toBe(true);
    expect(inDayRange(day.start - 1, day)).toBe(false);
    expect(inDayRange(day.end, day)).toBe(false);
    expect(inDayRange("2026-11-23T15:59:59.999Z", day)).toBe(true);
    expect(inDayRange("2026-11-23T16:00:00.000Z", day)).toBe(false);
    // Every instant of the range is one of its days where the zone is.
    expect([dayOf(day.start, PLUS_8), dayOf(day.end - 1, PLUS_8), dayOf(day.end, PLUS_8)]).toEqual([
      "2026-11-23",
      "2026-11-23",
      "2026-11-24",
    ]);
  });

  it("is the UTC day in UTC", () => {
    const day = dayRange("2026-02-28", "2026-02-28", UTC_ZONE);
    expect([new Date(day.start).toISOString(), new Date(day.end).toISOString()]).toEqual([
      "2026-02-28T00:00:00.000Z",
      "2026-03-01T00:00:00.000Z",
    ]);
  });
});

describe("a brand's IANA time zone", () => {
  const WINTER = "2026-01-15T12:00:00Z";
  const SUMMER = "2026-07-15T12:00:00Z";

  it("is its offset now, named as Intl's shortOffset names it", () => {
    const saigon = brandZone("Asia/Ho_Chi_Minh");
    expect(saigon).toMatchObject({ offsetMinutes: 420, label: "GMT+7", shiftMs: 0 });
    expect(formatDateTime(AT, saigon)).toBe("2026-11-23 14:43 GMT+7");
    expect(formatLocalDateTime(AT, saigon, "en-US").replace(/\s/gu, " ")).toBe("Nov 23, 2026, 2:43 PM GMT+7");
    expect(formatDateTime(AT, brandZone("Asia/Dubai"))).toBe("2026-11-23 11:43 GMT+4");
    expect(formatDateTime(AT, brandZone("Asia/Manila"))).toBe(formatDateTime(AT, PLUS_8));
  });

  it("keeps an offset of part hours, in its times and its days", () => {
    const kolkata = brandZone("Asia/Kolkata");
    expect(kolkata).toMatchObject({ offsetMinutes: 330, label: "GMT+5:30" });
    expect(formatDateTime(AT, kolkata)).toBe("2026-11-23 13:13 GMT+5:30");
    expect(formatLocalDateTime(AT, brandZone("Asia/Kathmandu"), "en-US").replace(/\s/gu, " ")).toBe("Nov 23, 2026, 1:28 PM GMT+5:45");
    expect(new Date(dayRange("2026-11-23", "2026-11-23", kolkata).start).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("labels a zone with daylight saving by its offset now, and shows every time at that offset", () => {
    expect(brandZone("America/New_York", WINTER)).toMatchObject({ offsetMinutes: -300, label: "GMT-5" });
    expect(brandZone("America/New_York", SUMMER)).toMatchObject({ offsetMinutes: -240, label: "GMT-4" });
    // A summer draw seen in winter: the same instant, at the offset the label names.
    expect(formatDateTime(SUMMER, brandZone("America/New_York", WINTER))).toBe("2026-07-15 07:00 GMT-5");
    expect(formatDateTime(SUMMER, brandZone("America/New_York", SUMMER))).toBe("2026-07-15 08:00 GMT-4");
  });

  it('is UTC_ZONE for UTC, named "UTC" as the platform\'s days are', () => {
    expect(brandZone("UTC")).toBe(UTC_ZONE);
    expect(brandZone("Etc/UTC")).toBe(UTC_ZONE);
    // A zone at UTC+0 that is not UTC is named by Intl ("GMT", or "GMT+0" in newer ICU).
    expect(brandZone("Europe/London", WINTER)).toMatchObject({ offsetMinutes: 0, label: expect.stringMatching(/^GMT(\+0)?$/) });
    expect(brandZone("Europe/London", SUMMER)).toMatchObject({ offsetMinutes: 60, label: "GMT+1" });
  });
});
