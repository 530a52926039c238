import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** The agent layout (its own, without the player header, footer or side menu). */

export const shell = style({
  minHeight: "100dvh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.bg,
  color: vars.color.text,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const main = style({ flex: 1, display: "flex", justifyContent: "center", alignItems: "flex-start", padding: vars.space.lg });

export const card = style({
  width: "min(26rem, 100%)",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const captcha = style({
  display: "block",
  height: "2.75rem",
  width: "auto",
  alignSelf: "flex-start",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

/** The agent centre (signed in): the bar's end group and the menu beside the page. */
export const barEnd = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, fontSize: vars.fontSize.sm });

export const homeLink = style({ color: "inherit", textDecoration: "none" });

export const centre = style({ flex: 1, padding: vars.space.lg });
