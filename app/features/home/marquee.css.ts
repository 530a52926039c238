import { createVar, fallbackVar, globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { RTL } from "../../ui/direction";

/** Set by the component from the text's width, so every marquee moves at the same speed. */
export const marqueeDuration = createVar();

/**
 * The track holds the list twice; moving it by half its width brings the copy where the list
 * was, so the loop has no seam. The text moves towards the start of the line: to the left, and
 * in a right-to-left page (where the track starts at the right) to the right.
 */
const scroll = keyframes({
  from: { transform: "translateX(0)" },
  to: { transform: "translateX(-50%)" },
});
const scrollRtl = keyframes({
  from: { transform: "translateX(0)" },
  to: { transform: "translateX(50%)" },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const icon = style({ flexShrink: 0, color: vars.color.accent });

export const placeholder = style({ flex: 1 });

export const error = style({ margin: 0, color: vars.color.textMuted });

export const viewport = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  borderRadius: vars.radius.sm,
});

export const track = style({
  display: "flex",
  width: "max-content",
  animationName: scroll,
  animationDuration: fallbackVar(marqueeDuration, "30s"),
  animationTimingFunction: "linear",
  animationIterationCount: "infinite",
  selectors: {
    [`${viewport}:hover &, ${viewport}:focus-within &, ${viewport}:focus &`]: { animationPlayState: "paused" },
  },
  "@media": {
    "(prefers-reduced-motion: no-preference)": { selectors: { [`${RTL} &`]: { animationName: scrollRtl } } },
    "(prefers-reduced-motion: reduce)": { animation: "none", width: "auto" },
  },
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexShrink: 0,
  "@media": { "(prefers-reduced-motion: reduce)": { flexWrap: "wrap", rowGap: vars.space.xs } },
});

export const item = style({
  whiteSpace: "nowrap",
  paddingInlineEnd: vars.space.xxl,
  "@media": { "(prefers-reduced-motion: reduce)": { whiteSpace: "normal", paddingInlineEnd: vars.space.lg } },
});

// With reduced motion the list stands still: the copy that made the loop seamless goes.
globalStyle(`${track} > [data-copy]`, { "@media": { "(prefers-reduced-motion: reduce)": { display: "none" } } });
