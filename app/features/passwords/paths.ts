/** The password popups' addresses (each a popup over the home; the change-password one is the session guard's: ~/session/paths). */
export const FORGOT_PASSWORD_PATH = "/forgot-password";
/** Where the emailed reset link points: `/reset-password?token=…`. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** `/login?forgot=1`: the product's address of the forgot-password popup, sent on to FORGOT_PASSWORD_PATH. */
export function isForgotPasswordLink(request: Request): boolean {
  const url = new URL(request.url);
  return url.pathname.replace(/\/+$/, "") === "/login" && url.searchParams.get("forgot") === "1";
}
