/**
 * The action of a page that takes no form: a post to it is a 405 with this short answer, where
 * Remix's own answer to a post without an action carries an internal error's text into the page.
 */
export function readOnlyAction(): never {
  throw new Response("This page takes no form.", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });
}
