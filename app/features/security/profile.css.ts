import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** A profile field the player cannot change: its value as text, not an input. */
export const readOnly = style({ margin: 0, padding: `${vars.space.xs} 0`, fontWeight: 600 });
