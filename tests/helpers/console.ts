import { generateSync } from "otplib";
import { pino } from "pino";
import { expect } from "vitest";
import { createLiveBrandRegistry } from "~/brand/registry.server";
import { demoStaffOf, DEMO_STAFF_PASSWORD, seedDemoStaff } from "../../console/features/staff/demo.server";
import type { Role } from "../../console/features/staff/roles";
import { createPortalServer } from "../../server/portal";
import { portalRequest, TEST_SESSION_SECRET, type PortalRequest, type PortalResponse } from "./portal";
import { afterFile } from "./file-cleanup";
import { builtProjectCopy } from "./project-copy";
import { startTestSandbox } from "./sandbox";

/** What a console request takes beyond a portal request: a session's Cookie header, and a body as pairs or as multipart. */
export type ConsoleRequest = PortalRequest & { cookie?: string; pairs?: [string, string][]; multipart?: FormData };

/**
 * A portal serving brands and the operator console (on ops.localhost, its store in memory, the
 * demo staff seeded), closed after the file's tests. With `projectCopy`, it serves a copy of the
 * project, so what the console writes lands in the copy's brands/ and never in the project's.
 */
export async function startConsolePortal(options: { projectCopy?: boolean } = {}) {
  const sb = await startTestSandbox();
  const root = options.projectCopy ? builtProjectCopy() : undefined;
  const registry = root ? await createLiveBrandRegistry(root) : undefined;
  const portal = await createPortalServer({
    platformUrl: sb.url,
    port: 0,
    mode: "production",
    ...(root ? { root, registry } : {}),
    sessionSecret: TEST_SESSION_SECRET,
    logger: pino({ level: "silent" }),
    pageCacheMs: 0,
    shedding: { maxLoopDelayMs: 0 },
    console: { host: "ops.localhost", storePath: ":memory:" },
  });
  afterFile(() => portal.close());
  const store = portal.consoleStore!;
  await seedDemoStaff(store);

  const request = portalRequest(portal.port);
  const host = `ops.localhost:${portal.port}`;
  const origin = `http://${host}`;

  /** A request to the console's host; a post carries the console's own Origin, as its pages send it. */
  async function consoleRequest(path: string, options: ConsoleRequest = {}): Promise<PortalResponse> {
    const { cookie, pairs, multipart, ...rest } = options;
    let body: string | Buffer | undefined;
    let type: string | undefined;
    if (pairs) {
      body = new URLSearchParams(pairs).toString();
      type = "application/x-www-form-urlencoded";
    } else if (multipart) {
      // The multipart encoding as a browser sends it.
      const encoded = new Request("http://encode.invalid", { method: "POST", body: multipart });
      body = Buffer.from(await encoded.arrayBuffer());
      type = encoded.headers.get("content-type")!;
    }
    const posting = Boolean(rest.form || body !== undefined);
    return request("", path, {
      ...rest,
      ...(body !== undefined ? { body } : {}),
      host,
      headers: {
        ...(posting ? { origin } : {}),
        ...(type ? { "content-type": type } : {}),
        ...(cookie ? { cookie } : {}),
        ...rest.headers,
      },
    });
  }

  /** Both sign-in steps of a demo account; answers its session's Cookie header (a code is good once: sign each role in once a file). */
  async function signInAs(role: Role): Promise<string> {
    const demo = demoStaffOf(role);
    const first = await consoleRequest("/sign-in", { form: { step: "password", email: demo.email, password: DEMO_STAFF_PASSWORD } });
    expect(first.status, first.body).toBe(302);
    const second = await consoleRequest("/sign-in", {
      cookie: cookieOf(first),
      form: { step: "code", code: generateSync({ secret: demo.totpSecret }) },
    });
    expect(second.status, second.body).toBe(302);
    return cookieOf(second);
  }

  return { portal, store, root, registry, request, host, origin, consoleRequest, signInAs };
}

/** The Cookie header a browser sends after an answer: its Set-Cookie pairs, a cleared one left out. */
export const cookieOf = (response: PortalResponse) =>
  response.cookies
    .filter((line) => !/expires=Thu, 01 Jan 1970/i.test(line))
    .map((line) => line.split(";")[0])
    .join("; ");
