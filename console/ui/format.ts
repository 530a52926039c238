import { formatDateTime, UTC_ZONE } from "~/format/dates";

/** A time as the console shows it, always in UTC with seconds: "2026-11-30 03:12:45 UTC". */
export const formatUtc = (at: string | number | Date) => formatDateTime(at, UTC_ZONE, { seconds: true });
