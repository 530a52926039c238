/** The contract popup over the player pages: kept alone, so the home's trigger imports nothing else. */
export const CONTRACT_POPUP_PATH = "/contract";

/** The trigger's question (`/contract?check`): whether a request waits, never a redirect for an account signed out meanwhile. */
export const CONTRACT_CHECK_PARAM = "check";
