/** The contract popup over the player pages (SPEC.md §2 popups: contract): kept alone, so the home's trigger imports nothing else. */
export const CONTRACT_POPUP_PATH = "/contract";
