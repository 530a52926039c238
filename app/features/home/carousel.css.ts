import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const frame = style({ minWidth: 0 });

export const staticBanner = style({ borderRadius: vars.radius.lg, overflow: "hidden" });

export const carousel = style({
  position: "relative",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.surface,
  vars: {
    "--swiper-theme-color": vars.color.primary,
    "--swiper-pagination-color": vars.color.primary,
    "--swiper-pagination-bullet-inactive-color": vars.color.text,
    "--swiper-pagination-bullet-inactive-opacity": "0.45",
    "--swiper-pagination-bullet-size": "10px",
    "--swiper-pagination-bullet-horizontal-gap": "5px",
  },
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
});

export const prev = style({ left: vars.space.sm });

export const next = style({ right: vars.space.sm });

export const pause = style({
  position: "absolute",
  right: vars.space.sm,
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

// The arrows only work once swiper runs: hidden before (and without) JavaScript.
globalStyle(`${carousel} .swiper:not(.swiper-initialized) ~ ${arrow}`, { display: "none" });

globalStyle(`${carousel} .swiper-pagination-bullet`, { border: 0, padding: 0, cursor: "pointer" });
