import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getFlags } from "~/brand/flags.server";
import { platformErrorCode } from "~/platform/platform-error";
import { redirectWithFlash } from "~/http/flash.server";
import { deviceId } from "./cookies.server";
import { startSession } from "./start-session.server";

/** A short OS name from the User-Agent, as the free-play call wants it. */
export function osOf(userAgent: string | null): string {
  const ua = userAgent ?? "";
  if (/android/i.test(ua)) return "Android";
  if (/iphone|ipad|ipod/i.test(ua)) return "iOS";
  if (/windows/i.test(ua)) return "Windows";
  if (/mac os x|macintosh/i.test(ua)) return "MacOS";
  if (/cros/i.test(ua)) return "ChromeOS";
  if (/linux/i.test(ua)) return "Linux";
  return "Other";
}

/**
 * Free play (FREEPLAY3): the platform makes a trial account (isAgent 4) for this
 * browser's device id and signs it in; the player goes home. A failure goes back
 * to the login popup, which shows the error code's text (the flash).
 */
export async function freePlayAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers();
  const device = deviceId(request.headers.get("Cookie"), context.secure);
  if (device.cookie) headers.append("Set-Cookie", device.cookie);
  try {
    const flags = await getFlags(context);
    if (!flags.FREEPLAY3)
      return redirectWithFlash("/login", { kind: "error", code: "FUNCTION_DISABLED" }, context, { headers, replace: true });
    const trial = await context.platform.auth.freePlay({ os: osOf(request.headers.get("User-Agent")), platform: "W", deviceId: device.id });
    headers.append("Set-Cookie", await startSession(context, trial, { allowTrial: true }));
    return redirect("/", { headers });
  } catch (error) {
    return redirectWithFlash("/login", { kind: "error", code: platformErrorCode(error) }, context, { headers, replace: true });
  }
}
