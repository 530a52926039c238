/** Where the verification email's link opens: `/verify-email?token=…`. */
export const VERIFY_EMAIL_PATH = "/verify-email";

/** The email tab's "send the link again" form (its element id and its replies' `form`). */
export const EMAIL_LINK_FORM = "email-verify-send";
