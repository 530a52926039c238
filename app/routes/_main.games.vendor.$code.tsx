import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { VendorGamesPopup } from "~/features/games/VendorGamesPopup";
import { loadVendorGames } from "~/features/games/vendor-games.server";

/** `/games/vendor/:code`: a VASSALAGE vendor's game list popup (`?page=`, `?returnTo=`). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadVendorGames(request, context, params.code);
}

export default function VendorGames() {
  return <VendorGamesPopup data={useLoaderData<typeof loader>()} />;
}
