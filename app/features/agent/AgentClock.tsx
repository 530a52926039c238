import { useEffect, useState } from "react";
import { formatDateTime, offsetZone } from "~/format/dates";

/**
 * The agent centre's clock: the platform's time in the merchant's offset ("2026-11-23 18:04:05
 * GMT+8"), ticking every second. It starts from the server's render time, so the first client
 * render matches the server's; not a live region (a screen reader would hear it every second).
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
      {formatDateTime(now, offsetZone(utcOffsetMinutes), { seconds: true })}
    </time>
  );
}
