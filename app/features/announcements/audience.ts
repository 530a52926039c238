/**
 * Who sees which announcements, and how often the popup opens by itself.
 * Pure, so both sides share it and unit tests read it plainly.
 */
export type Execution = "A" | "B" | "F";

export interface Viewer {
  signedIn: boolean;
  /** Signed in for the first time in this browser session (the first-login step was just done). */
  firstLogin: boolean;
}

/** Visitors see execution B; signed-in accounts A; a first sign-in also F. */
export function executionsFor(viewer: Viewer): Execution[] {
  if (!viewer.signedIn) return ["B"];
  return viewer.firstLogin ? ["A", "F"] : ["A"];
}

/**
 * The state the popup is shown once for: signed in or not, in a language. A sign-in,
 * a sign-out or a language change is a new state, so the popup opens again once.
 */
export function popupStateKey(state: { signedIn: boolean; language: string }): string {
  return `${state.signedIn ? "member" : "visitor"}:${state.language}`;
}

/** Where the browser session remembers the states it has shown (sessionStorage: one tab's session). */
export const SHOWN_STORAGE_KEY = "announcements-shown";

/** The states recorded so far, from what storage holds (anything unreadable counts as none). */
export function parseShown(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Whether the popup should open by itself for `key`, and what storage should hold after it does. */
export function nextPopup(shown: readonly string[], key: string): { open: boolean; shown: string[] } {
  if (shown.includes(key)) return { open: false, shown: [...shown] };
  return { open: true, shown: [...shown, key] };
}

/** 9 titles per page. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
