import { redirect } from "@remix-run/node";

export { freePlayAction as action } from "~/features/auth/free-play.server";

/** Free play is a POST from the login popup; a GET goes back to it. */
export const loader = () => redirect("/login");
