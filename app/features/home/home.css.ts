import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const intro = style({ display: "grid", gap: vars.space.xs });

export const welcome = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const tagline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
