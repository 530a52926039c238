import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { bindingAction, bindingLoader } from "~/features/security/binding.server";
import { BindingTab } from "~/features/security/BindingTab";

/** `/member/securityCenter/mobile`: bind a new mobile number with an SMS code. */
export const loader = (args: LoaderFunctionArgs) => bindingLoader(args, "mobile");
export const action = (args: ActionFunctionArgs) => bindingAction(args, "mobile");

export default function BindMobileRoute() {
  return <BindingTab view={useLoaderData<typeof loader>()} />;
}
