/**
 * A same-site path to send the browser back to, or the fallback. Refuses
 * absolute and protocol-relative URLs so a form cannot redirect off the site.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}
