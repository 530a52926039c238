import { style } from "@vanilla-extract/css";
import { colours } from "../../ui/styles.css";
import { PREVIEW_SIZES } from "./preview";

/** The palette page: the form and its contrast table beside the live preview. */

export const layout = style({
  display: "grid",
  gap: 24,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 1100px)": { gridTemplateColumns: "minmax(0, 1fr) 600px" } },
});

export const colourTable = style({ background: colours.surface });

/** A token's field: its hex text and, with the page's script, a colour picker. */
export const colourRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(6.5rem, 1fr) 2.5rem",
  gap: "4px 6px",
  alignItems: "center",
});

export const hexInput = style({
  inlineSize: "100%",
  boxSizing: "border-box",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
});

export const picker = style({
  inlineSize: "2.5rem",
  blockSize: "2rem",
  padding: 0,
  border: `1px solid ${colours.muted}`,
  cursor: "pointer",
});

/** A field's error spans the row under its input. */
export const rowError = style({ gridColumn: "1 / -1" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center", marginBlock: 16 });

export const status = style({ margin: 0, color: colours.muted });

export const fail = style({ color: colours.danger, fontWeight: 700 });
export const pass = style({ color: colours.success });

export const failingCell = style({ background: "#fbe9e9" });

export const preview = style({ alignSelf: "start", "@media": { "(min-width: 1100px)": { position: "sticky", insetBlockStart: 8 } } });

export const previewOptions = style({ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "end", marginBlockEnd: 12 });

export const radios = style({
  border: `1px solid ${colours.border}`,
  borderRadius: 6,
  padding: "4px 10px 8px",
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: "4px 12px",
});

export const frames = style({ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "start" });

export const figure = style({ margin: 0 });

type Size = (typeof PREVIEW_SIZES)[number];
const bySize = (make: (size: Size) => Parameters<typeof style>[0]) =>
  Object.fromEntries(PREVIEW_SIZES.map((size) => [size.name, style(make(size))])) as Record<Size["name"], string>;

/** Each size's box: the page drawn at its real width and scaled down into it. */
export const frameBox = bySize((size) => ({
  inlineSize: size.width * size.scale,
  blockSize: size.height * size.scale,
  overflow: "hidden",
  border: `1px solid ${colours.border}`,
  background: colours.surface,
}));

export const frame = bySize((size) => ({
  inlineSize: size.width,
  blockSize: size.height,
  border: 0,
  transform: `scale(${size.scale})`,
  transformOrigin: "0 0",
}));

export const caption = style({ fontSize: "0.9em", color: colours.muted });
