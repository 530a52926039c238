import { redirect } from "@remix-run/node";
import { readOnlyAction } from "../features/http/read-only.server";

/** The console opens on its brands. */
export const loader = () => redirect("/brands");

/** A page to read: a post to it is refused (405). */
export const action = readOnlyAction;
