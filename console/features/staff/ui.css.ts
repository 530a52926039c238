import { globalStyle, style } from "@vanilla-extract/css";
import { colours } from "../../ui/styles.css";

/** The staff pages' forms and panels, in the console's own look. */

export const stack = style({ display: "grid", gap: 14, maxInlineSize: 420 });

export const field = style({ display: "grid", gap: 4 });

export const label = style({ fontWeight: 600 });

export const hint = style({ color: colours.muted, fontSize: "0.9em", margin: 0 });

export const fieldError = style({ color: colours.danger, margin: 0, fontWeight: 600 });

export const formError = style({
  color: colours.danger,
  border: `1px solid ${colours.danger}`,
  borderRadius: 4,
  padding: "8px 12px",
  background: colours.surface,
  margin: 0,
});

export const formNotice = style({
  color: colours.success,
  border: `1px solid ${colours.success}`,
  borderRadius: 4,
  padding: "8px 12px",
  background: colours.surface,
  margin: 0,
});

// Classes rather than style attributes: the console's policy allows no inline styles in its pages.

/** The sign-in's panel: narrow, centred. */
export const signInPanel = style({ maxInlineSize: 460, marginInline: "auto" });

export const spaced = style({ marginBlockStart: 16 });

export const flush = style({ margin: 0 });

export const panel = style({
  background: colours.surface,
  border: `1px solid ${colours.border}`,
  borderRadius: 6,
  padding: "16px 20px",
  marginBlock: "16px",
});

export const inlineForm = style({ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: 6, margin: 0 });

export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" });

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: 12,
  alignItems: "start",
});

// A filter's control fills its column, whatever its own width.
globalStyle(`${filters} input`, { inlineSize: "100%", boxSizing: "border-box", minInlineSize: 0 });

export const definitions = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px" });
globalStyle(`${definitions} dt`, { fontWeight: 600 });
globalStyle(`${definitions} dd`, { margin: 0 });

export const secret = style({ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", wordBreak: "break-all" });

export const qr = style({ inlineSize: 200, blockSize: 200, background: "#ffffff" });

export const visuallyHidden = style({
  position: "absolute",
  inlineSize: 1,
  blockSize: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
});

export const paging = style({ display: "flex", gap: 16, alignItems: "center", marginBlock: 12 });

export const detail = style({ fontSize: "0.9em", wordBreak: "break-word" });

/** A submit button whose form is being sent. */
export const busy = style({ opacity: 0.7, cursor: "progress" });
