import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadLeaderboard } from "~/features/content/content.server";
import { LeaderboardPage } from "~/features/content/ContentPages";
import { contentMeta } from "~/features/content/meta";

/** `/leaderboard`: the biggest wins, ranked. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadLeaderboard(request, context);
export const meta = contentMeta;

export default function Leaderboard() {
  return <LeaderboardPage view={useLoaderData<typeof loader>()} />;
}
