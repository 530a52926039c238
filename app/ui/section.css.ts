import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

/**
 * A titled section of a page (the home's lanes, the lobbies, the game centres). Off screen, the browser skips its layout and paint (and the icons in
 * it are not drawn) until it comes near the view: on a phone most of the home is below
 * the fold, and laying out and painting it all at start-up was most of the main thread's
 * work (Lighthouse's blocking time on a phone about halved). Until it is first rendered
 * it counts as tall as `sectionSize` guesses for its kind (measured on the seeded brands);
 * after that, as tall as it was (`auto`), so the page hardly changes length as it is
 * scrolled.
 */
export const section = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  contentVisibility: "auto",
  "@media": { "screen and (min-width: 48rem)": { padding: vars.space.lg } },
});

/** The height a section is taken to have before it is first rendered, by what it holds; phone, then wider. */
export const sectionSize = styleVariants({
  /** Up to 12 games: four rows of three on a phone, two rows from 48rem. */
  games: {
    containIntrinsicSize: "auto 41rem",
    "@media": { "screen and (min-width: 48rem)": { containIntrinsicSize: "auto 28rem" } },
  },
  /** Up to 5 vendors: three rows of two on a phone, one row from 48rem. */
  vendors: {
    containIntrinsicSize: "auto 17rem",
    "@media": { "screen and (min-width: 48rem)": { containIntrinsicSize: "auto 11.25rem" } },
  },
  /** The winner board: one slide of four entries and its arrows. */
  board: { containIntrinsicSize: "auto 27rem" },
});

export const sectionHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const moreLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: "none",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  selectors: { "&:hover": { background: vars.color.surfaceRaised } },
});

export const errorBox = style({
  display: "grid",
  gap: vars.space.xs,
  justifyItems: "center",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  textAlign: "center",
  fontSize: vars.fontSize.sm,
});

export const errorTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger });

export const errorDetail = style({ margin: 0, color: vars.color.textMuted });

/** A list's quiet line in its place: nothing to show, or past its last page. */
export const message = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: "center",
  fontSize: vars.fontSize.sm,
});
