import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.text,
  background: vars.color.surface,
});

export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const numbers = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const ball = style({
  minWidth: "2rem",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  textAlign: "center",
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  background: vars.color.primary,
  color: vars.color.primaryText,
});

/** The lottery lobby: tall enough to play in; the game page (no side menu) fills the window. */
export const lobbyFrame = style({
  display: "block",
  width: "100%",
  height: "min(80vh, 48rem)",
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const fullFrame = style([lobbyFrame, { height: "calc(100vh - 8rem)", minHeight: "30rem" }]);
