import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** The popup: centred whether the browser made it modal (JS) or it was rendered open (no JS). */
export const dialog = style({
  position: "fixed",
  inset: 0,
  margin: "auto",
  padding: 0,
  width: "min(26rem, calc(100vw - 2rem))",
  maxHeight: "calc(100dvh - 2rem)",
  overflow: "auto",
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: 50,
  selectors: {
    "&::backdrop": { background: vars.color.overlay },
  },
});

// The page behind an open popup does not scroll (SPEC.md §2 Modal wrapper).
globalStyle(`html:has(${dialog}[open])`, { overflow: "hidden" });

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.5rem",
  minHeight: "2.5rem",
  padding: vars.space.xs,
  color: vars.color.textMuted,
  background: "transparent",
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  font: "inherit",
  selectors: {
    "&:hover": { color: vars.color.text, borderColor: vars.color.border },
    '&:disabled, &[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.5 },
  },
});

export const tabs = style({
  display: "flex",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: "transparent",
  border: "none",
  borderBottom: "2px solid transparent",
  cursor: "pointer",
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.primary, fontWeight: 600 },
  },
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const control = {
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};

export const input = style({
  ...control,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const select = style({ ...control, width: "auto", maxWidth: "45%" });

/** An input with a button inside its right edge (show password, new captcha). */
export const inputRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const captchaImage = style({
  display: "block",
  height: "2.75rem",
  width: "auto",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });

export const options = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const checkbox = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, cursor: "pointer" });

export const primaryButton = style({
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  font: "inherit",
  fontWeight: 600,
  color: vars.color.primaryText,
  background: vars.color.primary,
  border: "none",
  borderRadius: vars.radius.pill,
  cursor: "pointer",
  selectors: { "&:disabled": { cursor: "progress", opacity: 0.7 } },
});

export const secondaryButton = style({
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: "inherit",
  color: vars.color.accentText,
  background: vars.color.accent,
  border: "none",
  borderRadius: vars.radius.pill,
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: { '&:disabled, &[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 } },
});

export const fullWidth = style({ width: "100%" });

export const footer = style({
  margin: 0,
  textAlign: "center",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
