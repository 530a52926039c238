import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const ownRow = style({ fontWeight: 700, outline: `2px solid ${vars.color.primary}`, outlineOffset: "-2px" });
export const caption = style({ textAlign: "start", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
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
export const leaderboard = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${leaderboard} th, ${leaderboard} td`, {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
});
