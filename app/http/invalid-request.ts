import { NO_STORE } from "~/http/cache-headers";
/**
 * A resource route's answer to a form that was read (server/body-gate.ts let it through)
 * but fails the route's rules: 422 with the error code, never cached. Returned, not
 * thrown: a thrown error of a resource route reaches the browser as "Unexpected Server
 * Error", while single fetch keeps a returned Response's status and body.
 */
export function invalidRequest(): Response {
  return Response.json({ code: "INVALID_REQUEST" as const }, { status: 422, headers: NO_STORE });
}
