import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import { searchAudit } from "../../console/features/audit/audit.server";
import { demoStaffOf, DEMO_STAFF_PASSWORD } from "../../console/features/staff/demo.server";
import type { Role } from "../../console/features/staff/roles";
import { SIGN_IN_REFUSED_MESSAGE } from "../../console/features/staff/sign-in.server";
import { findStaffByEmail, listStaff } from "../../console/features/staff/staff.server";
import { startConsolePortal } from "../helpers/console";
import type { PortalResponse } from "../helpers/portal";

/**
 * The console's staff pages over HTTP, on the console's host of a portal that serves brands too:
 * the two-step sign-in, the lock after wrong codes and the audit log of it, the roles' limits on
 * the staff page and its actions, the same-origin rule on its forms, and the two hosts kept apart.
 */

const { portal, store, request, host: CONSOLE_HOST, consoleRequest } = await startConsolePortal();

/** A browser's cookies for the console: each answer's Set-Cookie kept, a cleared one dropped. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: PortalResponse): PortalResponse {
    for (const line of response.cookies) {
      const [pair] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      if (/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
    return response;
  }
  get header(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") } : {};
  }
  has(name: string) {
    return this.cookies.has(name);
  }
}

const codeOf = (secret: string) => generateSync({ secret });

/** Both steps of the sign-in as a browser goes through them; answers the jar holding the session. */
async function signIn(email: string, password: string, secret: string, returnTo?: string): Promise<Jar> {
  const jar = new Jar();
  const page = returnTo ? `/sign-in?return=${encodeURIComponent(returnTo)}` : "/sign-in";
  const first = jar.take(await consoleRequest(page, { form: { step: "password", email, password } }));
  expect(first.status, first.body).toBe(302);
  expect(first.headers.location).toBe(page);
  const second = jar.take(await consoleRequest(page, { headers: jar.header, form: { step: "code", code: codeOf(secret) } }));
  expect(second.status, second.body).toBe(302);
  expect(second.headers.location).toBe(returnTo ?? "/");
  expect(jar.has("console_session")).toBe(true);
  return jar;
}
const signInAs = (role: Role) => signIn(demoStaffOf(role).email, DEMO_STAFF_PASSWORD, demoStaffOf(role).totpSecret);

/** What only the console's pages say. */
const CONSOLE_MARK = "Operator console";

const owner = demoStaffOf("owner");
/** Signed in once for the file: a code is good once, so each demo account signs in at most once in it. */
let ownerJar: Jar;

describe("signing in", () => {
  it("sends a signed-out visit to the sign-in page, then takes the password and the code and goes back", async () => {
    const away = await consoleRequest("/staff");
    expect(away.status).toBe(302);
    expect(away.headers.location).toBe("/sign-in?return=%2Fstaff");

    const page = await consoleRequest("/sign-in?return=%2Fstaff");
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<input[^>]*autocomplete="username"/i);
    expect(page.body).toMatch(/<input[^>]*autocomplete="current-password"/i);

    const jar = new Jar();
    const first = jar.take(
      await consoleRequest("/sign-in?return=%2Fstaff", { form: { step: "password", email: owner.email, password: DEMO_STAFF_PASSWORD } }),
    );
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe("/sign-in?return=%2Fstaff");
    expect(jar.has("console_sign_in")).toBe(true);

    const codeStep = await consoleRequest("/sign-in?return=%2Fstaff", { headers: jar.header });
    expect(codeStep.body).toMatch(/<input[^>]*autocomplete="one-time-code"[^>]*inputmode="numeric"/i);
    expect(codeStep.body).not.toContain('name="password"');

    const second = jar.take(
      await consoleRequest("/sign-in?return=%2Fstaff", { headers: jar.header, form: { step: "code", code: codeOf(owner.totpSecret) } }),
    );
    expect(second.status).toBe(302);
    expect(second.headers.location).toBe("/staff");
    expect(second.cookies.join("\n")).toMatch(/console_session=[\w-]{43}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict/);
    ownerJar = jar;

    const staffPage = await consoleRequest("/staff", { headers: jar.header });
    expect(staffPage.status).toBe(200);
    expect(staffPage.body).toContain(owner.email);
    expect(staffPage.body).toContain('href="/staff"');
    expect(staffPage.body).toContain('href="/audit"');
    // Signed in, the sign-in page sends on to the console.
    const again = await consoleRequest("/sign-in", { headers: jar.header });
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe("/brands");
  });

  it("refuses a wrong code vaguely, locks the account at the fifth, and the audit log lists the failures and the lock", async () => {
    const editor = demoStaffOf("editor");
    const right = codeOf(editor.totpSecret);
    const wrong = right === "000000" ? "111111" : "000000";
    const attempt = async (code: string) => {
      const jar = new Jar();
      const first = jar.take(
        await consoleRequest("/sign-in", { form: { step: "password", email: editor.email, password: DEMO_STAFF_PASSWORD } }),
      );
      expect(first.status).toBe(302);
      return jar.take(await consoleRequest("/sign-in", { headers: jar.header, form: { step: "code", code } }));
    };
    for (let failure = 1; failure < 5; failure++) {
      const refused = await attempt(wrong);
      expect(refused.status).toBe(401);
      expect(refused.body).toContain(SIGN_IN_REFUSED_MESSAGE);
      // Back to the first step: the e-mail and password again.
      expect(refused.body).toMatch(/<input[^>]*autocomplete="current-password"/i);
    }
    const locked = await attempt(wrong);
    expect(locked.status).toBe(429);
    expect(locked.body).toContain("locked for 15 minutes");
    // Locked, the right code does not open it either.
    const stillLocked = await attempt(right);
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.cookies.join("\n")).not.toContain("console_session=");

    const log = await consoleRequest(`/audit?staff=${encodeURIComponent(editor.email)}`, { headers: ownerJar.header });
    expect(log.status).toBe(200);
    expect(log.body.match(/<td>signIn\.failed<\/td>/g)).toHaveLength(5);
    expect(log.body.match(/<td>signIn\.locked<\/td>/g)).toHaveLength(1);
    expect(log.body).toContain("scope: account");
    const signIns = await consoleRequest("/audit?action=signIn", { headers: ownerJar.header });
    expect(signIns.body).toMatch(new RegExp(`<td>${owner.email}</td><td>signIn</td>`));
    // Times in UTC, to the second.
    expect(signIns.body).toMatch(/<time dateTime="[^"]+">\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC<\/time>/);
    const none = await consoleRequest("/audit?text=nothing-like-this", { headers: ownerJar.header });
    expect(none.body).toContain("No entries match this search.");
  });
});

describe("the staff page", () => {
  it("lets an owner add a member (credentials shown once), change their role, reset them and remove them after a confirmation", async () => {
    const email = "new.member@ops.localhost";
    const added = await consoleRequest("/staff", {
      headers: ownerJar.header,
      form: { intent: "create", email, displayName: "New Member", role: "translator" },
    });
    expect(added.status).toBe(200);
    const password = /data-testid="one-time-password">([^<]+)</.exec(added.body)?.[1];
    const secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(added.body)?.[1];
    expect(password).toHaveLength(20);
    expect(secret).toBeDefined();
    expect(added.body).toContain("otpauth://totp/");
    expect(added.body).toMatch(/<img[^>]*src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    expect(findStaffByEmail(store, email)?.role).toBe("translator");
    // Shown once: the page read again has none of it.
    const reread = await consoleRequest("/staff", { headers: ownerJar.header });
    expect(reread.body).toContain(email);
    expect(reread.body).not.toContain(password!);
    expect(reread.body).not.toContain(secret!);

    // The new member signs in with what was handed over.
    const member = await signIn(email, password!, secret!);
    const id = findStaffByEmail(store, email)!.id;

    const taken = await consoleRequest("/staff", { headers: ownerJar.header, form: { intent: "create", email, role: "viewer" } });
    expect(taken.status).toBe(409);
    expect(taken.body).toContain("A staff account has this e-mail already.");
    // A form that fails its schema: 422, the schema's sentence beside its field, what was typed kept.
    const notAnAddress = await consoleRequest("/staff", {
      headers: ownerJar.header,
      form: { intent: "create", email: "not-an-address", displayName: "Kept Name", role: "viewer" },
    });
    expect(notAnAddress.status).toBe(422);
    expect(notAnAddress.body).toMatch(/id="[^"]*-email-error"[^>]*>Enter an e-mail address, like name@example\.com\./);
    expect(notAnAddress.body).toContain('value="Kept Name"');
    expect(findStaffByEmail(store, "not-an-address")).toBeNull();
    // A row's form that fails its schema, and a form the page does not have: 422, said above the table.
    const noRole = await consoleRequest("/staff", { headers: ownerJar.header, form: { intent: "role", id: String(id) } });
    expect(noRole.status).toBe(422);
    expect(noRole.body).toMatch(/role="alert"[^>]*><p[^>]*>Choose a role\.<\/p>/);
    expect(findStaffByEmail(store, email)?.role).toBe("translator");
    // A role no page offers (a forged post): the same sentence, not the schema library's own text.
    const forged = await consoleRequest("/staff", { headers: ownerJar.header, form: { intent: "role", id: String(id), role: "boss" } });
    expect(forged.status).toBe(422);
    expect(forged.body).toMatch(/role="alert"[^>]*><p[^>]*>Choose a role\.<\/p>/);
    expect(forged.body).not.toContain("Invalid enum value");
    expect(findStaffByEmail(store, email)?.role).toBe("translator");
    const unknown = await consoleRequest("/staff", { headers: ownerJar.header, form: { intent: "promote", id: String(id) } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toContain("This form was not understood. Load the page again and retry.");

    const changed = await consoleRequest("/staff", { headers: ownerJar.header, form: { intent: "role", id: String(id), role: "editor" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain(`The role of ${email} is now editor`);
    expect(findStaffByEmail(store, email)?.role).toBe("editor");
    // A role change ends the member's sessions.
    expect((await consoleRequest("/audit", { headers: member.header })).status).toBe(302);

    const ownerId = findStaffByEmail(store, owner.email)!.id;
    const lastOwner = await consoleRequest("/staff", {
      headers: ownerJar.header,
      form: { intent: "role", id: String(ownerId), role: "viewer" },
    });
    expect(lastOwner.status).toBe(409);
    // Said in the row it refused.
    expect(lastOwner.body).toMatch(new RegExp(`id="row-error-${ownerId}"[^>]*>The console keeps at least one owner\\.`));

    const reset = await consoleRequest("/staff", { headers: ownerJar.header, form: { intent: "reset", id: String(id) } });
    expect(reset.status).toBe(200);
    expect(reset.body).toContain(`New credentials for ${email}`);
    expect(/data-testid="totp-secret">([A-Z2-7]+)</.exec(reset.body)?.[1]).not.toBe(secret);

    const asked = await consoleRequest(`/staff?remove=${id}`, { headers: ownerJar.header });
    expect(asked.body).toContain(`Remove ${email}?`);
    expect(findStaffByEmail(store, email)).not.toBeNull();
    const removed = await consoleRequest("/staff", { headers: ownerJar.header, form: { intent: "remove", id: String(id) } });
    expect(removed.status).toBe(200);
    expect(removed.body).toContain(`${email} was removed`);
    expect(findStaffByEmail(store, email)).toBeNull();

    const log = await consoleRequest("/audit?action=staff", { headers: ownerJar.header });
    for (const action of ["staff.create", "staff.role", "staff.credentials", "staff.remove"])
      expect(log.body).toContain(`<td>${action}</td>`);
  });

  it.each(["viewer", "translator"] as const)(
    "refuses a %s the staff page and every staff action, and offers no link to it",
    async (role) => {
      const jar = await signInAs(role);
      const before = listStaff(store).map(({ id, role: staffRole }) => [id, staffRole]);
      const page = await consoleRequest("/staff", { headers: jar.header });
      expect(page.status).toBe(403);
      expect(page.body).toContain("Not allowed");
      expect(page.body).not.toContain('href="/staff"');
      expect(page.body).not.toContain('href="/audit"');
      expect((await consoleRequest("/audit", { headers: jar.header })).status).toBe(403);
      const self = String(findStaffByEmail(store, demoStaffOf(role).email)!.id);
      for (const form of <Record<string, string>[]>[
        { intent: "create", email: `by-${role}@ops.localhost`, role: "owner" },
        { intent: "role", id: self, role: "owner" },
        { intent: "reset", id: "1" },
        { intent: "remove", id: "1" },
      ]) {
        const refused = await consoleRequest("/staff", { headers: jar.header, form });
        expect(refused.status, form.intent).toBe(403);
      }
      expect(listStaff(store).map(({ id, role: staffRole }) => [id, staffRole])).toEqual(before);
    },
  );
});

describe("requests the console refuses", () => {
  it("sends signed-out requests to the sign-in page, posts included", async () => {
    for (const path of ["/staff", "/audit?action=signIn", "/"]) {
      const response = await consoleRequest(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toMatch(/^\/sign-in|^\/brands$/);
    }
    const post = await consoleRequest("/staff", { form: { intent: "remove", id: "1" } });
    expect(post.status).toBe(302);
    expect(post.headers.location).toBe("/sign-in?return=%2Fstaff");
  });

  it("takes a form post only with a same-origin signal", async () => {
    const form = { step: "password", email: owner.email, password: DEMO_STAFF_PASSWORD };
    const bare = await request("", "/sign-in", { host: CONSOLE_HOST, form });
    expect(bare.status).toBe(403);
    const crossSite = await consoleRequest("/sign-in", { form, headers: { origin: "http://evil.example" } });
    expect(crossSite.status).toBe(403);
    const brandOrigin = await consoleRequest("/staff", {
      headers: { ...ownerJar.header, origin: `http://aurora.localhost:${portal.port}` },
      form: { intent: "create", email: "forged@ops.localhost", role: "owner" },
    });
    expect(brandOrigin.status).toBe(403);
    expect(findStaffByEmail(store, "forged@ops.localhost")).toBeNull();
    expect((await consoleRequest("/sign-out", { headers: ownerJar.header })).status).toBe(405);
  });

  it("answers no console path on a brand's host and no portal path on the console's", async () => {
    for (const path of ["/sign-in", "/staff", "/audit", "/brands", "/sign-out"]) {
      const response = await request("aurora", path);
      expect(response.body, path).not.toContain(CONSOLE_MARK);
      expect(response.cookies.join("\n"), path).not.toContain("console_");
      expect([200, 404], path).toContain(response.status);
    }
    const post = await request("aurora", "/sign-in", {
      headers: { origin: `http://aurora.localhost:${portal.port}` },
      form: { step: "password", email: owner.email, password: DEMO_STAFF_PASSWORD },
    });
    expect(post.body).not.toContain(CONSOLE_MARK);
    expect(post.cookies.join("\n")).not.toContain("console_");

    for (const path of ["/login", "/member/deposit", "/member/depositv2", "/brand/theme.css"]) {
      const response = await consoleRequest(path, { headers: ownerJar.header });
      expect(response.status, path).toBe(404);
      expect(response.body, path).toContain(CONSOLE_MARK);
      expect(response.body, path).toContain("There is nothing here.");
    }
  });

  it("signs out with a post, which the audit log records", async () => {
    const out = ownerJar.take(await consoleRequest("/sign-out", { headers: ownerJar.header, form: {} }));
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe("/sign-in");
    expect(ownerJar.has("console_session")).toBe(false);
    expect((await consoleRequest("/staff", { headers: ownerJar.header })).status).toBe(302);
    expect(searchAudit(store, { action: "signOut" }).entries.map((entry) => entry.email)).toEqual([owner.email]);
  });
});
