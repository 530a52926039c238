import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { contractPopupAction, contractPopupLoader } from "~/features/agent/contracts/popup.server";
import { ContractPopup as ServerContractPopup } from "~/features/agent/contracts/ContractPopup";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "agent");

/** `/contract`: the contract popup over the home, for a signed-in account with contract requests waiting; it opens by itself once per session. */
export const loader = contractPopupLoader;
export const action = contractPopupAction;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const ContractPopup = import.meta.env.SSR
  ? ServerContractPopup
  : lazy(() => import("~/features/agent/contracts/ContractPopup").then((module) => ({ default: module.ContractPopup })));

export default function Contract() {
  const view = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <ContractPopup view={view} />
    </Suspense>
  );
}
