/** The contract popup over the player pages: kept alone, so the home's trigger imports nothing else. */
export const CONTRACT_POPUP_PATH = "/contract";
