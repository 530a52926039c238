import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { iconButton } from "../../ui/ui.css";
import { DESKTOP_MIN, NARROW_MAX, PHONE_MAX } from "../../ui/breakpoints";
import { menuItem, menuList, menuPanel } from "./menu.css";

/** The header's first row; the desktop vendor menus are a second row. */
export const HEADER_ROW_HEIGHT = "4rem";
export const HEADER_NAV_HEIGHT = "2.75rem";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const topRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: HEADER_ROW_HEIGHT,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  "@media": {
    [PHONE_MAX]: { gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.sm}` },
    [NARROW_MAX]: { flexWrap: "wrap", rowGap: vars.space.xs },
  },
});

/** Touch targets of the header (WCAG 2.2 asks for 24 px; 44 px is comfortable for a thumb). */
const TOUCH_TARGET = "2.75rem";

export const drawerButton = style({
  display: "none",
  minWidth: TOUCH_TARGET,
  minHeight: TOUCH_TARGET,
  "@media": { [PHONE_MAX]: { display: "inline-flex" } },
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  flexShrink: 0,
  minHeight: TOUCH_TARGET,
  borderRadius: vars.radius.pill,
});

/** The header's buttons (log in, register, deposit, withdraw): the shared button, as tall as a touch target. */
export const action = style({ minHeight: TOUCH_TARGET });

export const logo = style({
  display: "block",
  height: "2.25rem",
  width: "auto",
  "@media": { [NARROW_MAX]: { height: "1.75rem" } },
});

export const spacer = style({ flex: 1 });

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [NARROW_MAX]: { flexBasis: "100%", justifyContent: "flex-end" } },
});

/** Deposit and withdraw: in the drawer on narrow screens. */
export const wideOnly = style({ "@media": { [NARROW_MAX]: { display: "none" } } });

export const balanceBox = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingBlock: 0,
  paddingInline: `${vars.space.md} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  minHeight: "2.25rem",
});

export const balanceAmount = style({
  fontVariantNumeric: "tabular-nums",
  fontWeight: 700,
  whiteSpace: "nowrap",
  minWidth: "5ch",
});

export const balanceError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });

/** The notices link: the shared icon button, holding the unread badge. */
export const noticeButton = style([
  iconButton,
  { position: "relative", color: vars.color.text, minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET },
]);

export const badge = style({
  position: "absolute",
  top: 0,
  insetInlineEnd: 0,
  minWidth: "1.1rem",
  height: "1.1rem",
  padding: "0 0.25rem",
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  lineHeight: "1.1rem",
  textAlign: "center",
  fontWeight: 700,
});

export const inlineBadge = style([badge, { position: "static", marginInlineStart: "auto" }]);

export const memberMenu = style({ position: "relative" });

export const memberSummary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: TOUCH_TARGET,
  listStyle: "none",
  cursor: "pointer",
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.surfaceRaised },
  },
});

export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  textTransform: "uppercase",
});

export const vipLabel = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const memberPanel = style([
  menuPanel,
  {
    position: "absolute",
    insetInlineEnd: 0,
    top: "calc(100% + 0.5rem)",
    zIndex: 30,
    minWidth: "15rem",
    maxWidth: "calc(100vw - 1rem)",
  },
]);

export const memberHeading = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const memberName = style({ fontWeight: 700, display: "block" });

export const muted = style({ color: vars.color.textMuted });

export const vendorNav = style({
  display: "none",
  "@media": {
    [DESKTOP_MIN]: {
      display: "flex",
      alignItems: "center",
      minHeight: HEADER_NAV_HEIGHT,
      padding: `0 ${vars.space.lg}`,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const vendorNavList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const vendorCategory = style({ position: "relative" });

export const vendorCategoryLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.25rem",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: "nowrap",
  selectors: { "&:hover, &[aria-current='page']": { color: vars.color.primary } },
});

export const vendorPanel = style([
  menuPanel,
  {
    display: "none",
    position: "absolute",
    insetInlineStart: 0,
    top: "100%",
    zIndex: 30,
    minWidth: "14rem",
    selectors: {
      // Without JavaScript the panel follows hover and focus; with it, the component decides.
      [`${vendorCategory}:not([data-enhanced]):hover > &, ${vendorCategory}:not([data-enhanced]):focus-within > &`]: {
        display: "block",
      },
      [`${vendorCategory}[data-open="true"] > &`]: { display: "block" },
    },
  },
]);

export const vendorPanelLarge = style({ width: "min(46rem, 80vw)" });

/** The vendor list of a category with more than 10 vendors: logos in a grid. */
export const vendorListLarge = style([menuList, { gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))", gap: vars.space.xs }]);

/** A menu row, more compact. */
export const vendorLink = style([menuItem, { padding: `${vars.space.xs} ${vars.space.sm}` }]);

export const vendorLinkLarge = style({
  flexDirection: "column",
  textAlign: "center",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
});

export const vendorLogo = style({ width: "5rem", height: "2.5rem", objectFit: "contain" });

export const tag = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.warning,
});

export const navNotice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
