import { redirect } from "@remix-run/node";

export { socialStartAction as action } from "~/features/signin-steps/social.server";

/** Social sign-in starts with a POST from the login popup; a GET goes back to it. */
export const loader = () => redirect("/login");
