import { useLoaderData } from "@remix-run/react";
import { redEnvelopesLoader } from "~/features/statements/statements.server";
import { RedEnvelopes } from "~/features/statements/StatementPages";

/** `/member/redEnvelope`: the red envelopes sent to the player (`?page=`). */
export const loader = redEnvelopesLoader;

export default function RedEnvelopeRoute() {
  return <RedEnvelopes view={useLoaderData<typeof loader>()} />;
}
