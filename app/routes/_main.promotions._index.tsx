import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/features/content/meta";
import { promotionsLoader } from "~/features/promotions/promotions.server";
import { PromotionsPage } from "~/features/promotions/PromotionsPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "rewards");

/** `/promotions` (`?page=`): the activities and their statuses, visitors included. */
export const loader = promotionsLoader;
export const meta = contentMeta;

export default function Promotions() {
  return <PromotionsPage view={useLoaderData<typeof loader>()} />;
}
