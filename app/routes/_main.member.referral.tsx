import { useLoaderData } from "@remix-run/react";
import { referralClaimAction, referralLoader } from "~/features/referral/referral.server";
import { ReferralPage } from "~/features/referral/ReferralPage";
import { texts } from "~/i18n/texts";

export const handle = texts("account", "money");

/** `/member/referral` (`?page=`): refer and earn, the link and QR code, earnings and their claim, the invitees. */
export const loader = referralLoader;
export const action = referralClaimAction;

export default function Referral() {
  return <ReferralPage view={useLoaderData<typeof loader>()} />;
}
