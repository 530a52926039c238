import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * `GET /brand/theme.css?v=<hash>`: the current brand's palettes (app/brand/theme.server.ts).
 * Linked with its content's hash, so that address is cached for good; any other address
 * (an old hash, none) gets the current stylesheet, revalidated each time.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { css, hash } = context.theme;
  const current = new URL(request.url).searchParams.get("v") === hash;
  const etag = `"${hash}"`;
  const headers = {
    "Content-Type": "text/css; charset=utf-8",
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(css, { headers });
}
