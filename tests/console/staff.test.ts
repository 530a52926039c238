import { describe, expect, it } from "vitest";
import { demoStaffOf, DEMO_STAFF, seedDemoStaff } from "../../console/features/staff/demo.server";
import { hashPassword, passwordMatches } from "../../console/features/staff/passwords.server";
import { ACTIONS, can, ROLES } from "../../console/features/staff/roles";
import {
  COMMAND_LINE,
  createStaff,
  findStaffByEmail,
  listStaff,
  removeStaff,
  setRole,
  verifyCode,
  verifyPassword,
  type Actor,
} from "../../console/features/staff/staff.server";
import { searchAudit } from "../../console/features/audit/audit.server";
import { openConsoleStore, type ConsoleStore } from "../../console/store/database.server";
import { at, codeOf, seededContext, T0 } from "./helpers";

const actorOf = (store: ConsoleStore, email: string): Actor => ({ staff: findStaffByEmail(store, email)!, ip: "198.51.100.7" });

describe("staff passwords", () => {
  it("hash with scrypt and a random salt, and match only their own password", async () => {
    const [first, second] = await Promise.all([hashPassword("correct horse battery"), hashPassword("correct horse battery")]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await passwordMatches("correct horse battery", first)).toBe(true);
    expect(await passwordMatches("correct horse batterY", first)).toBe(false);
    expect(await passwordMatches("correct horse battery", "plain text")).toBe(false);
    expect(await passwordMatches("x", "scrypt$0$8$1$c2FsdA==$aGFzaA==")).toBe(false);
  });
});

describe("staff accounts", () => {
  it("are made with a lower-cased unique e-mail, a password and an authenticator, and seeded once per store", async () => {
    const store = openConsoleStore(":memory:");
    const made = await createStaff(store, { email: "  Ana@Example.COM ", role: "editor" }, COMMAND_LINE, { now: T0 });
    expect(made.staff).toMatchObject({ email: "ana@example.com", displayName: "ana", role: "editor", lockedUntil: null });
    expect(made.password.length).toBeGreaterThanOrEqual(20);
    expect(made.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*ana%40example\.com\?.*secret=/);
    await expect(createStaff(store, { email: "ANA@example.com", role: "viewer" }, COMMAND_LINE)).rejects.toMatchObject({
      code: "EMAIL_TAKEN",
    });
    expect((await verifyPassword(store, "Ana@example.com", made.password))?.id).toBe(made.staff.id);
    expect(await verifyPassword(store, "ana@example.com", "not the password")).toBeNull();
    expect(await verifyPassword(store, "nobody@example.com", made.password)).toBeNull();
    // Not a demo store: it has staff.
    expect(await seedDemoStaff(store)).toEqual([]);

    const demo = openConsoleStore(":memory:");
    expect((await seedDemoStaff(demo, T0)).map((staff) => staff.role).sort()).toEqual([...ROLES].sort());
    expect(await seedDemoStaff(demo, T0)).toEqual([]);
    expect(listStaff(demo).map((staff) => staff.email)).toEqual(DEMO_STAFF.map((staff) => staff.email).sort());
  });

  it("accept an authenticator code once: its step and the earlier ones are refused afterwards", async () => {
    const { store } = await seededContext();
    const { id } = findStaffByEmail(store, demoStaffOf("editor").email)!;
    expect(verifyCode(store, id, "000000", T0)).toBe(false);
    expect(verifyCode(store, id, "12345", T0)).toBe(false);
    const code = codeOf("editor", T0);
    expect(verifyCode(store, id, code, T0)).toBe(true);
    expect(verifyCode(store, id, code, T0)).toBe(false);
    expect(verifyCode(store, id, code, at(20_000))).toBe(false);
    // The step before (inside the drift tolerance) is older than the one used: refused too.
    expect(verifyCode(store, id, codeOf("editor", at(-30_000)), T0)).toBe(false);
    // The next step's code is good, once; a clock set back accepts nothing older.
    const next = codeOf("editor", at(30_000));
    expect(verifyCode(store, id, next, at(30_000))).toBe(true);
    expect(verifyCode(store, id, next, at(30_000))).toBe(false);
    expect(verifyCode(store, id, codeOf("editor", at(-5 * 60_000)), at(-5 * 60_000))).toBe(false);
    // One step of drift either side.
    expect(verifyCode(store, id, codeOf("editor", at(120_000)), at(90_000))).toBe(true);
    expect(verifyCode(store, id, codeOf("editor", at(240_000)), at(180_000))).toBe(false);
  });
});

describe("roles", () => {
  it("grant owner everything, editor all but staff, translator texts, viewer read and preview", () => {
    const granted = Object.fromEntries(ROLES.map((role) => [role, ACTIONS.filter((action) => can(role, action))]));
    expect(granted).toEqual({
      owner: [...ACTIONS],
      editor: ["brand.read", "brand.preview", "brand.create", "brand.edit", "texts.edit", "brand.publish", "audit.read"],
      translator: ["brand.read", "brand.preview", "texts.edit"],
      viewer: ["brand.read", "brand.preview"],
    });
  });

  it("are changed by an owner only, and the last owner stays one", async () => {
    const { store } = await seededContext();
    const owner = actorOf(store, demoStaffOf("owner").email);
    const editor = actorOf(store, demoStaffOf("editor").email);
    const viewerId = findStaffByEmail(store, demoStaffOf("viewer").email)!.id;

    expect(() => setRole(store, viewerId, "editor", editor, T0)).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    expect(() => removeStaff(store, viewerId, editor, T0)).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    await expect(createStaff(store, { email: "x@ops.localhost", role: "owner" }, editor)).rejects.toMatchObject({ code: "FORBIDDEN" });

    expect(() => setRole(store, owner.staff!.id, "editor", owner, T0)).toThrow(expect.objectContaining({ code: "LAST_OWNER" }));
    expect(() => removeStaff(store, owner.staff!.id, owner, T0)).toThrow(expect.objectContaining({ code: "LAST_OWNER" }));

    // With a second owner, the first may step down; then the second is the last.
    expect(setRole(store, viewerId, "owner", owner, at(1000)).role).toBe("owner");
    expect(setRole(store, owner.staff!.id, "viewer", owner, at(2000)).role).toBe("viewer");
    const second = actorOf(store, demoStaffOf("viewer").email);
    expect(() => setRole(store, viewerId, "editor", second, at(3000))).toThrow(expect.objectContaining({ code: "LAST_OWNER" }));
    removeStaff(store, editor.staff!.id, second, at(4000));
    expect(findStaffByEmail(store, demoStaffOf("editor").email)).toBeNull();

    const changes = searchAudit(store, { action: "staff" }).entries.map((entry) => [entry.action, entry.email, entry.detail]);
    expect(changes.slice(0, 3)).toEqual([
      ["staff.remove", "viewer@ops.localhost", { id: editor.staff!.id, email: "editor@ops.localhost", role: "editor" }],
      [
        "staff.role",
        "owner@ops.localhost",
        { id: owner.staff!.id, email: "owner@ops.localhost", from: "owner", to: "viewer", sessionsEnded: 0 },
      ],
      ["staff.role", "owner@ops.localhost", { id: viewerId, email: "viewer@ops.localhost", from: "viewer", to: "owner", sessionsEnded: 0 }],
    ]);
  });
});
