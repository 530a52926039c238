import { describe, expect, it } from "vitest";
import { GAME_CLASSIFIES, GAME_TYPES, WHITELABEL_FLAGS, type WhitelabelNode } from "~/platform/contract";
import { systemCalls } from "~/platform/contract/system";
import { openDatabase, type Db } from "../../sandbox/db/index";
import { verifyPassword } from "../../sandbox/lib/passwords";
import { SEEDED_VERIFYING_ACCOUNTS } from "../../sandbox/seed/sign-in-steps";
import { SEEDED_EXCLUSION_ACCOUNTS } from "../../sandbox/seed/exclusions";
import {
  SEEDED_ACCOUNTS,
  SEEDED_DIALING_CODE,
  SEEDED_MERCHANTS,
  SEEDED_PLAYER_COUNT,
  PASSWORD_ACCOUNTS,
  seedDatabase,
} from "../../sandbox/seed/index";

const NOW = new Date("2026-03-01T12:00:00.000Z");

function seeded(now = NOW): Db {
  const db = openDatabase(":memory:");
  seedDatabase(db, { now });
  return db;
}

const db = seeded();
const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const count = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

function tables(database: Db): string[] {
  // Plain tables: a full-text index's virtual and shadow tables are derived from `games`.
  return database
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT IN ('schema_migrations') AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
}

function dump(database: Db) {
  return Object.fromEntries(tables(database).map((table) => [table, database.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()]));
}

describe("seedDatabase", () => {
  it("is deterministic: two seeds with the same time give identical rows", () => {
    const other = seeded();
    expect(dump(other)).toEqual(dump(db));
    other.close();
  });

  it("dates everything from the given time", () => {
    const later = seeded(new Date("2026-03-02T12:00:00.000Z"));
    const time = (database: Db) => database.prepare("SELECT time FROM announcements ORDER BY rowid LIMIT 1").pluck().get();
    expect(time(later)).not.toBe(time(db));
    expect(dump(later).games).toEqual(dump(db).games);
    later.close();
  });

  it("creates the built-in merchants with every whitelabel flag, each on somewhere and off somewhere", () => {
    const merchants = all<{ code: string; whitelabel: string; register_settings: string; register_rules: string; languages: string }>(
      "SELECT * FROM merchants ORDER BY code",
    );
    expect(merchants.map((m) => m.code)).toEqual([...SEEDED_MERCHANTS].sort());
    const enabled = (tree: WhitelabelNode[]): Map<string, boolean> =>
      new Map(tree.flatMap((group) => group.childrenNodes.map((node) => [node.modId, node.enabled] as const)));
    const flagMaps = merchants.map((m) => enabled(JSON.parse(m.whitelabel)));
    for (const flag of WHITELABEL_FLAGS) {
      const states = flagMaps.map((flags) => flags.get(flag));
      expect(states, flag).not.toContain(undefined);
      expect(states, flag).toContain(true);
      expect(states, flag).toContain(false);
    }
    for (const merchant of merchants) {
      systemCalls.registerSettings.value.parse(JSON.parse(merchant.register_settings));
      const { rules } = systemCalls.registerRules.value.parse({ rules: JSON.parse(merchant.register_rules) });
      for (const rule of rules.filter((rule) => rule.acceptedPattern !== "*")) expect(() => new RegExp(rule.acceptedPattern)).not.toThrow();
    }
    expect(JSON.parse(merchants.find((m) => m.code === "LUMEN")!.languages)).toEqual(["EN"]);
  });

  it("creates the demo accounts in every merchant, with working passwords", () => {
    for (const merchant of SEEDED_MERCHANTS) {
      for (const account of SEEDED_ACCOUNTS) {
        const row = db.prepare("SELECT * FROM accounts WHERE merchant = ? AND username = ?").get(merchant, account.username) as {
          is_agent: number;
          password_hash: string;
          first_login: number;
          password_expires_at: string | null;
        };
        expect(row.is_agent, account.username).toBe(account.isAgent);
        expect(row.first_login).toBe(account.username === "demo_newbie" ? 1 : 0);
        // demo_expired's password has expired; every other account's never does.
        const expiry =
          row.password_expires_at === null ? "never" : Date.parse(row.password_expires_at) < NOW.getTime() ? "expired" : "later";
        expect(expiry, account.username).toBe(account.username === "demo_expired" ? "expired" : "never");
      }
      expect(count("SELECT COUNT(*) FROM accounts WHERE merchant = ? AND username LIKE 'player%'", merchant)).toBe(SEEDED_PLAYER_COUNT);
    }
    const member = db.prepare("SELECT * FROM accounts WHERE merchant = 'AURORA' AND username = 'demo_member'").get() as {
      password_hash: string;
      balance_cents: number;
      vip_label: string;
    };
    expect(member).toMatchObject({ balance_cents: 100_000, vip_label: "VIP1" });
    expect(verifyPassword("Member#2026", member.password_hash)).toBe(true);
    const agent = db
      .prepare("SELECT password_hash FROM accounts WHERE username = 'demo_agent42' AND merchant = 'TALA'")
      .pluck()
      .get() as string;
    expect(verifyPassword("Agent#2026", agent)).toBe(true);
    expect(verifyPassword("Member#2026", agent)).toBe(false);
  });

  it("keeps each merchant's money in its own currency: SAIGON's in whole đồng, ten to AURORA's centavo", () => {
    const saigon = db.prepare("SELECT currency, currency_symbol AS symbol FROM merchants WHERE code = 'SAIGON'").get();
    expect(saigon).toEqual({ currency: "VND", symbol: "₫" });
    const balance = (merchant: string, username: string) =>
      db.prepare("SELECT balance_cents FROM accounts WHERE merchant = ? AND username = ?").pluck().get(merchant, username) as number;
    // demo_member holds ₱1,000.00 in AURORA and 1.000.000 ₫ in SAIGON; demo_newbie ₱50.00 and 50.000 ₫.
    expect([balance("AURORA", "demo_member"), balance("SAIGON", "demo_member")]).toEqual([100_000, 1_000_000]);
    expect([balance("AURORA", "demo_newbie"), balance("SAIGON", "demo_newbie")]).toEqual([5_000, 50_000]);
    expect(count("SELECT COUNT(*) FROM accounts WHERE merchant = 'SAIGON' AND balance_cents % 10 <> 0")).toBe(0);
    // Every amount SAIGON's players have is a whole number of đồng (SQLite keeps it an integer).
    for (const [table, column] of [
      ["accounts", "balance_cents"],
      ["bets", "stake_cents"],
      ["bets", "win_cents"],
      ["bonuses", "amount_cents"],
    ] as const) {
      const owner = table === "accounts" ? "merchant" : "(SELECT merchant FROM accounts a WHERE a.id = account_id)";
      expect(count(`SELECT COUNT(*) FROM ${table} WHERE ${owner} = 'SAIGON' AND typeof(${column}) <> 'integer'`), column).toBe(0);
      expect(count(`SELECT COUNT(*) FROM ${table} WHERE ${owner} = 'SAIGON'`), table).toBeGreaterThan(0);
    }
    expect(db.prepare("SELECT min_claim_cents FROM rebate_settings WHERE merchant = 'SAIGON'").pluck().get()).toBe(1_000);
    const points = db.prepare("SELECT cents_per_point, rules_en FROM points_settings WHERE merchant = 'SAIGON'").get() as {
      cents_per_point: number;
      rules_en: string;
    };
    expect(points.cents_per_point).toBe(10);
    expect(points.rules_en).toContain("Earn 1 point for every 1,000 of valid bet");
    expect(points.rules_en).toContain("100 points = 1,000, from 1,000 points");
    expect(db.prepare("SELECT title_en FROM missions WHERE id = 'SAIGON-D2'").pluck().get()).toBe("Reach a valid bet of 500,000 today");
    // AURORA's texts read as before.
    expect(db.prepare("SELECT title_en FROM missions WHERE id = 'AURORA-D2'").pluck().get()).toBe("Reach a valid bet of 500 today");
    expect(db.prepare("SELECT rules_en FROM points_settings WHERE merchant = 'AURORA'").pluck().get()).toContain("100 points = 1.00");
  });

  it("gives the demo accounts and players distinct mobile numbers, the same in every merchant", () => {
    for (const merchant of SEEDED_MERCHANTS) {
      const numbers = db
        .prepare(
          "SELECT username, mobile_dialing_code || mobile_number FROM accounts WHERE merchant = ? AND mobile_number IS NOT NULL ORDER BY id",
        )
        .raw()
        .all(merchant) as Array<[string, string]>;
      const verifyingWithMobile = SEEDED_VERIFYING_ACCOUNTS.filter((account) => account.mobile !== null).length;
      const responsibleGaming = SEEDED_EXCLUSION_ACCOUNTS.filter((account) =>
        (account.merchants as readonly string[]).includes(merchant),
      ).length;
      expect(numbers).toHaveLength(
        SEEDED_ACCOUNTS.length + PASSWORD_ACCOUNTS.length + SEEDED_PLAYER_COUNT + verifyingWithMobile + responsibleGaming,
      );
      expect(new Set(numbers.map(([, mobile]) => mobile)).size).toBe(numbers.length);
      for (const account of [...SEEDED_ACCOUNTS, ...PASSWORD_ACCOUNTS]) {
        expect(numbers).toContainEqual([account.username, SEEDED_DIALING_CODE + account.mobile]);
      }
      expect(numbers).toContainEqual(["player001", "639180000001"]);
    }
    expect(SEEDED_ACCOUNTS.find((account) => account.username === "demo_member")?.mobile).toBe("9171234567");
  });

  it("hangs every player under an agent of its own merchant", () => {
    const orphans = count(`
      SELECT COUNT(*) FROM accounts p LEFT JOIN accounts parent ON parent.id = p.parent_id
       WHERE p.username LIKE 'player%' AND (parent.is_agent NOT IN (1, 2, 41, 42) OR parent.merchant <> p.merchant OR parent.id IS NULL)`);
    expect(orphans).toBe(0);
    expect(
      count(
        "SELECT COUNT(*) FROM accounts WHERE username = 'demo_agent42' AND parent_id IN (SELECT id FROM accounts WHERE username = 'demo_agent2')",
      ),
    ).toBe(SEEDED_MERCHANTS.length);
  });

  it("creates about 10,000 games with unique names per vendor, in both languages", () => {
    expect(count("SELECT COUNT(*) FROM games")).toBe(10_000);
    expect(count("SELECT COUNT(*) FROM (SELECT vendor_code, name_en FROM games GROUP BY 1, 2 HAVING COUNT(*) > 1)")).toBe(0);
    expect(count("SELECT COUNT(*) FROM (SELECT vendor_code, name_ty FROM games GROUP BY 1, 2 HAVING COUNT(*) > 1)")).toBe(0);
    expect(count("SELECT COUNT(*) FROM games WHERE name_en = name_ty")).toBeLessThan(5_000);
    const hotShare = count("SELECT AVG(is_hot) * 1000 FROM games") / 1000;
    expect(hotShare).toBeGreaterThan(0.03);
    expect(hotShare).toBeLessThan(0.07);
    const trialShare = count("SELECT AVG(support_play = 0) * 1000 FROM games") / 1000;
    expect(trialShare).toBeGreaterThan(0.15);
    expect(trialShare).toBeLessThan(0.25);
    const classifies = db.prepare("SELECT DISTINCT game_classify FROM games WHERE game_type = 'RNG'").pluck().all();
    expect(new Set(classifies)).toEqual(new Set(GAME_CLASSIFIES));
    expect(count("SELECT COUNT(*) FROM games WHERE icon_path <> '/assets/games/' || node_id || '.svg'")).toBe(0);
  });

  it("has vendors in every category, and the special vendors the portal routes by code", () => {
    for (const type of GAME_TYPES) expect(count("SELECT COUNT(*) FROM vendors WHERE game_type = ?", type), type).toBeGreaterThan(1);
    expect(all("SELECT code, game_type AS type, game_code AS gameCode FROM vendors WHERE code IN ('TF', 'DS88') ORDER BY code")).toEqual([
      { code: "DS88", type: "COCKFIGHT", gameCode: "DS88" },
      { code: "TF", type: "ESPORTS", gameCode: "TF" },
    ]);
    expect(count("SELECT COUNT(*) FROM vendors WHERE code IN ('TCG_SEA', 'TCG_LOTTO_VN', 'LOTT', 'ELOTT') AND game_type = 'LOTTERY'")).toBe(
      4,
    );
    expect(count("SELECT COUNT(*) FROM vendors WHERE is_game = 'VASSALAGE'")).toBeGreaterThan(0);
    // Every GAME vendor's card launches one of its own games.
    expect(
      count(
        "SELECT COUNT(*) FROM vendors v WHERE is_game = 'GAME' AND NOT EXISTS (SELECT 1 FROM games g WHERE g.vendor_code = v.code AND g.game_code = v.game_code)",
      ),
    ).toBe(0);
  });

  it("varies the vendors per merchant", () => {
    const categories = (merchant: string) =>
      db
        .prepare("SELECT DISTINCT v.game_type FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code WHERE mv.merchant = ?")
        .pluck()
        .all(merchant);
    expect(new Set(categories("AURORA"))).toEqual(new Set(GAME_TYPES));
    expect(categories("LUMEN")).not.toContain("COCKFIGHT");
    expect(categories("TALA")).not.toContain("ESPORTS");
    expect(
      count(
        "SELECT COUNT(*) FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code WHERE merchant = 'AURORA' AND game_type = 'RNG'",
      ),
    ).toBeGreaterThan(10);
  });

  it("creates content for every merchant, pointing at real games", () => {
    expect(count("SELECT COUNT(*) FROM banners WHERE merchant = 'LUMEN' AND group_name = 'w_home'")).toBe(1);
    expect(count("SELECT COUNT(DISTINCT linkage_type) FROM banners")).toBe(4);
    const brokenGameLinks = count(`
      SELECT COUNT(*) FROM banners b WHERE linkage_type = 'GAME' AND NOT EXISTS (
        SELECT 1 FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = b.merchant
         WHERE g.node_id = b.linkage_target)`);
    expect(brokenGameLinks).toBe(0);
    expect(db.prepare("SELECT DISTINCT type FROM announcements ORDER BY type").pluck().all()).toEqual(["B", "H", "PL", "PR", "PU"]);
    expect(db.prepare("SELECT DISTINCT execution FROM announcements ORDER BY execution").pluck().all()).toEqual(["A", "B", "F"]);
    const hostile = "content_en LIKE '%<script>%' AND content_en LIKE '%onerror=%'";
    expect(count(`SELECT COUNT(*) FROM announcements WHERE ${hostile} AND audience = 'PLAYER'`)).toBe(SEEDED_MERCHANTS.length);
    // Agent announcements in every merchant, one of them hostile too.
    expect(count(`SELECT COUNT(*) FROM announcements WHERE ${hostile} AND audience = 'AGENT'`)).toBe(SEEDED_MERCHANTS.length);
    // One per merchant and language: AURORA 2, LUMEN 1, TALA 2, SAIGON 2.
    expect(count("SELECT COUNT(*) FROM help_sections WHERE anchor = 'term'")).toBe(7);
    expect(count("SELECT COUNT(*) FROM countries")).toBeGreaterThanOrEqual(30);
    for (const merchant of SEEDED_MERCHANTS) {
      expect(count("SELECT COUNT(*) FROM bets WHERE merchant = ? AND win_cents > 0", merchant)).toBeGreaterThanOrEqual(20);
    }
  });
});
