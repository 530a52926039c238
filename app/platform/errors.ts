/**
 * The platform's error codes. Every envelope carries one; the portal translates
 * `errors.<code>` and never shows a platform's free-text message raw.
 * The English texts are the platform's own and the reference for the EN pack.
 */
export const ERROR_MESSAGES = {
  OK: "Success",
  INVALID_REQUEST: "Please enter correct information",
  UNAUTHORIZED: "You are not logged in, please login",
  SESSION_EXPIRED: "Your session has expired, please login again",
  INVALID_CREDENTIALS: "Incorrect username or password, please enter correct information",
  USER_NOT_FOUND: "Username/Email does not exist",
  CAPTCHA_REQUIRED: "Please enter the captcha",
  CAPTCHA_INVALID: "Invalid captcha or non-whitelisted domain",
  TOO_MANY_ATTEMPTS: "Too many requests, please retry after 5 minutes",
  PHONE_INVALID: "Invalid phone number format",
  CODE_INVALID: "Invalid or missing verification code",
  CODE_EXPIRED: "The code has expired, please send again",
  OLD_PASSWORD_INCORRECT: "The old password is incorrect",
  PASSWORD_REUSED: "Please choose a password you have not used recently",
  RESET_LINK_INVALID: "This reset link has expired or was already used, please ask for a new one",
  NON_MEMBER: "Non-member account unable to login",
  NOT_AGENT: "Non-agents cannot log in",
  /* The agent centre: an account outside the agent's own downline. */
  NOT_IN_TEAM: "This account is not in your team",
  /* Sign-in steps: verification from a new address, social sign-in. */
  VERIFICATION_REQUIRED: "Please confirm it is you: you are signing in from a new address",
  VERIFICATION_FAILED: "The details do not match, please try again",
  VERIFICATION_EXPIRED: "The verification has expired, please log in again",
  /* Too many wrong authenticator or recovery codes: every code is refused until details.until (with retryAfterSeconds). */
  SECOND_FACTOR_LOCKED: "Too many wrong codes: your authenticator codes are locked for a while",
  IDENTITY_NOT_LINKED: "This account is not linked to a player yet: log in once to link it",
  IDENTITY_INVALID: "The sign-in could not be confirmed, please try again",
  TRIAL_NOT_ALLOWED: "Please use a real account for this",
  FUNCTION_DISABLED: "Function not enabled, please contact customer service",
  MAINTENANCE: "The system is under maintenance",
  REGION_BLOCKED: "Access from your IP or location is restricted",
  GAME_MAINTENANCE: "The game is under maintenance. Check out our other popular games!",
  GAME_NOT_FOUND: "Invalid URL, please contact customer service",
  INSUFFICIENT_FUNDS: "Insufficient balance",
  /* Money (deposit, withdrawal, transfers, bank accounts). */
  AMOUNT_OUT_OF_RANGE: "The amount is outside the limits",
  IDEMPOTENCY_CONFLICT: "This form was already used, please reload the page",
  WITHDRAW_PASSWORD_INCORRECT: "Incorrect withdrawal password",
  WITHDRAW_PASSWORD_NOT_SET: "Please set a withdrawal password first",
  WITHDRAWAL_NOT_CONFIRMABLE: "This withdrawal cannot be confirmed now",
  BANK_ACCOUNT_LIMIT: "You cannot add more bank accounts",
  NO_UPLINE: "Your account has no upline",
  NOTHING_TO_CLAIM: "There is nothing to claim yet",
  ALREADY_CLAIMED: "This reward was already claimed",
  /* Agent contracts (contract/agent-contracts.ts). */
  CONTRACT_TIERS_INVALID: "Each tier's thresholds must be higher than the tier before",
  CONTRACT_RATE_TOO_HIGH: "The rate is higher than your own contract allows",
  CONTRACT_PENDING: "A contract request of this kind is already waiting for this account",
  CONTRACT_NOT_CHANGEABLE: "This contract cannot be changed now, please reload the page",
  RANGE_TOO_LONG: "The date range is too long",
  /* Responsible gaming: a deposit or bet that would pass one of the player's own limits (details.limit). */
  LIMIT_EXCEEDED: "This would pass one of your limits",
  /* Identity verification: a withdrawal above the merchant's threshold before approval; a verification sent twice. */
  KYC_REQUIRED: "Please verify your identity before this withdrawal",
  KYC_NOT_SUBMITTABLE: "Your verification cannot be sent now, please reload the page",
  /* Points mall and VIP bonus. */
  OUT_OF_STOCK: "Sorry, this item is out of stock",
  INSUFFICIENT_POINTS: "You do not have enough points",
  REDEEM_NOT_ELIGIBLE: "Your valid bet is below this item's requirement",
  POINTS_BELOW_MINIMUM: "That is below the least points a conversion takes",
  BONUS_NOT_CLAIMABLE: "This bonus cannot be claimed",
  /* Promotions, rewards and red envelopes. */
  ACTIVITY_NOT_OPEN: "This promotion is not open for applications",
  ALREADY_APPLIED: "You have already applied to this promotion",
  REWARD_EXPIRED: "This reward has expired",
  UNKNOWN_MERCHANT: "Invalid URL, please contact customer service",
  NOT_FOUND: "Invalid URL, please contact customer service",
  ENCRYPTION_REQUIRED: "Please enter correct information",
  DECRYPTION_FAILED: "Please enter correct information",
  UNKNOWN_KEY: "Please enter correct information",
  INTERNAL_ERROR: "Unknown error, please try again",
  /* Registration (registration.register). */
  USERNAME_TAKEN: "This username is already registered",
  MOBILE_TAKEN: "This mobile number is already registered",
  AFFILIATE_INVALID: "Invalid invitation code",
  AFFILIATE_USED: "This invitation code has already been used",
  FIELD_INVALID: "Please enter correct information",
  /* The agent's team (agentTeam.*). */
  AGENT_TYPE_NOT_ALLOWED: "You cannot create an agent of this type",
  ACCOUNT_FROZEN: "This account is frozen",
  /* Play time: the play of a session, day, week or month reached the player's session-time limit (details.sessionLimit: which, and when play may start again). */
  SESSION_LIMIT_REACHED: "You have reached one of your play time limits",
  /* Time-out and self-exclusion (contract/exclusion.ts): the details carry the end, `until` (null when permanent). */
  SELF_EXCLUDED: "You have excluded yourself from play on this brand",
  TIMED_OUT: "You are taking a break from play on this brand",
  /* An agent's transfer to a downline account with an active time-out or exclusion. */
  ACCOUNT_EXCLUDED: "This account has paused play and cannot receive transfers",
  /* Registration or sign-in on a brand that checks the national self-exclusion register, which lists the player. */
  NATIONALLY_EXCLUDED: "You are on the national self-exclusion register, so you cannot play on this brand",
  /*
   * Sign-in after a self-exclusion ended, before the player came back: details.comeBack carries
   * the ticket of the come-back steps (contract/exclusion.ts).
   */
  EXCLUSION_ENDED: "Your self-exclusion has ended: ask to come back before you play again",
  /* Coming back confirmed before the cooling-off has passed: details.until is its end (null when not asked yet). */
  COOLING_OFF: "Your cooling-off period is not over yet",
  PASSWORD_INCORRECT: "The password is incorrect",
  /* E-mail verification (contract/email-verification.ts) and the reset links it guards. */
  EMAIL_UNVERIFIED: "This email is not verified, so no reset link can be sent to it. Reset by mobile, or contact customer service",
  EMAIL_LINK_INVALID: "This verification link is not valid or was already used",
  EMAIL_LINK_EXPIRED: "This verification link has expired, please send a new one",
  EMAIL_NOTHING_TO_VERIFY: "There is no unverified email on this account",
  /* Raised by the portal's client, never sent by a platform. */
  NETWORK_ERROR: "Network link is abnormal, please try again",
  TIMEOUT: "The page took longer to load, please check your network",
  BAD_RESPONSE: "Network link is abnormal, please try again",
  /* The portal's circuit breaker: the platform failed this call repeatedly, so it is not asked for a moment. */
  UNAVAILABLE: "The service is temporarily unavailable, please try again in a moment",
  /*
   * The portal's money forms: the platform gave no verdict in time (no answer, a broken answer, an
   * outage), so the operation may have been carried out; the form keeps its idempotency key, and
   * sending it again shows the outcome without carrying it out twice.
   */
  CHECKING:
    "We are checking this request: the answer took too long. Send the form again in a moment to see its outcome; it is never carried out twice",
  /* The portal's bot check before sign-in and registration (app/forms/bot-check). */
  BOT_CHECK_REQUIRED: "Please complete verification first",
  BOT_CHECK_FAILED: "The verification failed or expired, please try again",
  /* The portal's guard of codes by SMS: a number of a country the brand does not send to; the brand's budget spent. */
  SMS_COUNTRY_NOT_OFFERED: "Codes by SMS are not sent to numbers of this country",
  SMS_UNAVAILABLE: "Codes by SMS are unavailable for now, please try again later",
  /* The portal's responsible gaming: a game vertical the brand does not offer (off, or not in the visitor's region). */
  VERTICAL_NOT_OFFERED: "This type of game is not offered here, or not where you are",
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_MESSAGES, code);
}

/**
 * The HTTP status a platform answers each error code with (the body is always the envelope), and
 * the portal answers its own requests with when a call fails so. The codes the portal gives a call
 * that got no good answer at all are a gateway's: 504 when none came in time, 502 when the
 * connection failed or the answer could not be read; 500 stays the portal's own fault.
 */
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  TIMEOUT: 504,
  NETWORK_ERROR: 502,
  BAD_RESPONSE: 502,
  INVALID_REQUEST: 400,
  ENCRYPTION_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  UNKNOWN_KEY: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  REGION_BLOCKED: 403,
  NON_MEMBER: 403,
  NOT_AGENT: 403,
  NOT_IN_TEAM: 403,
  VERIFICATION_REQUIRED: 403,
  VERIFICATION_FAILED: 422,
  VERIFICATION_EXPIRED: 422,
  IDENTITY_NOT_LINKED: 403,
  IDENTITY_INVALID: 422,
  TRIAL_NOT_ALLOWED: 403,
  FUNCTION_DISABLED: 403,
  NOT_FOUND: 404,
  UNKNOWN_MERCHANT: 404,
  GAME_NOT_FOUND: 404,
  INSUFFICIENT_FUNDS: 409,
  AMOUNT_OUT_OF_RANGE: 422,
  IDEMPOTENCY_CONFLICT: 409,
  WITHDRAW_PASSWORD_INCORRECT: 422,
  WITHDRAW_PASSWORD_NOT_SET: 409,
  WITHDRAWAL_NOT_CONFIRMABLE: 409,
  BANK_ACCOUNT_LIMIT: 409,
  NO_UPLINE: 409,
  NOTHING_TO_CLAIM: 409,
  ALREADY_CLAIMED: 409,
  ACTIVITY_NOT_OPEN: 409,
  ALREADY_APPLIED: 409,
  REWARD_EXPIRED: 409,
  CONTRACT_TIERS_INVALID: 422,
  CONTRACT_RATE_TOO_HIGH: 422,
  CONTRACT_PENDING: 409,
  CONTRACT_NOT_CHANGEABLE: 409,
  RANGE_TOO_LONG: 422,
  LIMIT_EXCEEDED: 409,
  KYC_REQUIRED: 403,
  KYC_NOT_SUBMITTABLE: 409,
  OUT_OF_STOCK: 409,
  INSUFFICIENT_POINTS: 409,
  REDEEM_NOT_ELIGIBLE: 409,
  POINTS_BELOW_MINIMUM: 422,
  BONUS_NOT_CLAIMABLE: 409,
  INVALID_CREDENTIALS: 422,
  USER_NOT_FOUND: 422,
  CAPTCHA_REQUIRED: 422,
  CAPTCHA_INVALID: 422,
  PHONE_INVALID: 422,
  CODE_INVALID: 422,
  CODE_EXPIRED: 422,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  AFFILIATE_INVALID: 422,
  AFFILIATE_USED: 409,
  FIELD_INVALID: 422,
  AGENT_TYPE_NOT_ALLOWED: 403,
  ACCOUNT_FROZEN: 409,
  SESSION_LIMIT_REACHED: 403,
  SELF_EXCLUDED: 403,
  TIMED_OUT: 403,
  ACCOUNT_EXCLUDED: 409,
  NATIONALLY_EXCLUDED: 403,
  EXCLUSION_ENDED: 403,
  COOLING_OFF: 409,
  PASSWORD_INCORRECT: 422,
  EMAIL_UNVERIFIED: 422,
  EMAIL_LINK_INVALID: 422,
  EMAIL_LINK_EXPIRED: 422,
  EMAIL_NOTHING_TO_VERIFY: 409,
  BOT_CHECK_REQUIRED: 422,
  BOT_CHECK_FAILED: 422,
  SMS_COUNTRY_NOT_OFFERED: 422,
  SMS_UNAVAILABLE: 429,
  VERTICAL_NOT_OFFERED: 451,
  OLD_PASSWORD_INCORRECT: 422,
  PASSWORD_REUSED: 422,
  RESET_LINK_INVALID: 422,
  TOO_MANY_ATTEMPTS: 429,
  SECOND_FACTOR_LOCKED: 429,
  CHECKING: 202,
  MAINTENANCE: 503,
  GAME_MAINTENANCE: 503,
  UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

export function httpStatusOf(code: ErrorCode): number {
  return code === "OK" ? 200 : (HTTP_STATUS[code] ?? 500);
}
