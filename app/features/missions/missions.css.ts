import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const ownRow = style({ fontWeight: 700, outline: `2px solid ${vars.color.primary}`, outlineOffset: "-2px" });
export const mission = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const missionHead = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
});
export const missionTitle = style({ margin: 0, fontSize: "inherit" });
export const bar = style({ width: "100%", height: "0.5rem", accentColor: vars.color.primary });
