import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { bindingAction, bindingLoader } from "~/features/security/binding.server";
import { BindingTab } from "~/features/security/BindingTab";

/** `/member/securityCenter/email`: bind a new email with an emailed code. */
export const loader = (args: LoaderFunctionArgs) => bindingLoader(args, "email");
export const action = (args: ActionFunctionArgs) => bindingAction(args, "email");

export default function BindEmailRoute() {
  return <BindingTab view={useLoaderData<typeof loader>()} />;
}
