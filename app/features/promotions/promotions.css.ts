import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import type { ActivityStatus } from "~/platform/contract/promotion-rules";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
});

export const card = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { textDecoration: "underline" } },
});
export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const bonus = style({ margin: 0, fontWeight: 700 });

/**
 * A status badge: the text in the page's own colour (readable in both modes), the state told
 * by the border and a marker of the state's colour (each status has a style).
 */
const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: "2px solid",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  selectors: { "&::before": { content: '""', width: "0.5em", height: "0.5em", borderRadius: "50%", background: "currentColor" } },
});
const tone = (color: string) => [badge, { borderColor: color, selectors: { "&::before": { background: color } } }];
export const status: Record<ActivityStatus, string> = styleVariants({
  JOIN: tone(vars.color.primary),
  APPLYING: tone(vars.color.warning),
  PROCESS: tone(vars.color.warning),
  REJECTED: tone(vars.color.danger),
  ISSUED: tone(vars.color.success),
  CLAIMED: tone(vars.color.textMuted),
  JOINED: tone(vars.color.accent),
  CLOSE: tone(vars.color.border),
  COMING_SOON: tone(vars.color.accent),
});

export const detail = style({ display: "grid", gap: vars.space.md, maxWidth: "48rem" });
export const textarea = style({ minHeight: "5rem", resize: "vertical" });
