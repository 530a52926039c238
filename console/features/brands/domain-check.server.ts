import { request as httpRequest } from "node:http";
import { isLocalDomain } from "./links.server";

/**
 * Whether each of a brand's domains answers now: a GET of `/robots.txt` there (every brand host
 * serves one, cheap and never cached per player). A `*.localhost` domain is asked on this server
 * (127.0.0.1, the portal's port, the domain as Host): the name may not resolve on the machine,
 * and it is this server that serves it. Any other domain is asked over https, as a player reaches it.
 */

export interface DomainAnswer {
  domain: string;
  /** `up`: 2xx or 3xx; `refused`: another status (a draft brand's 404); `none`: no answer in time. */
  state: "up" | "refused" | "none";
  /** What the page says: "answers (HTTP 200)", "HTTP 404: not served", "no answer within 1.5 s". */
  text: string;
}

/** Each domain's own limit; every check of a page runs at once, so the page waits this long at most (plus the cap below). */
const CHECK_TIMEOUT_MS = 1_500;
/** However the checks go, the page waits no longer than this for them. */
const PAGE_CAP_MS = 2_000;

/** The status of a GET of `/robots.txt` on a local brand host, through this server. */
function localStatus(domain: string, port: number, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: port > 0 ? port : 80,
        path: "/robots.txt",
        method: "GET",
        headers: { host: port > 0 ? `${domain}:${port}` : domain },
        // A connection of its own: the check never waits behind a page's request on a shared agent.
        agent: false,
        signal,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function remoteStatus(domain: string, signal: AbortSignal): Promise<number> {
  const response = await fetch(`https://${domain}/robots.txt`, { redirect: "manual", signal });
  await response.body?.cancel();
  return response.status;
}

async function checkDomain(domain: string, brandPort: number): Promise<DomainAnswer> {
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  try {
    const status = isLocalDomain(domain) ? await localStatus(domain, brandPort, signal) : await remoteStatus(domain, signal);
    if (status >= 200 && status < 400) return { domain, state: "up", text: `answers (HTTP ${status})` };
    return { domain, state: "refused", text: status === 404 ? "HTTP 404: not served" : `HTTP ${status}` };
  } catch (error) {
    const timedOut = signal.aborted;
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    return {
      domain,
      state: "none",
      text: timedOut ? `no answer within ${CHECK_TIMEOUT_MS / 1000} s` : `no answer${code ? ` (${code})` : ""}`,
    };
  }
}

/**
 * Every domain's answer, asked at once; a domain still not answered when the page's cap is
 * reached is reported as not answering in time.
 */
export async function checkDomains(domains: readonly string[], brandPort: number): Promise<Map<string, DomainAnswer>> {
  const unique = [...new Set(domains)];
  const answers = new Map<string, DomainAnswer>();
  const all = Promise.all(unique.map(async (domain) => answers.set(domain, await checkDomain(domain, brandPort))));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, PAGE_CAP_MS)))]);
  clearTimeout(timer);
  // A copy: a check that answers after the cap changes nothing the page was given.
  return new Map(
    unique.map((domain) => [domain, answers.get(domain) ?? { domain, state: "none", text: `no answer within ${PAGE_CAP_MS / 1000} s` }]),
  );
}
