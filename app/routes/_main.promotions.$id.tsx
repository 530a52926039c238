import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/features/content/meta";
import { applyAction, promotionLoader } from "~/features/promotions/promotions.server";
import { PromotionPage } from "~/features/promotions/PromotionPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "rewards");

/** `/promotions/:id`: one activity, sanitised; POST (multipart: comment and up to 3 images) applies, then `?applied=1`. */
export const loader = promotionLoader;
export const action = applyAction;
export const meta = contentMeta;

export default function Promotion() {
  return <PromotionPage view={useLoaderData<typeof loader>()} />;
}
