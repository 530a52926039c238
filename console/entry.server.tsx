import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderDocument, streamTimeout } from "~/ui/render-document.server";
import { NonceContext } from "~/ui/nonce";
import { consoleContext } from "./context.server";

// Remix reads the deferred data's timeout from the entry module.
export { streamTimeout };

/** The console's pages, rendered whole (staff pages are small) with the request's CSP nonce on every script. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { cspNonce: nonce, logger } = consoleContext(loadContext);
  return renderDocument(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      status: responseStatusCode,
      headers: responseHeaders,
      whole: true,
      onLateError: (error) => logger.error({ err: error, path: new URL(request.url).pathname }, "console render failed"),
    },
  );
}

/** Logs unexpected loader and action errors; thrown 4xx responses and aborted requests are expected. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  consoleContext(context).logger.error({ err: error, path: new URL(request.url).pathname }, "console loader or action failed");
};
