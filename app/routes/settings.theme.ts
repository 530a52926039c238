import { replace, type ActionFunctionArgs } from "@remix-run/node";
import { invalidRequest } from "~/http/invalid-request";
import { safeRedirectPath } from "~/http/redirect";
import { isThemeMode } from "~/theme/mode";
import { themeCookie } from "~/theme/theme-cookie.server";

/** POST mode=dark|light: stores the mode and returns to the page it came from. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const mode = form.get("mode");
  if (!isThemeMode(mode)) return invalidRequest();
  return replace(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": themeCookie(mode, context.secure) },
  });
}
