import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const inline = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const control = {
  font: "inherit",
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.md}`,
};

export const select = style(control);

export const button = style({ ...control, cursor: "pointer" });
