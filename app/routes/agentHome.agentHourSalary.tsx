import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contractPageAction, contractPageLoader } from "~/features/agent/contracts/contracts.server";
import { ContractPage } from "~/features/agent/contracts/ContractPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "records", "lobbies");

/** `/agentHome/agentHourSalary`: hourly salary (hourSalary): the agent's contracts, its offers to its downline, the settlements. */
export const loader = (args: LoaderFunctionArgs) => contractPageLoader("HOURLY_SALARY", args);
export const action = (args: ActionFunctionArgs) => contractPageAction("HOURLY_SALARY", args);

export default function ContractsPage() {
  return <ContractPage view={useLoaderData<typeof loader>()} />;
}
