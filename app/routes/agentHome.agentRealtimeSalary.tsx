import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contractPageAction, contractPageLoader } from "~/features/agent/contracts/contracts.server";
import { ContractPage } from "~/features/agent/contracts/ContractPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "records", "lobbies");

/** `/agentHome/agentRealtimeSalary`: real-time salary, settled every 5 minutes (agentRealtimeSalary): the agent's contracts, its offers to its downline, the settlements. */
export const loader = (args: LoaderFunctionArgs) => contractPageLoader("REALTIME_SALARY", args);
export const action = (args: ActionFunctionArgs) => contractPageAction("REALTIME_SALARY", args);

export default function ContractsPage() {
  return <ContractPage view={useLoaderData<typeof loader>()} />;
}
