import { style } from "@vanilla-extract/css";
import { colours } from "../../ui/styles.css";

/** The assets page: each image on a card, and the upload form. */

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: 16,
  padding: 0,
  listStyle: "none",
});

export const card = style({
  background: colours.surface,
  border: `1px solid ${colours.border}`,
  borderRadius: 6,
  padding: 12,
  display: "grid",
  gap: 8,
  alignContent: "start",
});

export const cardHeading = style({ margin: 0, fontSize: "1rem" });

/** A checkerboard behind the image, so a white or a transparent drawing still shows. */
export const image = style({
  maxInlineSize: "100%",
  blockSize: 96,
  objectFit: "contain",
  backgroundColor: "#ffffff",
  backgroundImage:
    "linear-gradient(45deg, #e5e7eb 25%, transparent 25%), linear-gradient(-45deg, #e5e7eb 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #e5e7eb 75%), linear-gradient(-45deg, transparent 75%, #e5e7eb 75%)",
  backgroundSize: "16px 16px",
  backgroundPosition: "0 0, 0 8px, 8px -8px, -8px 0",
  border: `1px solid ${colours.border}`,
});

export const source = style({
  whiteSpace: "pre-wrap",
  wordBreak: "break-all",
  maxBlockSize: 240,
  overflow: "auto",
  fontSize: "0.85em",
  background: colours.bg,
  padding: 8,
});
