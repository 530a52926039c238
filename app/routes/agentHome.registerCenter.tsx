import { useLoaderData } from "@remix-run/react";
import { registerCentreAction, registerCentreLoader } from "~/features/agent/team/register.server";
import { RegisterCentrePage } from "~/features/agent/team/RegisterCentrePage";
import { signInHeaders } from "~/features/signin-steps/headers";
import { texts } from "~/i18n/texts";

export const handle = texts("auth", "money");

/** `/agentHome/registerCenter`: register a member or sub-agent under the agent; the referral link and QR code. */
export const loader = registerCentreLoader;
export const action = registerCentreAction;
/** The layout's headers, and a rate-limited registration's Retry-After (as the sign-in pages pass it on). */
export const headers = signInHeaders;

export default function RegisterCenter() {
  return <RegisterCentrePage view={useLoaderData<typeof loader>()} />;
}
