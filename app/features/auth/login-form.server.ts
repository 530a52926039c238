import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFlags } from "~/brand/flags.server";
import { rememberedMobile, rememberedUsername } from "./cookies.server";
import { smsCountries, startingCountry } from "~/platform/countries.server";
import type { LoginFormData } from "./types";
import { NO_STORE } from "~/http/cache-headers";

/**
 * What the open login popup fetches: the remembered username (or SMS country and
 * number) and, when SMS login is on, the dialling codes the brand sends codes to. The remember cookies are
 * httpOnly, so the page asks the server. Per visitor: never cached.
 */
export async function loginFormLoader({ request, context }: LoaderFunctionArgs) {
  const cookie = request.headers.get("Cookie");
  const sms = rememberedMobile(cookie);
  let countries: LoginFormData["countries"] = null;
  let defaultCountry = sms?.country ?? null;
  try {
    if ((await getFlags(context)).MOBILEVERCODELOGIN3) {
      countries = await smsCountries(context);
      defaultCountry = await startingCountry(context, countries, defaultCountry);
    }
  } catch {
    // The SMS form then says the countries could not be loaded; the username form still works.
  }
  const body: LoginFormData = { username: rememberedUsername(cookie), sms, countries, defaultCountry };
  return Response.json(body, { headers: NO_STORE });
}
