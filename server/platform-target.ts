import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Db } from "../sandbox/db/index";

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface PlatformTarget {
  url: string;
  /** True when the sandbox runs inside this process. */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The platform to serve: PLATFORM_URL when set, else the sandbox started in
 * this process (loaded on demand, so a deployment never pulls the sandbox in).
 */
export async function platformTarget(platformUrl: string | undefined, sandboxPort: number): Promise<PlatformTarget> {
  if (platformUrl) return { url: platformUrl, embedded: false, close: async () => {} };
  const { createSandbox } = await import("../sandbox/server");
  const sandbox = await createSandbox({ port: sandboxPort });
  await exportSandboxServiceKeys(sandbox.db);
  return { url: sandbox.url, embedded: true, close: () => sandbox.close() };
}

/**
 * The embedded sandbox's merchant service keys (which decrypt the customer-service
 * paths), put into process.env under the env var each brand's config names in
 * `secrets.serviceKey`, so no key is ever written in a brand folder. Brand configs
 * that cannot be read are skipped here: the portal reports them when it starts.
 * Returns the env var names set.
 */
export async function exportSandboxServiceKeys(db: Db, root = PROJECT_ROOT): Promise<string[]> {
  const rows = db.prepare("SELECT code, service_key FROM merchants").all() as Array<{ code: string; service_key: string }>;
  const keys = new Map(rows.map((row) => [row.code, row.service_key]));
  const brandsDir = join(root, "brands");
  const exported: string[] = [];
  if (!existsSync(brandsDir)) return exported;
  for (const folder of readdirSync(brandsDir, { withFileTypes: true })) {
    const file = join(brandsDir, folder.name, "brand.ts");
    if (!folder.isDirectory() || /^[._]/.test(folder.name) || !existsSync(file)) continue;
    try {
      const config = ((await import(pathToFileURL(file).href)) as { default?: { merchantCode?: unknown; secrets?: Record<string, unknown> } })
        .default;
      const envVar = config?.secrets?.serviceKey;
      const key = typeof config?.merchantCode === "string" ? keys.get(config.merchantCode) : undefined;
      if (typeof envVar === "string" && /^[A-Z][A-Z0-9_]*$/.test(envVar) && key) {
        process.env[envVar] = key;
        exported.push(envVar);
      }
    } catch {
      // A broken brand config: the brand registry names the problem when the portal starts.
    }
  }
  return exported;
}
