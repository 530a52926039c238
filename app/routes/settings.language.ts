import { replace, type ActionFunctionArgs } from "@remix-run/node";
import { invalidRequest } from "~/http/invalid-request";
import { safeRedirectPath } from "~/http/redirect";
import { languageCookie } from "~/i18n/language.server";

/** The path without `?lng`, which would otherwise outrank the new choice. */
function withoutLanguageParam(path: string): string {
  const url = new URL(path, "http://localhost");
  url.searchParams.delete("lng");
  return url.pathname + url.search + url.hash;
}

/**
 * POST language=<code>: stores the choice in the `lng` cookie and, when signed
 * in, on the account; then returns to the page it came from.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = context.i18n.languages.find((offered) => offered === form.get("language"));
  if (!language) return invalidRequest();
  if (context.session.data) {
    // The account's stored language is a convenience: failing to save it must not block the switch.
    await context.platform.member.setLanguage({ language }).catch(() => undefined);
  }
  return replace(withoutLanguageParam(safeRedirectPath(form.get("redirectTo"))), {
    headers: { "Set-Cookie": languageCookie(language, context.secure) },
  });
}
