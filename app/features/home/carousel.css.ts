import { globalStyle, style } from "@vanilla-extract/css";
import { PHONE_MAX } from "~/ui/breakpoints";
import { vars } from "../../../themes/contract.css";

export const frame = style({ minWidth: 0 });

export const staticBanner = style({ borderRadius: vars.radius.lg, overflow: "hidden" });

export const carousel = style({
  position: "relative",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.surface,
});

export const link = style({ display: "block", color: "inherit" });

/** Width and height attributes plus this keep the box before the image arrives (no layout shift). */
export const image = style({ display: "block", width: "100%", height: "auto", aspectRatio: "3 / 1" });

export const arrow = style({
  position: "absolute",
  top: "50%",
  transform: "translateY(-50%)",
  zIndex: 2,
  width: "2.5rem",
  height: "2.5rem",
  display: "grid",
  placeItems: "center",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  opacity: 0.85,
  cursor: "pointer",
  selectors: { "&:hover, &:focus-visible": { opacity: 1 } },
  // A phone's banner is narrow: smaller arrows, hugging the edges, cover less of it.
  "@media": { [PHONE_MAX]: { width: "2rem", height: "2rem" } },
});

/** "Previous" at the start side, "next" at the end: in a right-to-left page the slides come from the left (Swiper reads `dir`). */
export const prev = style({ insetInlineStart: vars.space.sm, "@media": { [PHONE_MAX]: { insetInlineStart: vars.space.xs } } });

export const next = style({ insetInlineEnd: vars.space.sm, "@media": { [PHONE_MAX]: { insetInlineEnd: vars.space.xs } } });

export const pause = style({
  position: "absolute",
  insetInlineEnd: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 2,
  width: "2rem",
  height: "2rem",
  display: "grid",
  placeItems: "center",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
});

/** The dots: each a 24 px target (WCAG 2.2 target size) around a 10 px dot, centred along the bottom. */
export const dots = style({
  position: "absolute",
  insetInline: 0,
  bottom: vars.space.xs,
  width: "fit-content",
  marginInline: "auto",
  zIndex: 2,
  display: "flex",
  gap: "0.25rem",
});

export const dot = style({
  display: "grid",
  placeItems: "center",
  width: "1.5rem",
  height: "1.5rem",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  cursor: "pointer",
  selectors: {
    "&::before": {
      content: '""',
      width: "0.625rem",
      height: "0.625rem",
      borderRadius: vars.radius.pill,
      background: vars.color.text,
      opacity: 0.45,
      boxShadow: `0 0 0 1px ${vars.color.surface}`,
    },
    '&[aria-current="true"]::before': { background: vars.color.primary, opacity: 1 },
  },
});

// The controls work once the page runs: hidden before (and without) JavaScript.
globalStyle(`${carousel}:not([data-ready]) ${arrow}, ${carousel}:not([data-ready]) ${dots}`, { display: "none" });
