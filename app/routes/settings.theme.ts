import { data, replace, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirectPath } from "~/http/redirect";
import { isThemeMode } from "~/theme/mode";
import { themeCookie } from "~/theme/theme-cookie.server";

/** POST mode=dark|light: stores the mode and returns to the page it came from. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const mode = form.get("mode");
  if (!isThemeMode(mode)) throw data({ code: "INVALID_REQUEST" as const }, { status: 400 });
  return replace(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": themeCookie(mode, context.secure) },
  });
}
