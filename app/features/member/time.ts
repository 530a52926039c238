/**
 * A platform time (ISO 8601, UTC) as the member centre shows it: "2026-05-14 09:30".
 * Cut from the text, not formatted through the browser's clock, so the server's render
 * and the browser's agree whatever the time zone.
 */
export const shortTime = (iso: string) => iso.slice(0, 16).replace("T", " ");
