import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { NonceContext } from "./ui/nonce";
import { renderDocument, streamTimeout } from "./ui/render-document.server";

// Remix reads the deferred data's timeout from the entry module.
export { streamTimeout };

/**
 * Streams the document. Browsers get the shell as soon as it is ready; bots
 * get the whole page at once. Every script carries the request's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return renderDocument(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      status: responseStatusCode,
      headers: responseHeaders,
      whole: isbot(request.headers.get("user-agent")),
      onLateError: (error) => loadContext.logger.error({ err: error, path: new URL(request.url).pathname }, "render failed"),
    },
  );
}

/** Logs unexpected loader and action errors; thrown 4xx responses and aborted requests are expected. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  context.logger.error({ err: error, path: new URL(request.url).pathname }, "loader or action failed");
};
