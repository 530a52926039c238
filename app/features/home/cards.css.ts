import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { FAVOURITE_SIZE } from "../games/games.css";

export const card = style({
  position: "relative",
  display: "grid",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.xs,
  color: vars.color.text,
  textDecoration: "none",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  transition: "transform 120ms ease, border-color 120ms ease",
  selectors: { "&:hover": { borderColor: vars.color.primary } },
  "@media": {
    "(prefers-reduced-motion: no-preference)": { selectors: { "&:hover": { transform: "translateY(-2px)" } } },
  },
});

/** A card's empty box while its list streams in: no hover, nothing to click. */
export const placeholder = style({ pointerEvents: "none" });

export const icon = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1 / 1",
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const logo = style([icon, { aspectRatio: "3 / 1" }]);

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.3,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

/** The badges sit left of the heart (top right), wrapping to a second line rather than running under it. */
export const badges = style({
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  right: `calc(${vars.space.xs} + ${FAVOURITE_SIZE} + ${vars.space.xs})`,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  pointerEvents: "none",
});

const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.6,
});

// Badge texts are small: each pairs a strong colour with the page background (or text with
// surface), which every theme keeps far apart, rather than two mid tones.
export const hotBadge = style([badge, { background: vars.color.danger, color: vars.color.bg }]);

export const trialBadge = style([
  badge,
  { background: vars.color.surface, color: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
]);

export const maintenanceBadge = style([badge, { background: vars.color.warning, color: vars.color.bg }]);

/** A vendor or game released lately (lobbies, game centres). */
export const newBadge = style([badge, { background: vars.color.success, color: vars.color.bg }]);
