import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

/** Platform HTML, sanitised: readable defaults for what the allow-list lets through. */
export const richText = style({ lineHeight: 1.6, overflowWrap: "anywhere" });
globalStyle(`${richText} img`, { maxWidth: "100%", height: "auto", borderRadius: vars.radius.md });
globalStyle(`${richText} a`, { color: vars.color.accent, textDecoration: "underline" });
globalStyle(`${richText} table`, { borderCollapse: "collapse" });
globalStyle(`${richText} th, ${richText} td`, { border: `1px solid ${vars.color.border}`, padding: vars.space.xs });

export const page = style({ display: "grid", gap: vars.space.lg, padding: vars.space.lg, maxWidth: "60rem" });
export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const message = style({ padding: vars.space.md, color: vars.color.textMuted });
export const error = style({ padding: vars.space.md, color: vars.color.text, borderInlineStart: `4px solid ${vars.color.danger}` });

export const cardList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const card = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const cardLink = style({ color: vars.color.text, fontWeight: 600, fontSize: vars.fontSize.lg });

export const linkButton = style({
  justifySelf: "start",
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: "none",
});

/** Announcement and notice popups: titles first, content beside them (left then right; right then left in a right-to-left page; stacked on phones). */
export const boardDialog = style({ width: "min(56rem, 96vw)" });
export const board = style({
  display: "grid",
  gridTemplateColumns: "minmax(12rem, 1fr) 2fr",
  gap: vars.space.md,
  padding: vars.space.md,
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "1fr" } },
});
export const titles = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs, alignContent: "start" });
export const title = style({
  display: "block",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-expanded="true"]': { background: vars.color.surfaceRaised, borderColor: vars.color.accent } },
});
export const panel = style({ display: "grid", gap: vars.space.sm, alignContent: "start", minHeight: "12rem" });

export const qrList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, listStyle: "none", margin: 0, padding: 0 });
export const qr = style({ background: "#fff", padding: vars.space.sm, borderRadius: vars.radius.md });

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "32rem" });
export const field = style({ display: "grid", gap: vars.space.xs });
export const input = style({
  padding: vars.space.sm,
  background: vars.color.bg,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
});
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const success = style({ padding: vars.space.md, borderInlineStart: `4px solid ${vars.color.success}` });
