import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { PHONE_MAX } from "../../ui/breakpoints";

export const shell = style({ minHeight: "100dvh", display: "flex", flexDirection: "column" });

export const body = style({ flex: 1, display: "flex", alignItems: "stretch", minWidth: 0 });

export const content = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" });

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: "80rem",
  margin: "0 auto",
  padding: vars.space.xl,
  "@media": { [PHONE_MAX]: { padding: vars.space.md } },
});

export const notice = style({
  margin: `${vars.space.md} ${vars.space.xl} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  "@media": { [PHONE_MAX]: { margin: `${vars.space.sm} ${vars.space.md} 0` } },
});
