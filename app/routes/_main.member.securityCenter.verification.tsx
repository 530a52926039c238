import { useLoaderData } from "@remix-run/react";
import { kycAction, kycLoader } from "~/features/kyc/kyc.server";
import { KycTab } from "~/features/kyc/KycTab";

/** `/member/securityCenter/verification`: identity verification's status; POST sends the profile details and documents. */
export const loader = kycLoader;
export const action = kycAction;

export default function VerificationRoute() {
  return <KycTab view={useLoaderData<typeof loader>()} />;
}
