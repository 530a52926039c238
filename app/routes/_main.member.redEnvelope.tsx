import { useLoaderData } from "@remix-run/react";
import { redEnvelopesLoader } from "~/features/statements/statements.server";
import { RedEnvelopes } from "~/features/statements/StatementPages";
import { rewardClaimAction } from "~/features/rewards/claim.server";
import { RED_ENVELOPE_FORM, RED_ENVELOPE_PATH } from "~/features/rewards/paths";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "rewards");

/** `/member/redEnvelope`: the red envelopes sent to the player (`?page=`); POST claims an open one (raffle.claim), then says so. */
export const loader = redEnvelopesLoader;
export const action = rewardClaimAction({
  form: RED_ENVELOPE_FORM,
  sources: ["RAFFLE"],
  done: { to: RED_ENVELOPE_PATH, message: "redEnvelopeClaim.claimed" },
});

export default function RedEnvelopeRoute() {
  return <RedEnvelopes view={useLoaderData<typeof loader>()} />;
}
