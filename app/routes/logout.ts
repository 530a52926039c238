import { redirect } from "@remix-run/node";

export { logoutAction as action } from "~/features/auth/logout.server";

/** Signing out is a POST only (the header's confirm dialog posts here); a GET just goes home. */
export const loader = () => redirect("/");
