import { useEffect, useState, useSyncExternalStore } from "react";

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

/**
 * Swiper once the page runs: null on the server, while hydrating and until its chunk
 * has arrived (and for good if it fails to load). Swiper is most of the home's own
 * JavaScript and the first paint needs none of it: until then the carousels render
 * without it, as they do without JavaScript.
 */
export function useSwiper(): SwiperParts | null {
  const [parts, setParts] = useState<SwiperParts | null>(null);
  useEffect(() => {
    let mounted = true;
    import("./swiper-parts").then(
      (loaded) => {
        if (mounted) setParts(loaded);
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, []);
  return parts;
}
