import type { AppLoadContext } from "@remix-run/node";
import type { Logger } from "pino";
import type { BrandChanges } from "~/brand/brand-folder.server";
import type { BrandRegistry } from "~/brand/registry.server";
import type { ConsoleStore } from "./store/database.server";

/** What the console's server gives its loaders and actions (server/console-host.ts). */
export interface ConsoleContext {
  store: ConsoleStore;
  /** The project folder whose brands/ the console edits. */
  root: string;
  /** The brands this instance serves, as they are now. */
  registry: BrandRegistry;
  /** The one way the console reads and writes brand folders: served here at once and, with Redis, by every instance. */
  brands: BrandChanges;
  /** Signs preview links of drafts (app/brand/preview-token.server.ts). */
  previewKey: Buffer;
  /** The port brand hosts answer on here, for links to a brand's domain from the console (0: the default port). */
  brandPort: number;
  cspNonce: string;
  clientIp: string;
  /** The request arrived over https (cookies get Secure). */
  secure: boolean;
  logger: Logger;
}

/**
 * The console's context. Remix types every load context as the portal's (app/load-context.ts);
 * the console's server passes its own under `console`, and its loaders read it through here.
 */
export function consoleContext(context: AppLoadContext): ConsoleContext {
  const own = (context as unknown as { console?: ConsoleContext }).console;
  if (!own) throw new Error("the console's load context is missing: is this route served by server/console-host.ts?");
  return own;
}
