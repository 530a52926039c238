import { useLoaderData } from "@remix-run/react";
import { RegisterDialog } from "~/features/register/RegisterDialog";
import { registerAction, registerHeaders, registerLoader } from "~/features/register/register.server";

/** `/register`: the register popup over the home (`_main._home`). Its form posts here. */
export const loader = registerLoader;
export const action = registerAction;
export const headers = registerHeaders;

export default function Register() {
  return <RegisterDialog model={useLoaderData<typeof loader>()} />;
}
