import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { WhitelabelNode } from "~/platform/contract";
import { createPlatformClient } from "~/platform/client.server";
import { openDatabase, type Db } from "../../sandbox/db/index";
import { verifyPassword } from "../../sandbox/lib/passwords";
import { merchantDefinitionSchema, type MerchantDefinitionInput } from "../../sandbox/seed/merchant-definitions";
import { PASSWORD_ACCOUNTS, SEEDED_ACCOUNTS, SEEDED_PLAYER_COUNT, seedDatabase, type MerchantDefinition } from "../../sandbox/seed/index";
import { createSandbox } from "../../sandbox/server";
import { silentLogger } from "../helpers/sandbox";

const NOW = new Date("2026-03-01T12:00:00.000Z");
const VOLT_FILE: MerchantDefinitionInput = {
  code: "VOLT",
  name: "Volt Arena",
  template: "AURORA",
  languages: ["TY", "EN"],
  currency: "USD",
  currencySymbol: "$",
  flags: { PTSYS3: false, FREEPLAY3: true, MOBILENUMREG3: true },
};
const VOLT = merchantDefinitionSchema.parse(VOLT_FILE);

function seeded(definedMerchants: MerchantDefinition[] = []): Db {
  const db = openDatabase(":memory:");
  seedDatabase(db, { now: NOW, definedMerchants });
  return db;
}

function dump(db: Db): Record<string, unknown[]> {
  const tables = db
    // Plain tables: a full-text index's virtual and shadow tables are derived from `games`.
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name <> 'schema_migrations' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()]));
}

const count = (db: Db, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

describe("merchants defined in files", () => {
  const plain = seeded();
  const withVolt = seeded([VOLT]);
  afterAll(() => {
    plain.close();
    withVolt.close();
  });

  it("are seeded deterministically after the built-in ones, which stay exactly as they were", () => {
    const again = seeded([VOLT]);
    expect(dump(again)).toEqual(dump(withVolt));
    again.close();
    const builtIn = dump(plain);
    for (const [table, rows] of Object.entries(dump(withVolt))) {
      expect(rows.slice(0, builtIn[table].length), table).toEqual(builtIn[table]);
    }
    expect(count(withVolt, "SELECT COUNT(*) FROM accounts")).toBeGreaterThan(count(plain, "SELECT COUNT(*) FROM accounts"));
  });

  it("have their own name, languages, currency and flags over the template's", () => {
    const row = withVolt.prepare("SELECT * FROM merchants WHERE code = 'VOLT'").get() as Record<string, string>;
    expect(row).toMatchObject({ name: "Volt Arena", currency: "USD", currency_symbol: "$", main_domain: "volt.localhost" });
    expect(JSON.parse(row.languages)).toEqual(["TY", "EN"]);
    const flags = new Map(
      (JSON.parse(row.whitelabel) as WhitelabelNode[]).flatMap((group) =>
        group.childrenNodes.map((node) => [node.modId, node.enabled] as const),
      ),
    );
    expect(
      Object.fromEntries(
        ["PTSYS3", "FREEPLAY3", "MOBILENUMREG3", "USERNAMEREG3", "MOBILEVERCODELOGIN3"].map((flag) => [flag, flags.get(flag)]),
      ),
    ).toEqual({
      PTSYS3: false,
      FREEPLAY3: true,
      MOBILENUMREG3: true,
      USERNAMEREG3: true, // AURORA's
      MOBILEVERCODELOGIN3: true, // AURORA's
    });
    expect(JSON.parse(row.register_settings)).toMatchObject({ usernameRegistration: true, mobileRegistration: true });
    expect(JSON.parse(row.image_cdn_hosts)).toEqual(["img1.volt.localhost", "img2.volt.localhost"]);
  });

  it("get the template's catalogue, content and demo accounts", () => {
    const vendors = (merchant: string) =>
      withVolt.prepare("SELECT vendor_code FROM merchant_vendors WHERE merchant = ? ORDER BY sort").pluck().all(merchant);
    expect(vendors("VOLT")).toEqual(vendors("AURORA"));
    for (const table of ["banners", "announcements"]) {
      expect(count(withVolt, `SELECT COUNT(*) FROM ${table} WHERE merchant = 'VOLT'`), table).toBe(
        count(withVolt, `SELECT COUNT(*) FROM ${table} WHERE merchant = 'AURORA'`),
      );
    }
    expect(withVolt.prepare("SELECT DISTINCT language FROM help_sections WHERE merchant = 'VOLT' ORDER BY language").pluck().all()).toEqual(
      ["EN", "TY"],
    );
    expect(count(withVolt, "SELECT COUNT(*) FROM accounts WHERE merchant = 'VOLT'")).toBe(
      SEEDED_ACCOUNTS.length + PASSWORD_ACCOUNTS.length + SEEDED_PLAYER_COUNT,
    );
    const member = withVolt.prepare("SELECT * FROM accounts WHERE merchant = 'VOLT' AND username = 'demo_member'").get() as {
      password_hash: string;
      language: string;
      balance_cents: number;
    };
    expect(member).toMatchObject({ language: "TY", balance_cents: 100_000 });
    expect(verifyPassword("Member#2026", member.password_hash)).toBe(true);
    expect(count(withVolt, "SELECT COUNT(*) FROM bets WHERE merchant = 'VOLT' AND win_cents > 0")).toBeGreaterThanOrEqual(20);
  });
});

describe("the sandbox on start-up", () => {
  const dir = mkdtempSync(join(tmpdir(), "sandbox-merchants-"));
  const merchantsDir = join(dir, "merchants");
  const dbPath = join(dir, "sandbox.db");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("picks up a merchant defined since the data was seeded, without reseeding the others", async () => {
    const first = await createSandbox({ dbPath, merchantsDir, port: 0, logger: silentLogger() });
    first.db.prepare("UPDATE accounts SET balance_cents = 4242 WHERE merchant = 'AURORA' AND username = 'demo_member'").run();
    await first.close();

    // The first definition creates the folder, as the scaffold does.
    mkdirSync(merchantsDir);
    writeFileSync(join(merchantsDir, "VOLT.json"), JSON.stringify(VOLT_FILE));

    const second = await createSandbox({ dbPath, merchantsDir, port: 0, logger: silentLogger() });
    try {
      const aurora = second.db
        .prepare("SELECT balance_cents FROM accounts WHERE merchant = 'AURORA' AND username = 'demo_member'")
        .pluck()
        .get();
      expect(aurora).toBe(4242);
      const volt = createPlatformClient({ baseUrl: second.url, retries: 0 }).bind({ merchant: "VOLT" });
      expect((await volt.system.permission()).info.currencySymbol).toBe("$");
      expect((await volt.auth.login({ username: "demo_member", password: "Member#2026" })).token).toEqual(expect.any(String));
    } finally {
      await second.close();
    }
  });

  it("refuses a definition file it cannot use, naming the file and the field", async () => {
    const badDir = mkdtempSync(join(dir, "bad-"));
    writeFileSync(join(badDir, "NEON.json"), JSON.stringify({ ...VOLT_FILE, code: "NEON", currency: "dollars" }));
    writeFileSync(join(badDir, "AURORA.json"), JSON.stringify({ ...VOLT_FILE, code: "AURORA" }));
    writeFileSync(join(badDir, "MISNAMED.json"), JSON.stringify(VOLT_FILE));
    const error = await createSandbox({ dbPath: ":memory:", merchantsDir: badDir, port: 0 }).then(
      () => null,
      (reason: Error) => reason,
    );
    expect(error?.message.split("\n")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/NEON\.json: currency: must be an ISO 4217 code such as PHP$/),
        expect.stringMatching(/AURORA\.json: code: AURORA is a built-in merchant$/),
        expect.stringMatching(/MISNAMED\.json: code: the file must be named VOLT\.json$/),
      ]),
    );
  });
});
