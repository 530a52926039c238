import { join } from "node:path";
import type { Logger } from "pino";
import { loadBrandRegistry } from "~/brand/registry.server";
import type { Brand } from "~/brand/schema";
import { brandSecret, setBrandSecret } from "~/env.server";
import { SERVICE_KEY_SECRET } from "~/brand/service-key.server";
import { PROJECT_ROOT } from "~/runtime/project-root.server";
import type { Sandbox } from "../sandbox/server";

export interface PlatformTarget {
  url: string;
  /** True when the sandbox runs inside this process. */
  embedded: boolean;
  /** The embedded sandbox's X-Control-Token when its control surface is mounted. */
  controlToken?: string;
  /** The embedded sandbox's demo accounts, a line each, to print at start; none for a real platform. */
  demoAccounts: string[];
  /**
   * Exports the embedded sandbox's keys and test clients again for the brands as they are now
   * (after a brand reload: a new brand's variables); answers every variable set, with its
   * value, for the worker processes. Nothing for a real platform.
   */
  exportBrandSecrets(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface EmbeddedSandboxOptions {
  /** Asks for the control surface (SANDBOX_CONTROL=1). */
  control: boolean;
  /** Gets the sandbox's call log. */
  logger?: Logger;
  /** The level of the call log's lines (server/logger.ts, LOG_REQUESTS); default info. */
  callLogLevel?: "info" | "debug";
  /** The project folder whose sandbox/merchants/ the sandbox follows; default this project. */
  root?: string;
  /** The sandbox's database file; default .data/sandbox.db. */
  dbPath?: string;
  /** Told the variables exported when merchants were added while running (for the worker processes). */
  onSecrets?: (secrets: Record<string, string>) => void;
}

/** What the service-key and identity-provider exports need of a brand. */
type ServiceKeyBrand = Pick<Brand, "merchantCode" | "secrets" | "signInProviders">;

/**
 * The platform to serve: PLATFORM_URL when set, else the sandbox started in
 * this process (loaded on demand, so a deployment never pulls the sandbox in),
 * on the loopback address, with the service keys of `brands()` (the brand registry's, as
 * they are when asked) exported. The sandbox follows `sandbox/merchants/` as the portal
 * follows `brands/`: a new brand's new merchant is added when the brand first calls it,
 * and its keys are exported then. The test-control surface is mounted only when asked
 * for (SANDBOX_CONTROL=1); it answers on loopback only, with its token.
 */
export async function platformTarget(
  platformUrl: string | undefined,
  sandboxPort: number,
  brands: () => readonly ServiceKeyBrand[],
  options: EmbeddedSandboxOptions,
): Promise<PlatformTarget> {
  if (platformUrl)
    return { url: platformUrl, embedded: false, demoAccounts: [], exportBrandSecrets: async () => ({}), close: async () => {} };
  const { createSandbox, demoAccountLines } = await import("../sandbox/server");
  const exportBrandSecrets = async () => {
    const names = [
      ...(await exportSandboxServiceKeys(sandbox.db, brands())),
      ...(await exportSandboxIdentityProviders(sandbox.url, sandbox.db, brands())),
    ];
    return Object.fromEntries(names.map((name) => [name, brandSecret(name) ?? ""]));
  };
  const sandbox = await createSandbox({
    port: sandboxPort,
    host: "127.0.0.1",
    control: options.control,
    logger: options.logger,
    callLogLevel: options.callLogLevel,
    dbPath: options.dbPath,
    merchantsDir: join(options.root ?? PROJECT_ROOT, "sandbox", "merchants"),
    onMerchantsAdded: () => {
      void exportBrandSecrets().then(options.onSecrets, (error: unknown) =>
        options.logger?.error({ err: error }, "the new merchants' keys could not be exported"),
      );
    },
  });
  await exportBrandSecrets();
  return {
    url: sandbox.url,
    embedded: true,
    controlToken: sandbox.controlToken,
    demoAccounts: demoAccountLines(),
    exportBrandSecrets,
    close: () => sandbox.close(),
  };
}

/**
 * The embedded sandbox's merchant service keys (which decrypt the customer-service
 * paths), put into this process's environment (`setBrandSecret`) under the env var each brand's config names in
 * `secrets.serviceKey`, so no key is ever written in a brand folder. The brands are
 * the brand registry's (`loadBrandRegistry`, which discovers and validates them):
 * pass them in, or they are loaded from the project. Returns the env var names set.
 */
export async function exportSandboxServiceKeys(db: Sandbox["db"], brands?: readonly ServiceKeyBrand[]): Promise<string[]> {
  const { merchantCredentials } = await import("../sandbox/server");
  const exported: string[] = [];
  for (const brand of brands ?? (await loadBrandRegistry(PROJECT_ROOT)).entries.map((entry) => entry.brand)) {
    const envVar = brand.secrets[SERVICE_KEY_SECRET];
    const key = merchantCredentials(db, brand.merchantCode)?.serviceKey;
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
export async function exportSandboxIdentityProviders(
  sandboxUrl: string,
  db: Sandbox["db"],
  brands?: readonly ServiceKeyBrand[],
): Promise<string[]> {
  const { merchantCredentials } = await import("../sandbox/server");
  const exported: string[] = [];
  for (const brand of brands ?? (await loadBrandRegistry(PROJECT_ROOT)).entries.map((entry) => entry.brand)) {
    const clients = merchantCredentials(db, brand.merchantCode)?.identityProviders ?? [];
    for (const [provider, names] of Object.entries(brand.signInProviders)) {
      const client = clients.find((row) => row.provider === provider);
      if (!names || !client) continue;
      setBrandSecret(names.issuer, `${sandboxUrl}/idp/${provider}`);
      setBrandSecret(names.clientId, client.clientId);
      setBrandSecret(names.clientSecret, client.clientSecret);
      exported.push(names.issuer, names.clientId, names.clientSecret);
    }
  }
  return exported;
}
