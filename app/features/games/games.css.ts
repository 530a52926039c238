import { globalStyle, style } from "@vanilla-extract/css";
import { PHONE_MAX } from "~/ui/breakpoints";
import { vars } from "../../../themes/contract.css";

/** A card's launch button: the whole card face (icon and name), a button that looks like the card. */
export const launchForm = style({ display: "contents" });

export const launchButton = style({
  display: "grid",
  gap: vars.space.xs,
  width: "100%",
  padding: 0,
  border: 0,
  background: "none",
  color: "inherit",
  font: "inherit",
  textAlign: "inherit",
  cursor: "pointer",
  selectors: { '&[aria-busy="true"]': { cursor: "progress", opacity: 0.7 } },
});

/** The heart's size: a card's badges keep clear of it. */
export const FAVOURITE_SIZE = "2.25rem";

/** The heart on a card: in the top corner of the end side (right; left in a right-to-left page), over the icon. */
export const favouriteButton = style({
  position: "absolute",
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: FAVOURITE_SIZE,
  height: FAVOURITE_SIZE,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger },
  },
});

// A favourite's heart is filled.
globalStyle(`${favouriteButton}[aria-pressed="true"] path`, { fill: "currentColor" });

export const favouriteError = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.danger });

/** The game popup while a game plays: large on desktop, the whole window on phones. */
export const gameDialog = style({
  width: "min(72rem, 96vw)",
  maxWidth: "96vw",
  height: "min(48rem, 92dvh)",
  maxHeight: "92dvh",
  "@media": {
    [PHONE_MAX]: { width: "100vw", maxWidth: "100vw", height: "100dvh", maxHeight: "100dvh", margin: 0, borderRadius: 0 },
  },
});

/** The maintenance screen's recommendations need room for a grid. */
export const wideDialog = style({ width: "min(48rem, 96vw)", maxWidth: "96vw" });

export const frame = style({
  flex: 1,
  width: "100%",
  minHeight: "20rem",
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const message = style({ margin: 0 });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontFamily: vars.font.heading });
