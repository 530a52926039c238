import type Database from "better-sqlite3";
import { demoMoney } from "../lib/currency";
import { hashDemoPassword } from "../lib/passwords";
import { SEEDED_MERCHANTS } from "./merchants";
import { seedCredit, seedInbox, seedRedEnvelopes } from "./member-centre";
import { seedMerchantPasswordAccounts } from "./passwords";
import { createRandom, type Random } from "./random";

const MEMBER_PASSWORD = "Member#2026";
const AGENT_PASSWORD = "Agent#2026";

/** Every seeded mobile number is Philippine: `+63 <mobile>`, the same in every merchant. */
export const SEEDED_DIALING_CODE = "63";

/** The demo accounts, present in every seeded merchant. */
export const SEEDED_ACCOUNTS = [
  { username: "demo_member", password: MEMBER_PASSWORD, isAgent: 0, mobile: "9171234567", note: "member, balance 1,000.00, VIP1" },
  { username: "demo_agent1", password: AGENT_PASSWORD, isAgent: 1, mobile: "9171234501", note: "agent type 1, top of the downline tree" },
  { username: "demo_agent2", password: AGENT_PASSWORD, isAgent: 2, mobile: "9171234502", note: "agent type 2, under demo_agent1" },
  { username: "demo_agent41", password: AGENT_PASSWORD, isAgent: 41, mobile: "9171234541", note: "agent type 41, under demo_agent1" },
  { username: "demo_agent42", password: AGENT_PASSWORD, isAgent: 42, mobile: "9171234542", note: "agent type 42, under demo_agent2" },
  { username: "demo_newbie", password: MEMBER_PASSWORD, isAgent: 0, mobile: "9171234568", note: "member on first login" },
  { username: "demo_expired", password: MEMBER_PASSWORD, isAgent: 0, mobile: "9171234569", note: "member whose password has expired" },
] as const;

/** The generated players `player001`..`player040` share the member password; player n's mobile is `+63 9180000nnn`. */
export const SEEDED_PLAYER_COUNT = 40;

const demoMobile = (username: string) => SEEDED_ACCOUNTS.find((account) => account.username === username)?.mobile ?? null;
const playerMobile = (n: number) => `9180000${String(n).padStart(3, "0")}`;

const DAY_MS = 86_400_000;

interface AccountRow {
  merchant: string;
  username: string;
  passwordHash: string;
  nickname: string;
  isAgent: number;
  parentId: number | null;
  balanceCents: number;
  vip: number;
  rankLevel: number;
  language: string;
  firstLogin: number;
  passwordExpiresAt: string | null;
  /** Unread messages seeded in the account's inbox (beside two read ones). */
  unreadMessages: number;
  promoCount: number;
  mobileNumber: string | null;
  createdAt: string;
}

export function seedAccounts(db: Database.Database, now: Date): void {
  const random = createRandom("accounts");
  const hashes = passwordHashes(random);
  for (const merchant of SEEDED_MERCHANTS) {
    seedMerchantAccounts(db, { merchant, language: merchant === "TALA" ? "TY" : "EN", random, hashes, now });
  }
}

/**
 * One scrypt hash per distinct password, reused by every account that shares it.
 * Reusing a salt is acceptable only because this is seed data: real accounts
 * (registration) always get a fresh random salt.
 */
export function passwordHashes(random: Random): Record<string, string> {
  return {
    [MEMBER_PASSWORD]: hashDemoPassword(MEMBER_PASSWORD, Buffer.from(random.hex(16), "hex")),
    [AGENT_PASSWORD]: hashDemoPassword(AGENT_PASSWORD, Buffer.from(random.hex(16), "hex")),
  };
}

/** The demo accounts, their downline tree and the generated players of one merchant. */
export function seedMerchantAccounts(
  db: Database.Database,
  {
    merchant,
    language,
    random,
    hashes,
    now,
  }: { merchant: string; language: string; random: Random; hashes: Record<string, string>; now: Date },
): void {
  const insert = db.prepare(`
    INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, balance_cents, vip,
      vip_label, rank_level, language, first_login, password_expires_at, promo_count,
      mobile_dialing_code, mobile_number, created_at)
    VALUES (@merchant, @username, @passwordHash, @nickname, @isAgent, @parentId, @balanceCents, @vip,
      @vipLabel, @rankLevel, @language, @firstLogin, @passwordExpiresAt, @promoCount,
      @mobileDialingCode, @mobileNumber, @createdAt)`);
  // The member centre's data draws from its own sequence: the accounts' own values stay as they were.
  const extras = createRandom(`member-centre:${merchant}`);
  // Amounts in the merchant's currency (₱1,000.00 is 1.000.000 ₫ in a merchant in đồng).
  const money = demoMoney(db, merchant);
  const add = (row: AccountRow, readMessages = 2) => {
    const { unreadMessages, ...columns } = row;
    const mobileDialingCode = row.mobileNumber === null ? null : SEEDED_DIALING_CODE;
    const id = Number(insert.run({ ...columns, vipLabel: `VIP${row.vip}`, mobileDialingCode }).lastInsertRowid);
    seedInbox(db, { accountId: id, language, unread: unreadMessages, read: readMessages }, now);
    return id;
  };
  const base = (username: string, password: string, isAgent: number, parentId: number | null): AccountRow => ({
    merchant,
    username,
    passwordHash: hashes[password],
    nickname: nicknameOf(username),
    isAgent,
    parentId,
    balanceCents: 0,
    vip: 0,
    rankLevel: 0,
    language,
    firstLogin: 0,
    passwordExpiresAt: null,
    unreadMessages: 0,
    promoCount: 0,
    mobileNumber: demoMobile(username),
    createdAt: daysBefore(now, random.int(30, 400)),
  });

  // The agents' downline tree: agent1 -> (agent2 -> agent42), agent41.
  const agent1 = add({ ...base("demo_agent1", AGENT_PASSWORD, 1, null), balanceCents: money(2_500_000), vip: 3, rankLevel: 3 });
  const agent2 = add({ ...base("demo_agent2", AGENT_PASSWORD, 2, agent1), balanceCents: money(800_000), vip: 2, rankLevel: 2 });
  const agent41 = add({ ...base("demo_agent41", AGENT_PASSWORD, 41, agent1), balanceCents: money(450_000), vip: 2 });
  const agent42 = add({ ...base("demo_agent42", AGENT_PASSWORD, 42, agent2), balanceCents: money(120_000), vip: 1 });
  const demoMember = add(
    {
      ...base("demo_member", MEMBER_PASSWORD, 0, agent1),
      balanceCents: money(100_000),
      vip: 1,
      rankLevel: 1,
      unreadMessages: 3,
      promoCount: 2,
    },
    // Two pages of messages.
    12,
  );
  seedCredit(db, demoMember, extras, now, money, true);
  seedRedEnvelopes(db, demoMember, language, 4, extras, now, money);
  add({ ...base("demo_newbie", MEMBER_PASSWORD, 0, agent2), balanceCents: money(5_000), firstLogin: 1, createdAt: daysBefore(now, 0) });
  add({ ...base("demo_expired", MEMBER_PASSWORD, 0, agent41), balanceCents: money(25_000), passwordExpiresAt: daysBefore(now, 7) });

  // agent1 appears twice: the top agent gets the biggest direct downline.
  const agents = [agent1, agent1, agent2, agent41, agent42];
  for (let n = 1; n <= SEEDED_PLAYER_COUNT; n++) {
    const player = add({
      ...base(`player${String(n).padStart(3, "0")}`, MEMBER_PASSWORD, 0, random.pick(agents)),
      balanceCents: money(playerBalance(random)),
      vip: random.weighted([
        [0, 5],
        [1, 4],
        [2, 3],
        [3, 2],
        [4, 1],
        [5, 1],
      ] as const),
      unreadMessages: random.int(0, 4),
      mobileNumber: playerMobile(n),
    });
    seedCredit(db, player, extras, now, money);
    seedRedEnvelopes(db, player, language, extras.int(0, 3), extras, now, money);
  }
  seedMerchantPasswordAccounts(db, { merchant, language, dialingCode: SEEDED_DIALING_CODE, now, balance: money(10_000) });
}

function nicknameOf(username: string): string {
  return username
    .split("_")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

/** Mostly small balances, a few large ones, whole pesos and cents (as a peso's centavos: see `demoMoney`). */
function playerBalance(random: Random): number {
  return random.chance(0.1) ? 0 : random.int(1, random.chance(0.2) ? 5_000_000 : 300_000);
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
