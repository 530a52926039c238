import { redirect, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { EVENTS_PATH } from "~/live/messages";
import { CHANGE_PASSWORD_PATH } from "~/session/paths";
import { routePathOf } from "~/http/body-policy";
import { TEXTS_PATH } from "~/i18n/texts";

/**
 * What a session whose password must be changed first (SessionData.passwordChangeDue) may
 * still reach: the change-password popup itself, sign-out, the language and theme switches,
 * the images, brand stylesheet and texts files every page uses, and the live events, which answer such a
 * session "no content" themselves: a redirect to a page would be an error for a page's
 * event stream, retried and logged.
 */
const ALLOWED_PATHS = new Set([
  CHANGE_PASSWORD_PATH,
  EVENTS_PATH,
  "/logout",
  "/settings/language",
  "/settings/theme",
  "/brand/logo.svg",
  "/brand/theme.css",
  "/manifest.webmanifest",
  "/favicon.ico",
  "/favicon.svg",
]);

type RouteArgs = { request: Request; context: AppLoadContext };

/** Whether this request must go to the change-password popup instead. */
export function mustChangePasswordFirst({ request, context }: RouteArgs): boolean {
  const path = routePathOf(new URL(request.url).pathname);
  return context.session.data?.passwordChangeDue === true && !ALLOWED_PATHS.has(path) && !path.startsWith(TEXTS_PATH);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loaders and actions alike; only request and context are read
function guarded<F extends (args: any) => unknown>(handler: F | undefined): F | undefined {
  if (!handler) return undefined;
  return ((args: RouteArgs) => {
    if (mustChangePasswordFirst(args)) throw redirect(CHANGE_PASSWORD_PATH);
    return handler(args);
  }) as F;
}

const guardedBuilds = new WeakMap<ServerBuild, ServerBuild>();

function guardBuild(build: ServerBuild): ServerBuild {
  let result = guardedBuilds.get(build);
  if (!result) {
    const routes = Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => {
        const module = { ...route.module, loader: guarded(route.module.loader), action: guarded(route.module.action) };
        return [id, { ...route, module }];
      }),
    ) as ServerBuild["routes"];
    result = { ...build, routes };
    guardedBuilds.set(build, result);
  }
  return result;
}

/**
 * The forced password change, enforced on the server: every loader and action
 * of the build (a page, a data request of a client navigation or fetcher, a form post, a
 * resource route) first sends a session that must change its password to the
 * change-password popup, so nothing else is reached until it is changed, with or without
 * JavaScript. Wrapping the build, rather than checking in each route, means a route added
 * later cannot forget it; Remix then answers the redirect in the form each request expects
 * (a 302, or single fetch's encoded redirect). The page cache, which answers some homes
 * without Remix, checks `mustChangePasswordFirst` itself.
 */
export function guardPasswordChange(build: ServerBuild | (() => Promise<ServerBuild>)): ServerBuild | (() => Promise<ServerBuild>) {
  return typeof build === "function" ? async () => guardBuild(await build()) : guardBuild(build);
}
