import type Database from "better-sqlite3";
import type { ContractStatus, ContractTerms } from "../../app/platform/contract/agent-contracts";
import { agentUtcOffsetMinutes } from "../lib/agents";
import { settleDue } from "../lib/contracts";
import { periodOf, periodUnitOf } from "../lib/settlement";

/** The merchant whose demo agents hold the seeded contracts (the others start with none). */
export const CONTRACTS_MERCHANT = "AURORA";

/**
 * The real-time salary team's bets at the seed's own time (`player026`, under demo_agent41):
 * they settle in the 5-minute window after the seed, so a test that moves the clock past it
 * sees demo_agent41's real-time salary appear.
 */
export const FRESH_REALTIME_BETS = [
  { username: "player026", stakeCents: 2_000, winCents: 0 },
  { username: "player026", stakeCents: 1_000, winCents: 3_000 },
] as const;

const DAY_MS = 86_400_000;

const pesos = (amount: number) => amount * 100;
const percent = (rate: number) => Math.round(rate * 100);

const DIVIDEND_TOP: ContractTerms = {
  kind: "DIVIDEND",
  period: "DAILY",
  tiers: [
    { activeMembers: 1, validBetCents: 0, lossCents: 0, rateBasisPoints: percent(10) },
    { activeMembers: 3, validBetCents: pesos(500), lossCents: pesos(100), rateBasisPoints: percent(20) },
    { activeMembers: 5, validBetCents: pesos(5_000), lossCents: pesos(1_000), rateBasisPoints: percent(30) },
  ],
};
const DAILY_TOP: ContractTerms = {
  kind: "DAILY_SALARY",
  tiers: [
    { activeMembers: 1, betCents: pesos(1), rateBasisPoints: percent(0.5) },
    { activeMembers: 3, betCents: pesos(1_000), rateBasisPoints: percent(1) },
    { activeMembers: 5, betCents: pesos(10_000), rateBasisPoints: percent(1.5) },
  ],
};
const HOURLY_TOP: ContractTerms = {
  kind: "HOURLY_SALARY",
  tiers: [
    { activeMembers: 1, betCents: pesos(1), rateBasisPoints: percent(0.3) },
    { activeMembers: 2, betCents: pesos(500), rateBasisPoints: percent(0.6) },
  ],
};
const REALTIME_TOP: ContractTerms = {
  kind: "REALTIME_SALARY",
  profitRateBasisPoints: percent(0.5),
  lossRateBasisPoints: percent(1),
  singleBetCents: pesos(1),
};

interface SeededContract {
  upline: string;
  holder: string;
  terms: ContractTerms;
  status: ContractStatus;
  /** Days before the seed's time: offered, then answered (accepted or rejected), then ended. */
  offered: number;
  answered?: number;
  ended?: number;
}

/**
 * Each kind in each state among AURORA's demo agents, plus a new contract request
 * for a member of each kind (player013's is the contract popup's in the browser tests). The
 * rates a downline got are within its upline's own, as an offer must be.
 */
const SEEDED_CONTRACTS: readonly SeededContract[] = [
  // Dividends: demo_agent1 -> demo_agent2 -> demo_agent42 -> player013.
  {
    upline: "demo_agent1",
    holder: "demo_agent2",
    terms: { ...DIVIDEND_TOP, period: "MONTHLY" },
    status: "TERMINATED",
    offered: 91,
    answered: 90,
    ended: 35,
  },
  {
    upline: "demo_agent1",
    holder: "demo_agent2",
    terms: { ...DIVIDEND_TOP, period: "WEEKLY" },
    status: "REJECTED",
    offered: 50,
    answered: 49,
  },
  { upline: "demo_agent1", holder: "demo_agent2", terms: DIVIDEND_TOP, status: "ACTIVE", offered: 36, answered: 35 },
  {
    upline: "demo_agent2",
    holder: "demo_agent42",
    terms: {
      kind: "DIVIDEND",
      period: "SEMIMONTHLY",
      tiers: [
        { activeMembers: 1, validBetCents: 0, lossCents: 0, rateBasisPoints: percent(5) },
        { activeMembers: 3, validBetCents: pesos(1_000), lossCents: pesos(200), rateBasisPoints: percent(15) },
      ],
    },
    status: "TERMINATION_REQUESTED",
    offered: 31,
    answered: 30,
  },
  {
    upline: "demo_agent42",
    holder: "player013",
    terms: {
      kind: "DIVIDEND",
      period: "MONTHLY",
      tiers: [
        { activeMembers: 1, validBetCents: 0, lossCents: 0, rateBasisPoints: percent(5) },
        { activeMembers: 2, validBetCents: pesos(100), lossCents: pesos(10), rateBasisPoints: percent(10) },
      ],
    },
    status: "PENDING",
    offered: 1,
  },
  // Daily salary.
  {
    upline: "demo_agent1",
    holder: "demo_agent2",
    terms: { kind: "DAILY_SALARY", tiers: [DAILY_TOP.tiers[0]] },
    status: "TERMINATED",
    offered: 61,
    answered: 60,
    ended: 20,
  },
  { upline: "demo_agent1", holder: "demo_agent2", terms: DAILY_TOP, status: "REJECTED", offered: 25, answered: 24 },
  { upline: "demo_agent1", holder: "demo_agent2", terms: DAILY_TOP, status: "ACTIVE", offered: 21, answered: 20 },
  {
    upline: "demo_agent1",
    holder: "player001",
    terms: { kind: "DAILY_SALARY", tiers: [{ activeMembers: 1, betCents: pesos(100), rateBasisPoints: percent(0.8) }] },
    status: "TERMINATION_REQUESTED",
    offered: 11,
    answered: 10,
  },
  {
    upline: "demo_agent2",
    holder: "player005",
    terms: { kind: "DAILY_SALARY", tiers: [{ activeMembers: 1, betCents: pesos(100), rateBasisPoints: percent(0.5) }] },
    status: "PENDING",
    offered: 2,
  },
  // Hourly salary.
  {
    upline: "demo_agent1",
    holder: "demo_agent41",
    terms: { kind: "HOURLY_SALARY", tiers: [HOURLY_TOP.tiers[0]] },
    status: "TERMINATED",
    offered: 41,
    answered: 40,
    ended: 15,
  },
  { upline: "demo_agent1", holder: "demo_agent41", terms: HOURLY_TOP, status: "REJECTED", offered: 20, answered: 19 },
  { upline: "demo_agent1", holder: "demo_agent41", terms: HOURLY_TOP, status: "TERMINATION_REQUESTED", offered: 16, answered: 15 },
  {
    upline: "demo_agent1",
    holder: "player007",
    terms: { kind: "HOURLY_SALARY", tiers: [{ activeMembers: 1, betCents: pesos(10), rateBasisPoints: percent(0.4) }] },
    status: "ACTIVE",
    offered: 6,
    answered: 5,
  },
  {
    upline: "demo_agent41",
    holder: "player003",
    terms: { kind: "HOURLY_SALARY", tiers: [{ activeMembers: 1, betCents: pesos(50), rateBasisPoints: percent(0.2) }] },
    status: "PENDING",
    offered: 1,
  },
  // Real-time salary.
  {
    upline: "demo_agent1",
    holder: "demo_agent41",
    terms: { ...REALTIME_TOP, lossRateBasisPoints: percent(0.8) },
    status: "TERMINATED",
    offered: 31,
    answered: 30,
    ended: 10,
  },
  {
    upline: "demo_agent1",
    holder: "demo_agent41",
    terms: { ...REALTIME_TOP, singleBetCents: pesos(50) },
    status: "REJECTED",
    offered: 12,
    answered: 11,
  },
  { upline: "demo_agent1", holder: "demo_agent41", terms: REALTIME_TOP, status: "ACTIVE", offered: 11, answered: 10 },
  {
    upline: "demo_agent41",
    holder: "player006",
    terms: { ...REALTIME_TOP, profitRateBasisPoints: percent(0.3), lossRateBasisPoints: percent(0.6) },
    status: "TERMINATION_REQUESTED",
    offered: 4,
    answered: 3,
  },
  {
    upline: "demo_agent1",
    holder: "player010",
    terms: { ...REALTIME_TOP, profitRateBasisPoints: percent(0.2), lossRateBasisPoints: percent(0.5), singleBetCents: pesos(5) },
    status: "PENDING",
    offered: 1,
  },
];

/**
 * AURORA's contracts, then their settlement up to the seed's time through the real
 * settlement (so the records are what the seeded bets earn, paid through the ledger), and the
 * fresh real-time bets after it. Runs inside the seed's transaction.
 */
export function seedAgentContracts(db: Database.Database, now: Date): void {
  const idOf = db.prepare<[string, string], number>("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck();
  const insert = db.prepare(`
    INSERT INTO agent_contracts (merchant, kind, upline_id, holder_id, status, terms, offered_at, responded_at, ended_at, end_reason, settled_through)
    VALUES (@merchant, @kind, @uplineId, @holderId, @status, @terms, @offeredAt, @respondedAt, @endedAt, @endReason, @settledThrough)`);
  const offsetMinutes = agentUtcOffsetMinutes(db, CONTRACTS_MERCHANT);
  const daysAgo = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() - days * DAY_MS));
  for (const contract of SEEDED_CONTRACTS) {
    const answered = daysAgo(contract.answered);
    const ended = daysAgo(contract.ended);
    const accepted = answered !== null && contract.status !== "REJECTED";
    insert.run({
      merchant: CONTRACTS_MERCHANT,
      kind: contract.terms.kind,
      uplineId: idOf.get(CONTRACTS_MERCHANT, contract.upline),
      holderId: idOf.get(CONTRACTS_MERCHANT, contract.holder),
      status: contract.status,
      terms: JSON.stringify(contract.terms),
      offeredAt: daysAgo(contract.offered)!.toISOString(),
      respondedAt: answered?.toISOString() ?? null,
      endedAt: ended?.toISOString() ?? null,
      endReason: ended ? "REPLACED" : null,
      settledThrough: accepted
        ? new Date(periodOf(answered.getTime(), periodUnitOf(contract.terms), offsetMinutes).start).toISOString()
        : null,
    });
  }
  let n = 0;
  settleDue(db, CONTRACTS_MERCHANT, now, (prefix) => `${prefix}-SEED${String(++n).padStart(5, "0")}`);

  const node = db.prepare("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").pluck().get() as string;
  const bet = db.prepare(
    "INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  FRESH_REALTIME_BETS.forEach(({ username, stakeCents, winCents }, index) =>
    bet.run(
      `seed-contracts-${index + 1}`,
      idOf.get(CONTRACTS_MERCHANT, username),
      CONTRACTS_MERCHANT,
      node,
      stakeCents,
      winCents,
      now.toISOString(),
    ),
  );
}
