import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { SecurityCentre } from "~/features/security/SecurityCentre";
import { requireRealAccount } from "~/session/session.server";
import { NO_STORE } from "~/http/cache-headers";
import { texts } from "~/i18n/texts";

export const handle = texts("account");

/** `/member/securityCenter`: the security centre's tabs (profile, password, mobile, email, withdrawal password, bank accounts). */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  return data(null, { headers: NO_STORE });
}

export default function SecurityCenterRoute() {
  return <SecurityCentre />;
}
