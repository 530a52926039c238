import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { loadBrandRegistry } from "~/brand/registry.server";
import type { Brand } from "~/brand/schema";
import { setBrandSecret } from "~/env.server";
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

/** What the service-key and identity-provider exports need of a brand. */
type ServiceKeyBrand = Pick<Brand, "merchantCode" | "secrets" | "signInProviders">;

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
  await exportSandboxIdentityProviders(sandbox.url, sandbox.db, brands);
  return { url: sandbox.url, embedded: true, controlToken: sandbox.controlToken, close: () => sandbox.close() };
}

/**
 * The embedded sandbox's merchant service keys (which decrypt the customer-service
 * paths), put into this process's environment (`setBrandSecret`) under the env var each brand's config names in
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
      setBrandSecret(envVar, key);
      exported.push(envVar);
    }
  }
  return exported;
}

/**
 * The embedded sandbox's test identity provider, as each brand's `signInProviders` names
 * it: the issuer, client id and secret of the brand's merchant go into the env vars the
 * brand's config names (as the service keys do). Returns the env var names set.
 */
export async function exportSandboxIdentityProviders(sandboxUrl: string, db: Db, brands?: readonly ServiceKeyBrand[]): Promise<string[]> {
  const clients = db.prepare("SELECT merchant, provider, client_id, client_secret FROM idp_clients").all() as Array<{
    merchant: string;
    provider: string;
    client_id: string;
    client_secret: string;
  }>;
  const exported: string[] = [];
  for (const brand of brands ?? (await loadBrandRegistry(PROJECT_ROOT)).entries.map((entry) => entry.brand)) {
    for (const [provider, names] of Object.entries(brand.signInProviders)) {
      const client = clients.find((row) => row.merchant === brand.merchantCode && row.provider === provider);
      if (!names || !client) continue;
      setBrandSecret(names.issuer, `${sandboxUrl}/idp/${provider}`);
      setBrandSecret(names.clientId, client.client_id);
      setBrandSecret(names.clientSecret, client.client_secret);
      exported.push(names.issuer, names.clientId, names.clientSecret);
    }
  }
  return exported;
}
