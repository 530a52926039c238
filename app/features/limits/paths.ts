/** The member centre's limits page. */
export const LIMITS_PATH = "/member/limits";

/** Where the offer of a deposit limit sends the player back to: its own page, never an address from the form. */
export const OFFER_RETURNS = { deposit: "/member/depositv2", limits: LIMITS_PATH, home: "/" } as const;
export type OfferReturn = keyof typeof OFFER_RETURNS;
