import { style } from "@vanilla-extract/css";
import { colours } from "../../ui/styles.css";
import { stack } from "../../ui/form.css";

/** The brand pages' parts: tabs, the diff, the settings form's groups, the domain states. */

export const crumbs = style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "baseline", marginBlockEnd: 8 });

export const badge = style({
  display: "inline-block",
  padding: "0 8px",
  borderRadius: 10,
  border: `1px solid ${colours.muted}`,
  fontSize: "0.85em",
  color: colours.text,
  background: colours.surface,
});

export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 4,
  borderBlockEnd: `2px solid ${colours.border}`,
  marginBlockEnd: 16,
  padding: 0,
  listStyle: "none",
});

export const tab = style({
  display: "inline-block",
  padding: "6px 12px",
  textDecoration: "none",
  borderBlockEnd: "3px solid transparent",
  selectors: { '&[aria-current="page"]': { borderBlockEndColor: colours.primary, fontWeight: 700, color: colours.text } },
});

export const diffFile = style({ marginBlock: 12 });

export const diff = style({
  background: colours.surface,
  border: `1px solid ${colours.border}`,
  borderRadius: 4,
  padding: 8,
  // Long lines wrap: a diff never scrolls sideways, so it needs no keyboard stop of its own to be read.
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontSize: "0.85em",
  lineHeight: 1.4,
  margin: 0,
});

/** An added line: its "+" says it, the colour and the weight only help. */
export const added = style({ display: "block", background: "#e6f4ea", color: "#0b3d1a", fontWeight: 600 });
/** A removed line: its "-" says it. */
export const removed = style({ display: "block", background: "#fbe9e9", color: "#5c0a0a" });
export const hunk = style({ display: "block", color: colours.muted, fontStyle: "italic" });
export const context = style({ display: "block" });

export const grid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 12, alignItems: "start" });

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: 12,
  alignItems: "end",
  paddingBlock: 8,
  borderBlockEnd: `1px dashed ${colours.border}`,
});

export const form = style({ display: "grid", gap: 16 });

export const up = style({ color: colours.success, fontWeight: 600 });
export const down = style({ color: colours.danger, fontWeight: 600 });

export const copyField = style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" });
export const copyInput = style({
  flex: "1 1 320px",
  minInlineSize: 0,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
});

export const warning = style({
  border: `2px solid ${colours.danger}`,
  borderRadius: 6,
  padding: "12px 16px",
  background: colours.surface,
  marginBlock: 12,
});

export const list = style({ margin: 0, paddingInlineStart: 20 });

/** A changed file's heading in the diff. */
export const diffHeading = style({ fontSize: "1em", marginBlock: "0 4px" });

/** The first line of a list of problems: what they are about. */
export const problemsTitle = style({ margin: 0, fontWeight: 700 });

/** A list without bullets or indent (each brand's domains); after `list`, so its padding wins. */
export const bareList = style({ listStyle: "none", paddingInlineStart: 0 });

/** A heading inside a settings group, as large as its text. */
export const groupHeading = style({ margin: 0, fontSize: "1em" });

/** A form's row of buttons set off from what is above it: a little, or more. */
export const actionsBelow = style({ marginBlockStart: 8 });
export const actionsApart = style({ marginBlockStart: 12 });

/** A warning's heading, at the warning's top edge. */
export const warningHeading = style({ marginBlockStart: 0 });

/** A line just above the list it introduces. */
export const leadLine = style({ marginBlockEnd: 4 });

/** The publish form: a stack, wider than a form's usual (composed, so this width wins over the stack's). */
export const publishForm = style([stack, { maxInlineSize: 640 }]);
