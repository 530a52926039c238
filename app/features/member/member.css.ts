import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { PHONE_MAX } from "../../ui/breakpoints";
import { menuItem } from "../layout/menu.css";

/** The member centre: its navigation beside the page; above it, scrolling sideways, on phones. */
export const shell = style({
  display: "grid",
  gridTemplateColumns: "14rem minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [PHONE_MAX]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const nav = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const navTitle = style({ margin: `0 0 ${vars.space.xs}`, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const navList = style({
  // Holds what is placed absolutely inside (a link's screen-reader-only words): on phones, where
  // the list scrolls sideways, those stay in it instead of widening the page.
  position: "relative",
  display: "grid",
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [PHONE_MAX]: { display: "flex", overflowX: "auto" } },
});

export const navItem = style([
  menuItem,
  {
    // Beside the page a long name wraps inside the column; on phones, where the list scrolls sideways, it stays on one line.
    overflowWrap: "anywhere",
    "@media": { [PHONE_MAX]: { whiteSpace: "nowrap" } },
    selectors: { "&[aria-current='page']": { color: vars.color.primary, fontWeight: 700 } },
  },
]);
