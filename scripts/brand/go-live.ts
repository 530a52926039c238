import { request } from "node:http";
import { runningPortal } from "../../server/running-portal";

export type GoLive = { served: true; url: string; ms: number } | { served: false; reason: string };

/** The status a portal on 127.0.0.1:`port` answers for `host`'s home (Node's resolver does not know *.localhost). */
function homeStatus(port: number, host: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/", headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.setTimeout(2000, () => req.destroy());
    req.end();
  });
}

/**
 * After `brand:new` wrote a brand: waits (up to `timeoutMs`) for the portal running from
 * `root` to serve its home, which it does once its file watcher has read the folder (and,
 * for a new merchant, once its embedded sandbox has read `sandbox/merchants/`).
 */
export async function waitUntilServed(
  root: string,
  id: string,
  options: { newMerchant: string | null; timeoutMs?: number },
): Promise<GoLive> {
  const portal = runningPortal(root);
  if (!portal)
    return { served: false, reason: "no portal is running from this folder (start one with `npm start`: it serves every brand folder)" };
  const host = `${id}.localhost:${portal.port}`;
  const started = Date.now();
  const limit = options.timeoutMs ?? 5000;
  for (;;) {
    const status = await homeStatus(portal.port, host);
    if (status === 200) return { served: true, url: `http://${host}`, ms: Date.now() - started };
    if (Date.now() - started > limit) {
      // The embedded sandbox adds a new merchant when the brand first calls it: if it did not, its log says why.
      const why = options.newMerchant
        ? `see the portal's log for "brand change refused" or "sandbox merchant definitions refused" (they name the file and field); with PLATFORM_URL set, merchant ${options.newMerchant} must exist on that platform`
        : 'see the portal\'s log for "brand change refused" (it names the file and field)';
      return {
        served: false,
        reason: `the portal (port ${portal.port}) answered ${status || "nothing"} for ${host} after ${limit / 1000} s: ${why}`,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
