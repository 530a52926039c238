import { redirect } from "@remix-run/node";

export { registrationCodeAction as action } from "~/features/register/sms-code.server";

/** Sending a code is a POST from the register popup; a GET goes back to it. */
export const loader = () => redirect("/register");
