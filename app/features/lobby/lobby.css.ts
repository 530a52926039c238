import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const page = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const search = style({ display: "grid", gap: vars.space.xs, maxWidth: "32rem" });

export const searchLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The list while the next view loads: dimmed, still readable. */
export const updating = style({ opacity: 0.6, transition: "opacity 150ms" });
