import { useLoaderData } from "@remix-run/react";
import { rewardClaimAction } from "~/features/rewards/claim.server";
import { REWARD_CENTRE_PATH, REWARD_FORM } from "~/features/rewards/paths";
import { rewardCentreLoader } from "~/features/rewards/reward-centre.server";
import { RewardCentrePage } from "~/features/rewards/RewardCentrePage";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "rewards");

/** `/member/rewardCenter`: rewards to claim (promotion bonuses, red envelopes) and the claimed ones (`?page=`); POST claims one, then says so. */
export const loader = rewardCentreLoader;
export const action = rewardClaimAction({
  form: REWARD_FORM,
  sources: ["ACTIVITY", "RAFFLE"],
  done: { to: REWARD_CENTRE_PATH, message: "rewardCenter.claimed" },
});

export default function RewardCenter() {
  return <RewardCentrePage view={useLoaderData<typeof loader>()} />;
}
