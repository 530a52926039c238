import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { card } from "./cards.css";

/* The vendor card (VendorCard.tsx) of the home and the game centres. */

/** A vendor card that is a form's submit button: the card's look, without the button's. */
export const launchCard = style([
  card,
  {
    width: "100%",
    font: "inherit",
    textAlign: "start",
    cursor: "pointer",
    selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);

/** A vendor in maintenance: shown, not launchable. */
export const unavailableCard = style([card, { opacity: 0.75 }]);

export const form = style({ height: "100%", margin: 0 });
