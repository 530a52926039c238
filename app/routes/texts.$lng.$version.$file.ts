import type { LoaderFunctionArgs } from "@remix-run/node";
import { NAMESPACES, type Namespace } from "~/i18n/namespaces";
import { namespaceFile, textsVersion } from "~/i18n/texts.server";
import type { Language } from "~/platform/contract/common";

/**
 * `GET /texts/<language>/<version>/<namespace>.json`: one namespace of the brand's texts in a
 * language, its overrides merged as the server's pack is (app/i18n/texts.ts loads these in the
 * browser). The page links the current version, so that address is kept for good. Any other
 * version (the brand's texts changed since the page was made) gets the current texts, revalidated
 * each time: close to what the page had, and never an error.
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const language = params.lng as Language;
  const { packs } = context.i18n;
  // The request's own pack when it is in this language: the pseudo-language's is made from the brand's.
  const pack = language === context.i18n.language ? context.i18n.pack : Object.hasOwn(packs, language) ? packs[language] : undefined;
  const namespace = /^(\w+)\.json$/.exec(params.file ?? "")?.[1] as Namespace | undefined;
  if (!pack || !namespace || !NAMESPACES.includes(namespace)) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const version = textsVersion(language, pack);
  const etag = `"${version}-${namespace}"`;
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": params.version === version ? "public, max-age=31536000, immutable" : "no-cache",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(namespaceFile(pack, namespace), { headers });
}
