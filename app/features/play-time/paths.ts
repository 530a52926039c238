/** The member centre's play-time pages and the game popup's play-time resource. */
export const REALITY_CHECK_PATH = "/member/realityCheck";
export const ACCOUNT_ACTIVITY_PATH = "/member/accountActivity";
/** POST `intent` check or close with a game's `sessionId`: what the game popup asks while a game is on screen. */
export const PLAY_TIME_RESOURCE = "/resources/play-time";
/** The history the reality check links to: the betting record. */
export const HISTORY_PATH = "/member/personalHistoryCopy";

/** How often the game popup checks a game on screen: well inside the platform's idle allowance. */
export const PLAY_CHECK_MS = 10_000;
