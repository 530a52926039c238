import type Database from "better-sqlite3";
import { SEEDED_MERCHANTS } from "./merchants";
import { createRandom, type Random } from "./random";

/**
 * The agent centre's data. In every seeded merchant: announcements for agents. In AURORA only
 * (the seed runs for every test file, so the big part stays in one merchant): a team of
 * sub-agents and downline members under the four demo agents, four levels deep, with statuses,
 * last sign-ins, join dates over six months and months of deposits, bets and withdrawals,
 * every one written to the ledger in time order so the balances and the ledger agree.
 */

const TEAM_MERCHANT = "AURORA";
export const TEAM_MEMBER_COUNT = 240;

/** Sub-agents of the demo agents' tree (demo_agent1 -> demo_agent2 -> demo_agent42 -> team_agent04 -> members). */
export const TEAM_SUB_AGENTS = [
  { username: "team_agent01", isAgent: 2, parent: "demo_agent1" },
  { username: "team_agent02", isAgent: 41, parent: "demo_agent1" },
  { username: "team_agent03", isAgent: 42, parent: "team_agent01" },
  { username: "team_agent04", isAgent: 42, parent: "demo_agent42" },
  { username: "team_agent05", isAgent: 42, parent: "demo_agent41" },
  { username: "team_agent06", isAgent: 42, parent: "demo_agent2" },
  { username: "team_agent07", isAgent: 42, parent: "team_agent03" },
] as const;

/** Where the members go, by weight: the top agent gets the most. */
const MEMBER_PARENTS: ReadonlyArray<readonly [string, number]> = [
  ["demo_agent1", 6],
  ["demo_agent2", 3],
  ["demo_agent41", 3],
  ["demo_agent42", 2],
  ...TEAM_SUB_AGENTS.map(({ username }) => [username, 2] as const),
];

const AGENT_ANNOUNCEMENTS = [
  {
    en: [
      "Commission statements are ready",
      "<p>Last month's <strong>dividend and salary</strong> statements are in your agent centre.</p>",
    ],
    ty: [
      "Handa na ang mga pahayag ng komisyon",
      "<p>Nasa sentro ng ahente ang mga pahayag ng <strong>dibidendo at sahod</strong> noong nakaraang buwan.</p>",
    ],
  },
  {
    en: [
      "Grow your team",
      '<p>Share your referral link or QR code from the <a href="/agentHome/registerCenter">register centre</a>.</p><ul><li>New members join your downline</li><li>Their bets count towards your contract</li></ul>',
    ],
    ty: [
      "Palakihin ang iyong team",
      '<p>Ibahagi ang iyong referral link o QR code mula sa <a href="/agentHome/registerCenter">sentro ng pagpaparehistro</a>.</p><ul><li>Sasali sa iyong downline ang mga bagong miyembro</li><li>Bibilangin ang kanilang taya sa iyong kontrata</li></ul>',
    ],
  },
  {
    // Hostile markup on purpose: the portal must sanitise agent announcements too (its image is one the sandbox serves).
    en: [
      "Transfers to your downline",
      '<p>Transfers need your withdrawal password.</p><img src="/assets/games/RNG-PG-0001.svg" alt="" onerror="alert(\'xss\')"><script>document.title=\'pwned\'</script>',
    ],
    ty: [
      "Paglilipat sa iyong downline",
      '<p>Kailangan ang iyong withdrawal password sa paglilipat.</p><img src="/assets/games/RNG-PG-0001.svg" alt="" onerror="alert(\'xss\')"><script>document.title=\'pwned\'</script>',
    ],
  },
] as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const STAKES = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000] as const;
/** Payout multipliers by weight: the house keeps about 6% of the stakes. */
const MULTIPLIERS: ReadonlyArray<readonly [number, number]> = [
  [0, 58],
  [0.5, 10],
  [1, 8],
  [2, 18],
  [5, 5],
  [20, 1],
];

export function seedAgentTeam(db: Database.Database, now: Date): void {
  for (const merchant of SEEDED_MERCHANTS) seedAgentAnnouncements(db, merchant, now);
  seedTeam(db, createRandom("agent-team"), now);
}

export function seedAgentAnnouncements(db: Database.Database, merchant: string, now: Date): void {
  const insert = db.prepare(`
    INSERT INTO announcements (id, merchant, type, execution, title_en, title_ty, content_en, content_ty, promotion_type, time, audience)
    VALUES (?, ?, 'B', 'A', ?, ?, ?, ?, NULL, ?, 'AGENT')`);
  AGENT_ANNOUNCEMENTS.forEach((item, index) => {
    const time = new Date(now.getTime() - (index + 1) * 2 * DAY_MS).toISOString();
    insert.run(`${merchant}-AG${index + 1}`, merchant, item.en[0], item.ty[0], item.en[1], item.ty[1], time);
  });
}

/** What happens to one account's money, in time order. */
type MoneyEvent = { at: number; kind: "deposit" | "bet" | "withdrawal"; cents: number };

function seedTeam(db: Database.Database, random: Random, now: Date): void {
  const idOf = db.prepare<[string, string], number>("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck();
  const hashOf = db.prepare<[string, string], string>("SELECT password_hash FROM accounts WHERE merchant = ? AND username = ?").pluck();
  const memberHash = hashOf.get(TEAM_MERCHANT, "demo_member")!;
  const agentHash = hashOf.get(TEAM_MERCHANT, "demo_agent1")!;
  const games = db
    .prepare<[string], string>(
      `
      SELECT g.node_id FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code
      WHERE mv.merchant = ? AND g.game_type IN ('RNG', 'FISH', 'PVP', 'LIVE') ORDER BY g.node_id LIMIT 200`,
    )
    .pluck()
    .all(TEAM_MERCHANT);

  const insertAccount = db.prepare(`
    INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, balance_cents, language, first_login,
      status, last_login_at, created_at)
    VALUES (@merchant, @username, @hash, @nickname, @isAgent, @parentId, @balanceCents, 'EN', 0, @status, @lastLoginAt, @createdAt)`);
  const addAccount = (username: string, isAgent: number, parent: string, createdAt: number, balanceCents: number) =>
    Number(
      insertAccount.run({
        merchant: TEAM_MERCHANT,
        username,
        hash: isAgent ? agentHash : memberHash,
        nickname: username.replace("team_", "Team ").replace(/^Team m/, "Member "),
        isAgent,
        parentId: idOf.get(TEAM_MERCHANT, parent)!,
        balanceCents,
        status: random.chance(0.06) ? "FROZEN" : "ACTIVE",
        lastLoginAt: random.chance(0.85) ? new Date(createdAt + random.next() * (now.getTime() - createdAt)).toISOString() : null,
        createdAt: new Date(createdAt).toISOString(),
      }).lastInsertRowid,
    );

  const writer = moneyWriter(db, random, games, now);
  for (const agent of TEAM_SUB_AGENTS) {
    const createdAt = now.getTime() - random.int(150, 200) * DAY_MS;
    const opening = random.int(50_000, 500_000);
    const id = addAccount(agent.username, agent.isAgent, agent.parent, createdAt, opening);
    writer.play(id, opening, eventsOf(random, createdAt, now, 8));
  }
  for (let n = 1; n <= TEAM_MEMBER_COUNT; n++) {
    // Most joined over six months; a few in the last day and a half, so today and yesterday have new members.
    const createdAt = now.getTime() - (random.chance(0.04) ? random.int(1, 36) * HOUR_MS : random.int(2, 180) * DAY_MS);
    const id = addAccount(`team_m${String(n).padStart(3, "0")}`, 0, random.weighted(MEMBER_PARENTS), createdAt, 0);
    // A quarter never bet.
    if (random.chance(0.75)) writer.play(id, 0, eventsOf(random, createdAt, now, random.int(6, 36)));
  }
  // The demo agents bet a little themselves (their own figures in the team overview).
  for (const username of ["demo_agent1", "demo_agent2", "demo_agent41", "demo_agent42"]) {
    const { id, balance_cents, created_at } = db
      .prepare<[string, string], { id: number; balance_cents: number; created_at: string }>(
        "SELECT id, balance_cents, created_at FROM accounts WHERE merchant = ? AND username = ?",
      )
      .get(TEAM_MERCHANT, username)!;
    writer.play(id, balance_cents, eventsOf(random, Date.parse(created_at), now, 10, false));
  }
}

/** An account's deposits, bets and withdrawals between its creation and now; a fifth of the bets in the last two days. */
function eventsOf(random: Random, createdAt: number, now: Date, bets: number, deposits = true): MoneyEvent[] {
  const span = now.getTime() - createdAt;
  const at = (recent: boolean) =>
    recent ? now.getTime() - random.int(1, Math.min(span, 2 * DAY_MS) / 60_000) * 60_000 : createdAt + random.next() * span;
  const events: MoneyEvent[] = [];
  if (deposits) {
    events.push({ at: createdAt + random.int(1, 60) * 60_000, kind: "deposit", cents: random.int(10, 200) * 10_000 });
    for (let i = random.int(0, 3); i > 0; i--)
      events.push({ at: at(random.chance(0.15)), kind: "deposit", cents: random.int(10, 100) * 10_000 });
    if (random.chance(0.3)) events.push({ at: at(random.chance(0.2)), kind: "withdrawal", cents: random.int(10, 300) * 10_000 });
  }
  for (let i = 0; i < bets; i++) events.push({ at: at(random.chance(0.2)), kind: "bet", cents: random.pick(STAKES) });
  return events.sort((a, b) => a.at - b.at);
}

/** Writes accounts' money events as bets, deposit orders and withdrawals, each through ledger rows with the running balance. */
function moneyWriter(db: Database.Database, random: Random, games: readonly string[], now: Date) {
  const insertBet = db.prepare(
    "INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertLedger = db.prepare(
    "INSERT INTO ledger (account_id, wallet, kind, delta_cents, balance_cents, reference, created_at) VALUES (?, 'MAIN', ?, ?, ?, ?, ?)",
  );
  const insertDeposit = db.prepare(`
    INSERT INTO deposit_orders (reference, account_id, method, channel, amount_cents, fee_cents, status, pay_token, return_url, created_at, settled_at)
    VALUES (?, ?, 'BANK', 'BDO', ?, 0, 'CREDITED', ?, '/member/depositv2', ?, ?)`);
  const insertBank = db.prepare(
    "INSERT INTO bank_accounts (account_id, bank_name, account_name, account_number, created_at) VALUES (?, 'BDO', ?, ?, ?)",
  );
  const insertWithdrawal = db.prepare(`
    INSERT INTO withdrawals (reference, account_id, bank_account_id, amount_cents, status, receipt, received_cents, created_at, paid_at, confirmed_at)
    VALUES (?, ?, ?, ?, 'CONFIRMED', 'RECEIVED', ?, ?, ?, ?)`);
  const setBalance = db.prepare("UPDATE accounts SET balance_cents = ? WHERE id = ?");
  let sequence = 0;
  const reference = (prefix: string) => `${prefix}-SEEDTEAM${String(++sequence).padStart(8, "0")}`;

  return {
    play(accountId: number, opening: number, events: readonly MoneyEvent[]) {
      let balance = opening;
      let bankId: number | null = null;
      for (const event of events) {
        const iso = new Date(event.at).toISOString();
        if (event.kind === "deposit") {
          const ref = reference("DP");
          insertDeposit.run(ref, accountId, event.cents, random.hex(8), iso, iso);
          balance += event.cents;
          insertLedger.run(accountId, "deposit.credited", event.cents, balance, ref, iso);
        } else if (event.kind === "withdrawal") {
          const cents = Math.min(event.cents, Math.floor(balance / 20_000) * 10_000);
          if (cents < 10_000) continue;
          bankId ??= Number(insertBank.run(accountId, `Account ${accountId}`, String(1_000_000_000 + accountId), iso).lastInsertRowid);
          const ref = reference("WD");
          const paid = new Date(Math.min(event.at + HOUR_MS, now.getTime())).toISOString();
          insertWithdrawal.run(ref, accountId, bankId, cents, cents, iso, paid, paid);
          balance -= cents;
          insertLedger.run(accountId, "withdrawal.hold", -cents, balance, ref, iso);
        } else {
          if (event.cents > balance) continue;
          const requestId = `team-${++sequence}`;
          const win = Math.round(event.cents * random.weighted(MULTIPLIERS));
          insertBet.run(requestId, accountId, TEAM_MERCHANT, random.pick(games), event.cents, win, iso);
          balance -= event.cents;
          insertLedger.run(accountId, "bet.stake", -event.cents, balance, `bet-${requestId}`, iso);
          if (win > 0) {
            balance += win;
            insertLedger.run(accountId, "bet.win", win, balance, `bet-${requestId}`, iso);
          }
        }
      }
      setBalance.run(balance, accountId);
    },
  };
}
