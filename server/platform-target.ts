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
  return { url: sandbox.url, embedded: true, close: () => sandbox.close() };
}
