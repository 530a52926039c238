import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { button, buttonLarge } from "../../ui/ui.css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.xl,
});

export const card = style({
  maxWidth: "32rem",
  padding: vars.space.xxl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  textAlign: "center",
});

export const brand = style({ color: vars.color.accent, fontWeight: 700, margin: 0 });

export const title = style({ fontSize: vars.fontSize.xl, margin: `${vars.space.md} 0` });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The page's one action (try again, go home): the shared primary button. */
export const action = style([button.primary, buttonLarge, { marginTop: vars.space.lg }]);

/** The brand's customer service while the portal is closed. */
export const contact = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.sm });

export const contactList = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
