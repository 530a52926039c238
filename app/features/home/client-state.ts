import { useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the player asked for less motion. The server (and hydration) assume
 * yes, so nothing moves until the browser has said otherwise.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

export type SwiperParts = typeof import("./swiper-parts");

let swiperParts: Promise<SwiperParts> | null = null;

/**
 * Swiper's chunk, fetched once (again after a failure). Nothing imports it at start:
 * the first paint and hydration need none of it (the carousels render their first
 * slide and controls without it), so it loads when a carousel first needs it, or
 * earlier when the page is idle (`whenIdle`).
 */
export function loadSwiper(): Promise<SwiperParts> {
  swiperParts ??= import("./swiper-parts").catch((error: unknown) => {
    swiperParts = null;
    throw error;
  });
  return swiperParts;
}

/**
 * Runs `task` once the page has loaded and the main thread has a quiet moment
 * (at most `timeoutMs` later). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}
