import { scrollLocked } from "./ui.css";

let locks = 0;

/** Stops the page scrolling behind a modal; nested locks are counted. Returns the unlock. */
export function lockPageScroll(): () => void {
  locks += 1;
  document.documentElement.classList.add(scrollLocked);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks = Math.max(0, locks - 1);
    if (locks === 0) document.documentElement.classList.remove(scrollLocked);
  };
}
