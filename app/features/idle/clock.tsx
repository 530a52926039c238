import { useLocation, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

const IdleWarning = lazy(() => import("./IdleWarning"));

/** Where "stay signed in" posts (server/idle-stay.ts). */
const STAY_PATH = "/resources/idle";
/** The warning shows this long before the end (half the time-out, if that is shorter). */
const WARN_BEFORE_MS = 60_000;

type Message = { active: number } | { ended: true };

/**
 * The idle time-out in the browser, for a signed-in player (`ms`, the brand's time-out): the player's navigations are activity, as on the server; a minute before the end a
 * warning (loaded then) shows the time left and "stay signed in"; at the end the session is signed
 * out and the sign-in shows. Every tab of the brand follows one clock: activity and the end are
 * told to the others on a BroadcastChannel (one per origin, and a brand has its own). The server ends an idle session on its own too: this
 * only says so in time, and always first. Loaded by the player layout (app/routes/_main.tsx) once a page is up.
 */
export default function IdleClock({ ms: timeoutMs }: { ms: number }) {
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  const [left, setLeft] = useState<number | null>(null);
  const last = useRef(Date.now());
  const channel = useRef<BroadcastChannel | null>(null);
  const here = useRef("");
  here.current = location.pathname + location.search;

  const touch = useCallback((at: number, tell: boolean) => {
    if (at <= last.current && !tell) return;
    last.current = Math.max(last.current, at);
    setLeft(null);
    if (tell) channel.current?.postMessage({ active: last.current } satisfies Message);
  }, []);

  // A navigation (its start and its arrival) is the player's activity.
  useEffect(() => {
    touch(Date.now(), true);
  }, [location.key, busy, timeoutMs, touch]);

  useEffect(() => {
    const showSignIn = () => window.location.assign(`/login?${new URLSearchParams({ redirectTo: here.current })}`);
    const tabs = typeof BroadcastChannel === "function" ? new BroadcastChannel("idle") : null;
    channel.current = tabs;
    tabs?.addEventListener("message", (event: MessageEvent<Message>) => {
      if ("ended" in event.data) showSignIn();
      else touch(event.data.active, false);
    });
    const warnBefore = Math.min(WARN_BEFORE_MS, timeoutMs / 2);
    let ending = false;
    const tick = window.setInterval(() => {
      const remaining = last.current + timeoutMs - Date.now();
      if (remaining > 0) {
        setLeft(remaining <= warnBefore ? remaining : null);
        return;
      }
      if (ending) return;
      ending = true;
      const signOut = fetch("/logout", { method: "POST", body: new URLSearchParams(), redirect: "manual" }).catch(() => undefined);
      void signOut.then(() => {
        tabs?.postMessage({ ended: true } satisfies Message);
        showSignIn();
      });
    }, 1000);
    // Says the clock runs (a test moves a tab's time only once its clock is counting).
    document.documentElement.dataset.idleClock = "running";
    return () => {
      delete document.documentElement.dataset.idleClock;
      window.clearInterval(tick);
      tabs?.close();
      channel.current = null;
    };
  }, [timeoutMs, touch]);

  const stay = useCallback(() => {
    void fetch(STAY_PATH, { method: "POST", body: new URLSearchParams() }).then(
      (response) => (response.ok ? touch(Date.now(), true) : window.location.reload()),
      () => touch(Date.now(), true),
    );
  }, [touch]);

  if (left === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning secondsLeft={Math.ceil(left / 1000)} onStay={stay} />
    </Suspense>
  );
}
