import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

export const page = style({ display: "grid", gap: vars.space.lg, minWidth: 0, maxWidth: "56rem" });

export const card = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
