import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { loadBrandRegistry } from "~/brand/registry.server";
import type { Brand } from "~/brand/schema";
import { SERVICE_KEY_SECRET } from "~/features/layout/service.server";
import type { Db } from "../sandbox/db/index";

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface PlatformTarget {
  url: string;
  /** True when the sandbox runs inside this process. */
  embedded: boolean;
  /** The embedded sandbox's X-Control-Token when its control surface is mounted (development only). */
  controlToken?: string;
  close(): Promise<void>;
}

export interface EmbeddedSandboxOptions {
  /** The portal's mode: in production the sandbox's control surface is never mounted. */
  mode: "development" | "production";
  /** Asks for the control surface (SANDBOX_CONTROL=1); honoured in development only. */
  control: boolean;
  /** Gets the sandbox's call log. */
  logger?: Logger;
}

/** What the service-key export needs of a brand. */
type ServiceKeyBrand = Pick<Brand, "merchantCode" | "secrets">;

/**
 * The platform to serve: PLATFORM_URL when set, else the sandbox started in
 * this process (loaded on demand, so a deployment never pulls the sandbox in),
 * with the service keys of `brands` (the brand registry's) exported. The sandbox's
 * test-control surface is mounted only when asked for and the portal is not in
 * production mode: a production portal never exposes it, whatever the environment says.
 */
export async function platformTarget(
  platformUrl: string | undefined,
  sandboxPort: number,
  brands: readonly ServiceKeyBrand[],
  options: EmbeddedSandboxOptions,
): Promise<PlatformTarget> {
  if (platformUrl) return { url: platformUrl, embedded: false, close: async () => {} };
  const { createSandbox } = await import("../sandbox/server");
  const sandbox = await createSandbox({
    port: sandboxPort,
    control: options.mode !== "production" && options.control,
    logger: options.logger,
  });
  await exportSandboxServiceKeys(sandbox.db, brands);
  return { url: sandbox.url, embedded: true, controlToken: sandbox.controlToken, close: () => sandbox.close() };
}

/**
 * The embedded sandbox's merchant service keys (which decrypt the customer-service
 * paths), put into process.env under the env var each brand's config names in
 * `secrets.serviceKey`, so no key is ever written in a brand folder. The brands are
 * the brand registry's (`loadBrandRegistry`, which discovers and validates them):
 * pass them in, or they are loaded from the project. Returns the env var names set.
 */
export async function exportSandboxServiceKeys(db: Db, brands?: readonly ServiceKeyBrand[]): Promise<string[]> {
  const rows = db.prepare("SELECT code, service_key FROM merchants").all() as Array<{ code: string; service_key: string }>;
  const keys = new Map(rows.map((row) => [row.code, row.service_key]));
  const exported: string[] = [];
  for (const brand of brands ?? (await loadBrandRegistry(PROJECT_ROOT)).entries.map((entry) => entry.brand)) {
    const envVar = brand.secrets[SERVICE_KEY_SECRET];
    const key = keys.get(brand.merchantCode);
    if (envVar && key) {
      process.env[envVar] = key;
      exported.push(envVar);
    }
  }
  return exported;
}
