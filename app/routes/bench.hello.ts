import { data } from "@remix-run/node";
import { env } from "~/env.server";

/**
 * `GET /bench/hello`: a bare "hello" through the same server (host -> brand,
 * security headers, compression, Remix), the baseline of `scripts/bench/home.ts`.
 * Only with PORTAL_BENCH_ROUTES=1; otherwise a 404 like any unknown path.
 */
export function loader() {
  if (!env().PORTAL_BENCH_ROUTES) throw data({ code: "NOT_FOUND" as const }, { status: 404 });
  return new Response("hello", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
