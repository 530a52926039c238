import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** A menu's floating panel (member menu, vendor menus, service widget). */
export const menuPanel = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

/** A menu's list (member menu, side menu, service widget, vendor menus): rows a hair apart. */
export const menuList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.125rem" });

/** A menu's row, a link or a button: icon then text, highlighted under the pointer. */
export const menuItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceRaised } },
});
