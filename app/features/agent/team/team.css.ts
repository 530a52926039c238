import { style } from "@vanilla-extract/css";

/** A period's name over its date, kept on one line each. */
export const period = style({ whiteSpace: "nowrap" });
