import { data } from "@remix-run/node";

/**
 * Unknown paths. Throwing here (rather than matching no route) lets the root
 * loader run, so the 404 page has the brand's theme and language.
 */
export function loader() {
  throw data({ code: "NOT_FOUND" as const }, { status: 404 });
}

export default function NotFound() {
  return null;
}
