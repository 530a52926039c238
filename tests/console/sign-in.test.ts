import { describe, expect, it } from "vitest";
import { searchAudit } from "../../console/features/audit/audit.server";
import { demoStaffOf, DEMO_STAFF, DEMO_STAFF_PASSWORD } from "../../console/features/staff/demo.server";
import { ADDRESS_MAX_FAILURES, CODE_MAX_FAILURES, EMAIL_MAX_FAILURES, LOCK_MS } from "../../console/features/staff/lockout.server";
import {
  ABSOLUTE_MS,
  getStaffSession,
  requireStaff,
  signOut,
  type StaffRequestContext,
} from "../../console/features/staff/sessions.server";
import { finishSignIn, NOT_AN_EMAIL, startSignIn, type SignInResult } from "../../console/features/staff/sign-in.server";
import { findStaffByEmail, removeStaff, resetCredentials, setRole, COMMAND_LINE } from "../../console/features/staff/staff.server";
import { at, codeOf, cookiesFrom, MINUTE, requestWith, seededContext, signInAs, T0 } from "./helpers";

const owner = demoStaffOf("owner");

/** Both steps; answers the second's result (or the first's when it did not ask for a code). */
async function attempt(context: StaffRequestContext, email: string, password: string, code: string, now: Date): Promise<SignInResult> {
  const first = await startSignIn(context, { email, password }, now);
  if (first.kind !== "code") return first;
  return finishSignIn(context, requestWith(cookiesFrom(first.headers)), { code }, now);
}

describe("signing in", () => {
  it("takes the password, then a code; the session cookie is host-only, HttpOnly and SameSite=Strict", async () => {
    const context = await seededContext();
    const first = await startSignIn(context, { email: " OWNER@ops.localhost", password: DEMO_STAFF_PASSWORD }, T0);
    expect(first.kind).toBe("code");
    const [ticket] = first.headers.getSetCookie();
    expect(ticket).toMatch(/^console_sign_in=[\w-]{43}; Path=\/; Expires=.*; HttpOnly; SameSite=Strict$/);

    const second = await finishSignIn(context, requestWith(cookiesFrom(first.headers)), { code: codeOf("owner", T0) }, T0);
    expect(second).toMatchObject({ kind: "signedIn", staff: { email: owner.email, role: "owner" } });
    const session = second.headers.getSetCookie().find((cookie) => cookie.startsWith("console_session="));
    expect(session).toMatch(/^console_session=[\w-]{43}; Path=\/; Expires=Fri, 01 Mar 2030 22:00:00 GMT; HttpOnly; SameSite=Strict$/);
    expect(second.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^console_sign_in=; .*Expires=Thu, 01 Jan 1970/));

    const signedIn = requireStaff(context, requestWith(cookiesFrom(second.headers)), "staff.manage", T0);
    expect(signedIn.staff).toMatchObject({ email: owner.email, role: "owner" });
    // The store keeps the id's hash, not the id.
    const stored = context.store.prepare("SELECT id_hash FROM staff_sessions").pluck().all() as string[];
    expect(stored).toHaveLength(1);
    expect(cookiesFrom(second.headers)).not.toContain(stored[0]);
    expect(searchAudit(context.store, { action: "signIn" }).entries.map((entry) => [entry.action, entry.email, entry.ip])).toEqual([
      ["signIn", owner.email, "203.0.113.5"],
    ]);
  });

  it("on https names the cookie __Host- and marks it Secure", async () => {
    const context = { ...(await seededContext()), secure: true };
    const first = await startSignIn(context, { email: owner.email, password: DEMO_STAFF_PASSWORD }, T0);
    const second = await finishSignIn(context, requestWith(cookiesFrom(first.headers)), { code: codeOf("owner", T0) }, T0);
    expect(second.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^__Host-console_session=[\w-]{43}; Path=\/; .*Secure; SameSite=Strict$/),
    );
    expect(getStaffSession(context, requestWith(cookiesFrom(second.headers)), T0)?.staff.email).toBe(owner.email);
  });

  it("refuses a wrong password, an unknown e-mail and a wrong code alike, after the code; a sign-in is answered once", async () => {
    const context = await seededContext();
    const code = codeOf("owner", T0);
    const wrongPassword = await attempt(context, owner.email, "not the password", code, T0);
    const unknown = await attempt(context, "ghost@ops.localhost", DEMO_STAFF_PASSWORD, code, T0);
    const wrongCode = await attempt(context, owner.email, DEMO_STAFF_PASSWORD, code === "000000" ? "111111" : "000000", T0);
    const typo = await attempt(context, DEMO_STAFF_PASSWORD, DEMO_STAFF_PASSWORD, code, T0);
    expect([wrongPassword.kind, unknown.kind, wrongCode.kind, typo.kind]).toEqual(["refused", "refused", "refused", "refused"]);
    expect(getStaffSession(context, requestWith(cookiesFrom(wrongCode.headers)), T0)).toBeNull();

    const first = await startSignIn(context, { email: owner.email, password: DEMO_STAFF_PASSWORD }, T0);
    const ticket = requestWith(cookiesFrom(first.headers));
    expect((await finishSignIn(context, ticket, { code: "999999" }, T0)).kind).toBe("refused");
    expect((await finishSignIn(context, ticket, { code }, T0)).kind).toBe("expired");
    // A sign-in waits five minutes for its code.
    const late = await startSignIn(context, { email: owner.email, password: DEMO_STAFF_PASSWORD }, T0);
    expect(
      (await finishSignIn(context, requestWith(cookiesFrom(late.headers)), { code: codeOf("owner", at(5 * MINUTE)) }, at(5 * MINUTE))).kind,
    ).toBe("expired");
    expect((await finishSignIn(context, requestWith(""), { code }, T0)).kind).toBe("expired");

    const failures = searchAudit(context.store, { action: "signIn.failed" }).entries.map((entry) => [
      entry.staffId !== null,
      entry.email,
      entry.detail,
    ]);
    expect(failures).toEqual([
      [true, owner.email, { step: "code" }],
      [false, NOT_AN_EMAIL, { step: "password" }],
      [true, owner.email, { step: "code" }],
      [false, "ghost@ops.localhost", { step: "password" }],
      [true, owner.email, { step: "password" }],
    ]);
  });

  it(`locks an account's codes at the ${CODE_MAX_FAILURES}th wrong one for ${LOCK_MS / MINUTE} minutes, right codes too, and says so in the audit log`, async () => {
    const context = await seededContext();
    const editor = demoStaffOf("editor");
    for (let index = 1; index < CODE_MAX_FAILURES; index++) {
      expect((await attempt(context, editor.email, DEMO_STAFF_PASSWORD, "000000", at(index * 1000))).kind).toBe("refused");
    }
    const locking = await attempt(context, editor.email, DEMO_STAFF_PASSWORD, "000000", at(10_000));
    expect(locking).toMatchObject({ kind: "locked", retryAfterSeconds: LOCK_MS / 1000 });
    expect(findStaffByEmail(context.store, editor.email, at(10_000))?.lockedUntil).toEqual(at(10_000 + LOCK_MS));

    // The right password and a right code do not open it meanwhile.
    const during = at(10 * MINUTE);
    expect(await attempt(context, editor.email, DEMO_STAFF_PASSWORD, codeOf("editor", during), during)).toMatchObject({
      kind: "locked",
      retryAfterSeconds: (LOCK_MS - 10 * MINUTE + 10_000) / 1000,
    });
    // Other accounts sign in as before.
    expect(await signInAs(context, "viewer", during)).toContain("console_session=");

    const after = at(10_000 + LOCK_MS);
    expect((await attempt(context, editor.email, DEMO_STAFF_PASSWORD, codeOf("editor", after), after)).kind).toBe("signedIn");
    expect(findStaffByEmail(context.store, editor.email, after)?.lockedUntil).toBeNull();

    const locks = searchAudit(context.store, { action: "signIn.locked" }).entries;
    expect(locks.map((entry) => [entry.email, entry.detail])).toEqual([
      [editor.email, { scope: "account", until: at(10_000 + LOCK_MS).toISOString() }],
    ]);
  });

  it("counts wrong codes within a window: spread out, they never lock", async () => {
    const context = await seededContext();
    for (let index = 0; index < CODE_MAX_FAILURES * 2; index++) {
      const now = at(index * 4 * MINUTE);
      expect((await attempt(context, owner.email, DEMO_STAFF_PASSWORD, "000000", now)).kind).toBe("refused");
    }
  });

  it(`locks an e-mail's sign-ins at its ${EMAIL_MAX_FAILURES}th wrong password, whether an account has it or not`, async () => {
    const context = await seededContext();
    for (const email of [owner.email, "ghost@ops.localhost"]) {
      const below = await Promise.all(
        Array.from({ length: EMAIL_MAX_FAILURES - 1 }, (_, index) =>
          startSignIn(context, { email, password: "wrong password" }, at(index)),
        ),
      );
      expect(below.map((result) => result.kind)).toEqual(Array(EMAIL_MAX_FAILURES - 1).fill("code"));
      expect(await startSignIn(context, { email, password: "wrong password" }, at(10))).toMatchObject({
        kind: "locked",
        retryAfterSeconds: LOCK_MS / 1000,
      });
      expect((await startSignIn(context, { email, password: DEMO_STAFF_PASSWORD }, at(MINUTE))).kind).toBe("locked");
    }
    expect((await attempt(context, owner.email, DEMO_STAFF_PASSWORD, codeOf("owner", at(LOCK_MS + 10)), at(LOCK_MS + 10))).kind).toBe(
      "signedIn",
    );
    expect(
      searchAudit(context.store, { action: "signIn.locked" }).entries.map((entry) => [
        entry.email,
        entry.staffId !== null,
        entry.detail.scope,
      ]),
    ).toEqual([
      ["ghost@ops.localhost", false, "email"],
      [owner.email, true, "email"],
    ]);
  });

  it(`locks an address at its ${ADDRESS_MAX_FAILURES}th failure, wrong passwords and codes alike, whatever the e-mails; other addresses go on`, async () => {
    const context = await seededContext("192.0.2.1");
    const emails = DEMO_STAFF.map((demo) => demo.email);
    let failures = 0;
    // Under each e-mail's own limit: only the address's count can lock.
    for (const email of emails) {
      for (let index = 1; index < EMAIL_MAX_FAILURES && failures < ADDRESS_MAX_FAILURES - 2; index++, failures++) {
        expect((await startSignIn(context, { email, password: "wrong password" }, at(failures))).kind).toBe("code");
      }
    }
    for (; failures < ADDRESS_MAX_FAILURES - 1; failures++) {
      expect((await attempt(context, owner.email, DEMO_STAFF_PASSWORD, "000000", at(failures))).kind).toBe("refused");
    }
    expect(await attempt(context, owner.email, DEMO_STAFF_PASSWORD, "000000", at(100))).toMatchObject({
      kind: "locked",
      retryAfterSeconds: LOCK_MS / 1000,
    });
    expect((await startSignIn(context, { email: demoStaffOf("viewer").email, password: DEMO_STAFF_PASSWORD }, at(200))).kind).toBe(
      "locked",
    );
    const elsewhere = { ...context, clientIp: "192.0.2.2" };
    expect(await signInAs(elsewhere, "viewer", at(300))).toContain("console_session=");
    expect(
      searchAudit(context.store, { action: "signIn.locked" }).entries.map((entry) => [entry.email, entry.ip, entry.detail.scope]),
    ).toEqual([[owner.email, "192.0.2.1", "address"]]);
  });
});

describe("staff sessions", () => {
  it("end after 30 idle minutes", async () => {
    const context = await seededContext();
    const request = requestWith(await signInAs(context, "editor"));
    expect(getStaffSession(context, request, at(29 * MINUTE))?.expiresAt).toEqual(at(59 * MINUTE));
    expect(getStaffSession(context, request, at(58 * MINUTE))).not.toBeNull();
    expect(getStaffSession(context, request, at(88 * MINUTE))).toBeNull();
    // Ended for good: the row is gone.
    expect(getStaffSession(context, request, at(58 * MINUTE))).toBeNull();
  });

  it("end 12 hours after sign-in however busy", async () => {
    const context = await seededContext();
    const request = requestWith(await signInAs(context, "editor"));
    for (let minutes = 20; minutes < ABSOLUTE_MS / MINUTE; minutes += 20) {
      expect(getStaffSession(context, request, at(minutes * MINUTE)), `${minutes} minutes`).not.toBeNull();
    }
    expect(getStaffSession(context, request, at(ABSOLUTE_MS - 1))?.expiresAt).toEqual(at(ABSOLUTE_MS));
    expect(getStaffSession(context, request, at(ABSOLUTE_MS))).toBeNull();
  });

  it("end when the role changes, the credentials are reset or the account is removed", async () => {
    const context = await seededContext();
    const { store } = context;
    const ownerActor = { staff: findStaffByEmail(store, owner.email)!, ip: "" };
    const editor = requestWith(await signInAs(context, "editor"));
    const translator = requestWith(await signInAs(context, "translator"));
    const viewer = requestWith(await signInAs(context, "viewer"));
    const ownerSession = requestWith(await signInAs(context, "owner"));

    setRole(store, findStaffByEmail(store, demoStaffOf("editor").email)!.id, "viewer", ownerActor, at(MINUTE));
    expect(getStaffSession(context, editor, at(MINUTE))).toBeNull();
    await resetCredentials(store, findStaffByEmail(store, demoStaffOf("translator").email)!.id, COMMAND_LINE, { now: at(MINUTE) });
    expect(getStaffSession(context, translator, at(MINUTE))).toBeNull();
    removeStaff(store, findStaffByEmail(store, demoStaffOf("viewer").email)!.id, ownerActor, at(MINUTE));
    expect(getStaffSession(context, viewer, at(MINUTE))).toBeNull();
    expect(getStaffSession(context, ownerSession, at(MINUTE))?.staff.role).toBe("owner");
  });

  it("send a signed-out request to the sign-in page and refuse a role without the right with a 403", async () => {
    const context = await seededContext();
    const thrown = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error as Response;
      }
      throw new Error("nothing thrown");
    };
    const signedOut = thrown(() => requireStaff(context, requestWith("", "/brands/aurora?tab=texts"), "brand.read", T0));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/sign-in?return=%2Fbrands%2Faurora%3Ftab%3Dtexts");
    expect(signedOut.headers.get("Set-Cookie")).toBeNull();
    const stale = thrown(() => requireStaff(context, requestWith("console_session=forged"), undefined, T0));
    expect(stale.headers.get("Set-Cookie")).toMatch(/^console_session=; .*Expires=Thu, 01 Jan 1970/);

    const viewer = requestWith(await signInAs(context, "viewer"));
    expect(requireStaff(context, viewer, "brand.preview", T0).staff.role).toBe("viewer");
    expect(thrown(() => requireStaff(context, viewer, "brand.publish", T0)).status).toBe(403);
    const translator = requestWith(await signInAs(context, "translator"));
    expect(requireStaff(context, translator, "texts.edit", T0).staff.role).toBe("translator");
    expect(thrown(() => requireStaff(context, translator, "brand.edit", T0)).status).toBe(403);
  });

  it("end on signing out, which the audit log records", async () => {
    const context = await seededContext();
    const request = requestWith(await signInAs(context, "owner"));
    const headers = signOut(context, request, at(MINUTE));
    expect(headers.get("Set-Cookie")).toMatch(/^console_session=; .*Expires=Thu, 01 Jan 1970/);
    expect(getStaffSession(context, request, at(MINUTE))).toBeNull();
    expect(searchAudit(context.store, { action: "signOut" }).entries.map((entry) => [entry.email, entry.at])).toEqual([
      [owner.email, at(MINUTE)],
    ]);
  });
});
