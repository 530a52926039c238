import { useLoaderData } from "@remix-run/react";
import { rewardClaimAction } from "~/features/rewards/claim.server";
import { REWARD_CENTRE_PATH, REWARD_FORM } from "~/features/rewards/paths";
import { rewardCentreLoader } from "~/features/rewards/reward-centre.server";
import { RewardCentrePage } from "~/features/rewards/RewardCentrePage";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "rewards");

/** `/member/rewardCenter`: rewards to claim (promotion bonuses, red envelopes) and the claimed ones (`?page=`); POST claims one, then `?done=1`. */
export const loader = rewardCentreLoader;
export const action = rewardClaimAction({ form: REWARD_FORM, sources: ["ACTIVITY", "RAFFLE"], done: `${REWARD_CENTRE_PATH}?done=1` });

export default function RewardCenter() {
  return <RewardCentrePage view={useLoaderData<typeof loader>()} />;
}
