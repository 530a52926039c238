import { globalStyle, style } from "@vanilla-extract/css";

/** The console's look, shared by its pages: neutral, high contrast (every text pair at least 7:1), system fonts. */
export const colours = {
  bg: "#f6f7f9",
  surface: "#ffffff",
  text: "#1b1f24",
  muted: "#4a5260",
  border: "#c9ced6",
  primary: "#1f4fd1",
  primaryText: "#ffffff",
  danger: "#a4161a",
  success: "#1d6b35",
  focus: "#b35c00",
} as const;

globalStyle("html", { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif", color: colours.text });
globalStyle("body", { margin: 0, background: colours.bg, lineHeight: 1.5 });
globalStyle("a", { color: colours.primary });
globalStyle(":focus-visible", { outline: `3px solid ${colours.focus}`, outlineOffset: 2 });
globalStyle("table", { borderCollapse: "collapse", width: "100%", background: colours.surface });
globalStyle("th, td", { textAlign: "start", padding: "6px 10px", borderBlockEnd: `1px solid ${colours.border}`, verticalAlign: "top" });
globalStyle("input, select, textarea, button", { font: "inherit" });
globalStyle("input, select, textarea", {
  padding: "6px 8px",
  border: `1px solid ${colours.muted}`,
  borderRadius: 4,
  background: colours.surface,
  color: colours.text,
});

export const skipLink = style({
  position: "absolute",
  insetInlineStart: -9999,
  selectors: { "&:focus": { insetInlineStart: 8, insetBlockStart: 8, background: colours.surface, padding: 8, zIndex: 10 } },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 16,
  padding: "10px 20px",
  background: colours.text,
  color: colours.surface,
});

export const headerLink = style({ color: colours.surface, selectors: { '&[aria-current="page"]': { fontWeight: 700 } } });

export const signOut = style({ marginInlineStart: "auto" });

export const main = style({ padding: "20px", maxInlineSize: 1200, marginInline: "auto" });

export const button = style({
  padding: "6px 14px",
  borderRadius: 4,
  border: `1px solid ${colours.primary}`,
  background: colours.primary,
  color: colours.primaryText,
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.6, cursor: "progress" } },
});

export const secondaryButton = style([button, { background: colours.surface, color: colours.primary }]);

export const error = style({ color: colours.danger });
export const notice = style({ color: colours.success });

/** A wide table's box: it scrolls sideways on a narrow screen rather than widening the page. */
export const scrollX = style({ overflowX: "auto" });

// Classes rather than style attributes: the console's policy allows no inline styles in its pages.

/** A page's box: a section, a form, a confirmation. */
export const panel = style({
  background: colours.surface,
  border: `1px solid ${colours.border}`,
  borderRadius: 6,
  padding: "16px 20px",
  marginBlock: "16px",
});

/** The sign-in's panel: narrow, centred. */
export const signInPanel = style({ maxInlineSize: 460, marginInline: "auto" });

export const spaced = style({ marginBlockStart: 16 });

export const paging = style({ display: "flex", gap: 16, alignItems: "center", marginBlock: 12 });

export const detail = style({ fontSize: "0.9em", wordBreak: "break-word" });

/** Read out, not shown: a table's caption, a label the row's text already gives. */
export const visuallyHidden = style({
  position: "absolute",
  inlineSize: 1,
  blockSize: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
});
