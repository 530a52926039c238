import { data } from "@remix-run/node";

/**
 * Unknown paths. Matched here rather than by no route, so the 404 page's data is this short
 * answer: Remix's own answer to an unmatched path carries an internal error's text ("Error: No
 * route matches URL ...") into the page. A post to an unknown path is a 404 too, not a 405.
 */
const notFound = () => data("This page does not exist.", { status: 404 });

export function loader() {
  throw notFound();
}

export function action() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
