import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { DESKTOP_MIN, PHONE_MAX } from "../../ui/breakpoints";
import { HEADER_NAV_HEIGHT, HEADER_ROW_HEIGHT } from "./header.css";
import { menuItem } from "./menu.css";

export const aside = style({
  position: "sticky",
  top: HEADER_ROW_HEIGHT,
  alignSelf: "flex-start",
  width: "15rem",
  maxHeight: `calc(100dvh - ${HEADER_ROW_HEIGHT})`,
  overflowY: "auto",
  flexShrink: 0,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: { "&[data-collapsed='true']": { width: "3.25rem" } },
  "@media": {
    [PHONE_MAX]: { display: "none" },
    [DESKTOP_MIN]: {
      top: `calc(${HEADER_ROW_HEIGHT} + ${HEADER_NAV_HEIGHT})`,
      maxHeight: `calc(100dvh - ${HEADER_ROW_HEIGHT} - ${HEADER_NAV_HEIGHT})`,
    },
  },
});

export const toggleRow = style({
  display: "flex",
  justifyContent: "flex-end",
  marginBottom: vars.space.xs,
});

export const group = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.xs,
  paddingTop: vars.space.xs,
});

/** The menu row, wider, and marked when it is the current page. */
export const item = style([
  menuItem,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    selectors: { "&[aria-current='page']": { color: vars.color.primary, fontWeight: 700 } },
  },
]);

export const qrRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, padding: `${vars.space.xs} 0` });

export const qrFigure = style({ margin: 0, display: "grid", justifyItems: "center", gap: vars.space.xs });

export const qrImage = style({
  width: "107px",
  height: "107px",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const qrCaption = style({ fontSize: vars.fontSize.xs });

export const notice = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const settings = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
