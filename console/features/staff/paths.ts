/** The console's sign-in page: where a signed-out request is sent, with the page it asked for as `?return=`. */
export const SIGN_IN_PATH = "/sign-in";
export const RETURN_PARAM = "return";

/**
 * Where to go after signing in: a path of the console itself, else its home. A full address, a
 * scheme-relative `//host` or a backslash (which browsers read as a slash) would send the newly
 * signed-in staff member to another site.
 */
export function returnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f]/.test(value)) return "/";
  return value;
}

export function signInPathFor(requestUrl: string): string {
  const url = new URL(requestUrl);
  const back = `${url.pathname}${url.search}`;
  return back === "/" ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
