import * as styles from "./ui.css";

/** 24×24 outline paths, drawn in the current text colour. */
const PATHS = {
  menu: "M3 6h18M3 12h18M3 18h18",
  close: "M6 6l12 12M18 6L6 18",
  chevronDown: "M6 9l6 6 6-6",
  chevronLeft: "M15 6l-6 6 6 6",
  chevronRight: "M9 6l6 6-6 6",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  eyeOff:
    "M3 3l18 18M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.9M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2",
  refresh: "M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7",
  bell: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0",
  chat: "M4 5h16v11H9l-5 4V5z",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v6h4v-6h3l1-4h-4V8z",
  telegram: "M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l8-6",
  whatsapp: "M4 20l1.4-4.2A8 8 0 1 1 8.3 18.7L4 20zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2L9 9z",
  copy: "M8 8h12v12H8zM4 16V4h12",
  logout: "M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  wallet: "M3 7h18v13H3zM3 7l13-4v4M16 13h2",
  gift: "M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z",
  help: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01",
  heart: "M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z",
} as const;

export type IconName = keyof typeof PATHS;

/** The icons that point along the line: turned over in a right-to-left page (`mirrored`), so "back" and "next" keep their sense. */
const POINTING: ReadonlySet<IconName> = new Set(["chevronLeft", "chevronRight", "logout"]);

/** A decorative icon: the text next to it (or an aria-label on its control) names it. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={[styles.icon, POINTING.has(name) && styles.mirrored, className].filter(Boolean).join(" ")}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
