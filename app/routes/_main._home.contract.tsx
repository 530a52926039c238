import { useLoaderData } from "@remix-run/react";
import { contractPopupAction, contractPopupLoader } from "~/features/agent/contracts/popup.server";
import { ContractPopup } from "~/features/agent/contracts/ContractPopup";

/** `/contract`: the contract popup over the home, for a signed-in account with contract requests waiting; it opens by itself once per session. */
export const loader = contractPopupLoader;
export const action = contractPopupAction;

export default function Contract() {
  return <ContractPopup view={useLoaderData<typeof loader>()} />;
}
