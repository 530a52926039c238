/** The flows the bot check guards (before sign-in by username and registration; never SMS sign-in). */
export const BOT_CHECK_PURPOSES = ["login", "register"] as const;
export type BotCheckPurpose = (typeof BOT_CHECK_PURPOSES)[number];

export const isBotCheckPurpose = (value: unknown): value is BotCheckPurpose =>
  typeof value === "string" && (BOT_CHECK_PURPOSES as readonly string[]).includes(value);

/** The form fields: the solved challenge (with JavaScript) and the no-JavaScript pass. */
export const BOT_CHECK_FIELD = "botCheck";
export const NOSCRIPT_PASS_FIELD = "botCheckPass";

/** The resource route that hands out challenges. */
export const BOT_CHECK_PATH = "/auth/bot-check";
