import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { FAVOURITE_SIZE } from "./games.css";

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

/** A card's badges, at the top from the start side, one after the other, wrapping to further lines. */
export const badges = style({
  position: "absolute",
  top: vars.space.sm,
  insetInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.6,
  pointerEvents: "none",
});

/**
 * A game card's badges flow round its heart (top, end side) as text flows round a float: a badge
 * that does not fit beside the heart goes below it, never under it.
 */
export const besideHeart = style({
  "::before": {
    content: '""',
    float: "inline-end",
    // The heart's box (and a gap) in the badges' corner: the heart is `xs` from the card's edge, the badges `sm`.
    width: `calc(${FAVOURITE_SIZE} + 2 * ${vars.space.xs} - ${vars.space.sm})`,
    height: `calc(${FAVOURITE_SIZE} + ${vars.space.xs} - ${vars.space.sm})`,
  },
  "@supports": {
    "not (float: inline-end)": {
      "::before": {
        // physical-css: browsers without logical floats (Chrome before 118, Safari before 15) float it on the heart's side of a left-to-right page
        float: "right",
      },
    },
  },
});

const badge = style({
  display: "inline-block",
  verticalAlign: "top",
  marginBlock: `0 ${vars.space.xs}`,
  marginInline: `0 ${vars.space.xs}`,
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

/** The grid of game cards. */
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))",
  "@media": { "screen and (min-width: 48rem)": { gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))" } },
});

export const vendorGrid = style([
  grid,
  {
    gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
    "@media": { "screen and (min-width: 48rem)": { gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))" } },
  },
]);
