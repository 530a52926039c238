/**
 * What route `meta` functions put in the head. They run outside React (on the server
 * and on client navigations) with the root loader's pack, so they fill a text's
 * `{{name}}` placeholders themselves, as i18next would.
 */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The origin of an absolute http(s) URL; null for a relative path or anything else. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
