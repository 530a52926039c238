/**
 * The flows the bot check guards: sign-in by username, registration, and every send of a code by
 * SMS (never the SMS sign-in itself: its code was sent behind the check).
 */
export const BOT_CHECK_PURPOSES = ["login", "register", "sms"] as const;
export type BotCheckPurpose = (typeof BOT_CHECK_PURPOSES)[number];

export const isBotCheckPurpose = (value: unknown): value is BotCheckPurpose =>
  typeof value === "string" && (BOT_CHECK_PURPOSES as readonly string[]).includes(value);

/**
 * The form fields of each flow: the solved challenge (with JavaScript) and the no-JavaScript pass.
 * Sending a code has fields of its own: its button is in a form (registration's) with a check of its own.
 */
export const BOT_CHECK_FIELDS: Record<BotCheckPurpose, { solved: string; pass: string }> = {
  login: { solved: "botCheck", pass: "botCheckPass" },
  register: { solved: "botCheck", pass: "botCheckPass" },
  sms: { solved: "smsBotCheck", pass: "smsBotCheckPass" },
};

/** The resource route that hands out challenges. */
export const BOT_CHECK_PATH = "/auth/bot-check";
