import { style } from "@vanilla-extract/css";
import { colours } from "../../ui/styles.css";

/** The texts page: the search, the table of texts and their overrides. */

export const search = style({ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "end", marginBlock: 16 });

export const checkbox = style({ display: "flex", gap: 6, alignItems: "center", paddingBlockEnd: 6 });

export const key = style({ fontWeight: 400, wordBreak: "break-word", maxInlineSize: "16rem" });

/** A missing text: its "missing" badge says it, the tint only helps. */
export const missingRow = style({ background: "#fff7e6" });

export const badge = style({
  display: "inline-block",
  marginInlineStart: 6,
  padding: "0 6px",
  borderRadius: 8,
  border: `1px solid ${colours.muted}`,
  fontSize: "0.8em",
  color: colours.text,
  background: colours.surface,
});

export const textarea = style({ inlineSize: "100%", minInlineSize: "14rem", boxSizing: "border-box", resize: "vertical" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center", marginBlock: 16 });

export const overrideColumn = style({ inlineSize: "36%" });
