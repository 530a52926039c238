import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** One column that may shrink below its content: the chip rows scroll inside it rather than widen the page. */
export const page = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const search = style({ display: "grid", gap: vars.space.xs, maxWidth: "32rem" });

export const searchLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The list while the next view loads: dimmed, still readable. */
export const updating = style({ opacity: 0.6, transition: "opacity 150ms" });
