import { generateSync } from "otplib";
import { demoStaffOf, DEMO_STAFF_PASSWORD, seedDemoStaff } from "../../console/features/staff/demo.server";
import type { Role } from "../../console/features/staff/roles";
import type { StaffRequestContext } from "../../console/features/staff/sessions.server";
import { finishSignIn, startSignIn } from "../../console/features/staff/sign-in.server";
import { openConsoleStore } from "../../console/store/database.server";

export const MINUTE = 60_000;
/** A fixed clock: every test passes its `now`, so nothing waits. */
export const T0 = new Date("2030-03-01T10:00:00.000Z");
export const at = (ms: number) => new Date(T0.getTime() + ms);

export async function seededContext(clientIp = "203.0.113.5"): Promise<StaffRequestContext> {
  const store = openConsoleStore(":memory:");
  await seedDemoStaff(store, T0);
  return { store, secure: false, clientIp };
}

export const codeOf = (role: Role, now: Date) =>
  generateSync({ secret: demoStaffOf(role).totpSecret, epoch: Math.floor(now.getTime() / 1000) });

/** The `name=value` pairs of a response's Set-Cookie headers that are still set (not cleared), as a Cookie header. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .filter((cookie) => !/expires=Thu, 01 Jan 1970/i.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export const requestWith = (cookie: string, path = "/brands") =>
  new Request(`http://ops.localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

/** Signs in as the demo staff member of `role` at `now`; answers the session's Cookie header. */
export async function signInAs(context: StaffRequestContext, role: Role, now: Date = T0): Promise<string> {
  const first = await startSignIn(context, { email: demoStaffOf(role).email, password: DEMO_STAFF_PASSWORD }, now);
  if (first.kind !== "code") throw new Error(`password step: ${first.kind}`);
  const second = await finishSignIn(context, requestWith(cookiesFrom(first.headers)), { code: codeOf(role, now) }, now);
  if (second.kind !== "signedIn") throw new Error(`code step: ${second.kind}`);
  return cookiesFrom(second.headers);
}
