import type Database from "better-sqlite3";
import type { Random } from "./random";

/**
 * A seeded account's member-centre data: its inbox (`unread` of its messages unread, and a
 * few read ones; demo_member gets enough for two pages), a credit line for some accounts,
 * and red envelopes. Texts are in the merchant's language.
 */

const DAY_MS = 86_400_000;

const MESSAGES: Record<"EN" | "TY", ReadonlyArray<readonly [string, string]>> = {
  EN: [
    ["Welcome aboard", "Thank you for joining us.\n\nYour account is ready: make a deposit to start playing."],
    ["Deposit credited", "Your deposit has been credited to your main wallet.\n\nGood luck!"],
    ["Weekly rebate paid", "Your rebate for last week has been paid to your main wallet."],
    ["Withdrawal approved", "Your withdrawal has been approved and is on its way to your bank account."],
    ["New promotion", "A new promotion is waiting for you on the promotions page."],
    ["Security reminder", "Never share your password or verification codes with anyone, customer service included."],
  ],
  TY: [
    ["Maligayang pagdating", "Salamat sa pagsali.\n\nHanda na ang iyong account: mag-deposito para magsimulang maglaro."],
    ["Na-credit ang deposito", "Na-credit na ang iyong deposito sa iyong pangunahing pitaka.\n\nSuwertehin ka!"],
    ["Nabayaran ang lingguhang rebate", "Nabayaran na sa iyong pangunahing pitaka ang rebate mo noong nakaraang linggo."],
    ["Aprubado ang withdrawal", "Naaprubahan na ang iyong withdrawal at papunta na sa iyong bangko."],
    ["Bagong promosyon", "May bagong promosyon na naghihintay sa iyo sa pahina ng mga promosyon."],
    ["Paalala sa seguridad", "Huwag ibahagi kaninuman ang iyong password o mga verification code."],
  ],
};

const ENVELOPES = {
  EN: ["Lucky red envelope", "Festival gift", "Birthday gift"],
  TY: ["Maswerteng ampao", "Regalo sa pista", "Regalo sa kaarawan"],
};

const daysBefore = (now: Date, days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000).toISOString();
const textsOf = <T>(byLanguage: { EN: T; TY: T }, language: string): T => (language === "TY" ? byLanguage.TY : byLanguage.EN);

export interface InboxSeed {
  accountId: number;
  language: string;
  /** How many of the messages are unread. */
  unread: number;
  /** Read messages besides the unread ones. */
  read: number;
}

export function seedInbox(db: Database.Database, { accountId, language, unread, read }: InboxSeed, now: Date): void {
  const insert = db.prepare("INSERT INTO messages (account_id, title, content, sent_at, read_at) VALUES (?, ?, ?, ?, ?)");
  const texts = textsOf(MESSAGES, language);
  // Oldest first, so ids grow with time; the newest `unread` are unread.
  const total = unread + read;
  for (let n = 0; n < total; n++) {
    const [title, content] = texts[n % texts.length];
    const sentAt = daysBefore(now, total - n, n % 5);
    insert.run(accountId, title, content, sentAt, n < read ? sentAt : null);
  }
}

/**
 * A credit line with a few changes (about a third of the accounts, always demo_member), its
 * amounts in the merchant's currency (`money`, from a peso's centavos: sandbox/lib/currency.ts).
 */
export function seedCredit(
  db: Database.Database,
  accountId: number,
  random: Random,
  now: Date,
  money: (pesoMinor: number) => number,
  always = false,
): void {
  if (!always && !random.chance(0.3)) return;
  const grantedPeso = random.int(5, 50) * 100_000;
  const raisedPeso = grantedPeso + random.int(1, 10) * 50_000;
  const [granted, raised, used] = [grantedPeso, raisedPeso, random.int(0, raisedPeso / 100)].map(money);
  const change = db.prepare(
    "INSERT INTO credit_changes (account_id, kind, amount_cents, limit_after_cents, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  change.run(accountId, "GRANT", granted, granted, "Credit line opened", daysBefore(now, 60));
  change.run(accountId, "RAISE", raised - granted, raised, "VIP review", daysBefore(now, 30));
  change.run(accountId, "USE", used, raised, "Credit used for play", daysBefore(now, 10));
  db.prepare("INSERT INTO credit_lines (account_id, limit_cents, used_cents) VALUES (?, ?, ?)").run(accountId, raised, used);
}

/** A few red envelopes, the oldest of them expired (some accounts get none); `money` as `seedCredit`'s. */
export function seedRedEnvelopes(
  db: Database.Database,
  accountId: number,
  language: string,
  count: number,
  random: Random,
  now: Date,
  money: (pesoMinor: number) => number,
): void {
  const insert = db.prepare("INSERT INTO red_envelopes (account_id, title, amount_cents, status, sent_at) VALUES (?, ?, ?, ?, ?)");
  const titles = textsOf(ENVELOPES, language);
  for (let n = 0; n < count; n++) {
    insert.run(
      accountId,
      titles[n % titles.length],
      money(random.int(1, 200) * 100 + random.int(0, 99)),
      n === 0 && count > 2 ? "EXPIRED" : "RECEIVED",
      daysBefore(now, (count - n) * 3),
    );
  }
}
