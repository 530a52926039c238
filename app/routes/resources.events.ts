import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "~/features/live-events/stream.server";

/** GET: the signed-in player's live events (server-sent events); 204 for visitors and trial accounts. */
export const loader = ({ request, context }: LoaderFunctionArgs) => eventStream(request, context);
