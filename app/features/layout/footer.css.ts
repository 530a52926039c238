import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { PHONE_MAX } from "../../ui/breakpoints";
import { RTL } from "../../ui/direction";

export const footer = style({
  marginTop: vars.space.xxl,
  // Room at the bottom for the floating service button.
  padding: `${vars.space.xl} ${vars.space.xl} calc(${vars.space.lg} + 4.5rem)`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: "grid",
  gap: vars.space.lg,
  // Below the fold on every page: no layout or paint (nor its grey vendor logos) until it comes
  // near. Until then it counts as about its height on the seeded brands; after, as it was.
  contentVisibility: "auto",
  containIntrinsicSize: "auto 36rem",
  "@media": { [PHONE_MAX]: { padding: `${vars.space.lg} ${vars.space.md}`, containIntrinsicSize: "auto 62rem" } },
});

export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.lg,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.heading,
  color: vars.color.text,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  // Arabic script joins its letters: spaced apart they break.
  selectors: { [`${RTL} &`]: { letterSpacing: "normal" } },
});

export const linkList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

/** A row of a link list: at least 24 px tall (WCAG 2.2 target size), the rows apart by the list's gap. */
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "1.5rem",
  color: vars.color.textMuted,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.primary, textDecoration: "underline" } },
});

export const social = style({ display: "flex", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });

export const socialLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: { "&:hover": { color: vars.color.primary, borderColor: vars.color.primary } },
});

export const vendors = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

/** Vendor logos in grey, in colour on hover. */
export const vendorLogo = style({
  width: "5.5rem",
  height: "2.5rem",
  objectFit: "contain",
  filter: "grayscale(1)",
  opacity: 0.7,
  transition: "filter 150ms ease, opacity 150ms ease",
  selectors: { "&:hover": { filter: "none", opacity: 1 } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const copyright = style({ margin: 0, textAlign: "center" });
