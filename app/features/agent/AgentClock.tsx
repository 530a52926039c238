import { useEffect, useState } from "react";

/** "GMT+8", "GMT-3:30", "GMT+0". */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

/** "2026-11-23 18:04:05" for the time `at` in the offset. */
export function clockText(at: number, offsetMinutes: number): string {
  const shifted = new Date(at + offsetMinutes * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/**
 * The agent centre's clock: the platform's time in the merchant's offset, ticking
 * every second. It starts from the server's render time, so the first client render matches
 * the server's; not a live region (a screen reader would hear it every second).
 */
export function AgentClock({ renderedAt, utcOffsetMinutes }: { renderedAt: number; utcOffsetMinutes: number }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time dateTime={new Date(now).toISOString()} data-testid="agent-clock">
      {clockText(now, utcOffsetMinutes)} {gmtLabel(utcOffsetMinutes)}
    </time>
  );
}
