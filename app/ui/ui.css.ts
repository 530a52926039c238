import { globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";
import { RTL } from "./direction";

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** Set on <html> while a modal dialog is open. */
export const scrollLocked = style({});
globalStyle(`html.${scrollLocked}, html.${scrollLocked} body`, { overflow: "hidden" });

const dialogBase = style({
  // Where a modal sits anyway; also a dialog rendered open by the server (no JavaScript yet).
  position: "fixed",
  inset: 0,
  margin: "auto",
  zIndex: 50,
  overflow: "auto",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  maxWidth: "calc(100vw - 2rem)",
  maxHeight: "calc(100dvh - 2rem)",
  selectors: {
    "&::backdrop": { background: vars.color.overlay },
  },
});

// Without JavaScript too (the class above is set by script): the page behind an open dialog does not scroll.
globalStyle(`html:has(${dialogBase}[open])`, { overflow: "hidden" });

export const dialog = styleVariants({
  center: [dialogBase, { width: "26rem", borderRadius: vars.radius.lg }],
  /** A full-height panel at the page's start side: the left, the right in a right-to-left page. */
  drawer: [
    dialogBase,
    {
      margin: 0,
      marginInlineEnd: "auto",
      width: "min(20rem, 85vw)",
      height: "100dvh",
      maxHeight: "100dvh",
      borderRadius: 0,
      borderWidth: 0,
      borderInlineEndWidth: "1px",
    },
  ],
});

/** Fills the dialog box, so a click on the dialog element itself is a click on the backdrop. */
export const dialogInner = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  minHeight: "100%",
});

export const dialogHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

/** A centred dialog's title bar, by which it is dragged: touch moves the dialog, not the page, and does not select the title. */
export const dialogHandle = style({ cursor: "move", touchAction: "none", userSelect: "none" });

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

/** Busy (`disabled`, e.g. while a form posts) or unavailable (`aria-disabled`, keeps keyboard focus). */
const disabledStates = {
  "&:disabled": { cursor: "progress", opacity: 0.7 },
  '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 },
};

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.25rem",
  minHeight: "2.25rem",
  padding: vars.space.xs,
  border: `1px solid transparent`,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceRaised },
    ...disabledStates,
  },
});

export const dialogActions = style({
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: "auto",
});

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: disabledStates,
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary }],
  accent: [buttonBase, { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent }],
  secondary: [buttonBase, { background: vars.color.surfaceRaised, color: vars.color.text }],
  danger: [buttonBase, { background: vars.color.danger, color: vars.color.primaryText, borderColor: vars.color.danger }],
});

/** With a `button` variant: a form's main action, as tall as its fields. */
export const buttonLarge = style({ minHeight: "2.75rem", padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: "inherit" });

/** A form field: label, control row, message. */
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

/** A control with what belongs beside it (a country select, a show-password or send-code button). */
export const inputRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

/** A form's refusal as a whole (the platform's answer to a sign-in, a step, a password form). */
export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
});

export const checkbox = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, cursor: "pointer" });

export const accordion = style({
  borderRadius: vars.radius.md,
});

export const accordionSummary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  cursor: "pointer",
  listStyle: "none",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.md,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.surfaceRaised },
  },
});

export const accordionChevron = style({
  transition: "transform 150ms ease",
  selectors: { [`${accordion}[open] &`]: { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const accordionBody = style({ paddingBlock: `${vars.space.xs} ${vars.space.sm}`, paddingInline: `${vars.space.md} 0` });

const spin = keyframes({ from: { transform: "rotate(0deg)" }, to: { transform: "rotate(360deg)" } });

export const spinning = style({
  animation: `${spin} 900ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const icon = style({ width: "1.25em", height: "1.25em", flexShrink: 0, verticalAlign: "middle" });

/**
 * An icon that points along the line (a chevron, a back or next arrow, sign-out's arrow): turned
 * over in a right-to-left page, so "next" still points the way the page reads. Icons that point
 * nowhere (search, close, user) and media controls (play) stay as they are.
 */
export const mirrored = style({ selectors: { [`${RTL} &`]: { transform: "scaleX(-1)" } } });
