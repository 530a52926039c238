import { useLoaderData } from "@remix-run/react";
import { registerCentreAction, registerCentreLoader } from "~/features/agent/team/register.server";
import { RegisterCentrePage } from "~/features/agent/team/RegisterCentrePage";

/** `/agentHome/registerCenter` (`?done=`): register a member or sub-agent under the agent; the referral link and QR code. */
export const loader = registerCentreLoader;
export const action = registerCentreAction;

export default function RegisterCenter() {
  return <RegisterCentrePage view={useLoaderData<typeof loader>()} />;
}
