/**
 * Where the session's guards send an account that may not go on: a trial account on a page for
 * real accounts, and a session that must change its password before anything else.
 */

/** The "need a real account" prompt a trial account gets on a protected page. */
export const REAL_ACCOUNT_PATH = "/real-account";
/** The change-password popup (over the home). */
export const CHANGE_PASSWORD_PATH = "/change-password";
