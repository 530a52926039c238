import { randomBytes } from "node:crypto";
import type { AccountType, RegisterRule } from "../../app/platform/contract";
import { GENERATED_USERNAME } from "../../app/platform/contract/register-patterns";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById, accountByMobile, type AccountRow } from "../lib/accounts";
import { agentOf, agentUtcOffsetMinutes } from "../lib/agents";
import { idempotencyKeyUsed, moveMoney } from "../lib/ledger";
import { birthdayFailure } from "../lib/birthdays";
import { matchesRule, mobileFromParts } from "../lib/mobile-numbers";
import { newReference } from "../lib/money-settings";
import { hashPassword } from "../lib/passwords";
import { CREATABLE_AGENT_TYPES, memberFigures, moneyFigures, overviewPeriods, teamAccount, teamIds } from "../lib/team";
import { contractKindsInForce } from "../lib/contracts";
import { closedByBreak, excludedAmong } from "../lib/exclusions";
import { usernameTaken } from "../lib/identity";
import { refuseRegistrationIfListed } from "../lib/national-register";
import { checkWithdrawPassword } from "../lib/withdraw-passwords";
import { prepared } from "../db/statements";

interface DownlineDbRow {
  id: number;
  username: string;
  nickname: string;
  isAgent: AccountType;
  parent: string;
  status: "ACTIVE" | "FROZEN";
  balanceCents: number;
  lastLoginAt: string | null;
  createdAt: string;
  directCount: number;
}

const DOWNLINE_COLUMNS = `a.id, a.username, a.nickname, a.is_agent AS isAgent, p.username AS parent, a.status, a.balance_cents AS balanceCents,
  a.last_login_at AS lastLoginAt, a.created_at AS createdAt,
  (SELECT COUNT(*) FROM accounts c WHERE c.parent_id = a.id) AS directCount`;

/** The agent's referral code, given the first time it is asked for. */
function referralCodeOf(ctx: CallContext, agent: AccountRow): string {
  if (agent.referral_code) return agent.referral_code;
  const code = `A${randomBytes(5).toString("hex").toUpperCase()}`;
  prepared(ctx.db, "UPDATE accounts SET referral_code = ? WHERE id = ?").run(code, agent.id);
  return code;
}

/** username and password by the merchant's register rules, as registration checks them (FIELD_INVALID lists each failure). */
function checkRegisterRules(
  ctx: CallContext,
  values: { username: string; password: string; confirmPassword: string; mobileNum?: string; birthday?: string },
): void {
  const rules = ctx.merchant.registerRules as RegisterRule[];
  const failures: Array<{ path: string; message: string }> = [];
  for (const field of ["username", "password", "mobileNum"] as const) {
    const value = values[field];
    const rule = rules.find((candidate) => candidate.field === field);
    if (value !== undefined && rule && !matchesRule(value, rule)) failures.push({ path: field, message: rule.patternId });
  }
  // Whatever the merchant's rule: the name would be another brand's mobile player's.
  if (GENERATED_USERNAME.test(values.username)) failures.push({ path: "username", message: "RESERVED" });
  if (values.password !== values.confirmPassword) failures.push({ path: "confirmPassword", message: "INCONSISTENT" });
  const birthday = birthdayFailure(ctx.merchant, values.birthday, ctx.clock.now().toISOString().slice(0, 10));
  if (birthday) failures.push({ path: "birthday", message: birthday });
  if (failures.length > 0) throw new SandboxError("FIELD_INVALID", { fields: failures });
}

export const agentTeamHandlers: GroupHandlers<"agentTeam"> = {
  overview: (ctx) => {
    const agent = agentOf(ctx);
    const utcOffsetMinutes = agentUtcOffsetMinutes(ctx.db, ctx.merchant.code);
    const team = teamIds(ctx.db, agent.id);
    return {
      utcOffsetMinutes,
      periods: overviewPeriods(ctx.clock.now(), utcOffsetMinutes).map((period) => ({
        ...period,
        team: { ...memberFigures(ctx.db, team, period), ...moneyFigures(ctx.db, team, period) },
        own: moneyFigures(ctx.db, [agent.id], period),
      })),
    };
  },

  downline: (ctx, { parent, q, pageNo, pageSize }) => {
    const agent = agentOf(ctx);
    const { account: top, chain } = parent ? teamAccount(ctx.db, agent, parent) : { account: agent, chain: [agent.id] };
    const path = chain.map((id) => {
      const account = accountById(ctx.db, id);
      return { username: account.username, isAgent: account.is_agent as AccountType };
    });
    // A search covers the whole team below `top`; the tree view its direct downline.
    const where = q ? "a.id IN (SELECT value FROM json_each(@team)) AND instr(lower(a.username), lower(@q)) > 0" : "a.parent_id = @top";
    const params = { top: top.id, team: q ? JSON.stringify(teamIds(ctx.db, top.id)) : "[]", q: q ?? "" };
    const total = prepared(ctx.db, `SELECT COUNT(*) FROM accounts a WHERE ${where}`).pluck().get(params) as number;
    const rows = prepared(
      ctx.db,
      `SELECT ${DOWNLINE_COLUMNS} FROM accounts a JOIN accounts p ON p.id = a.parent_id
        WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: pageSize, offset: (pageNo - 1) * pageSize }) as DownlineDbRow[];
    // Only whether an exclusion is active: its kind and dates are the player's own.
    const excluded = excludedAmong(
      ctx.db,
      rows.map((row) => row.id),
      ctx.clock.now(),
    );
    return {
      path,
      list: rows.map(({ id, ...row }) => ({ ...row, excluded: excluded.has(id), contracts: contractKindsInForce(ctx.db, id) })),
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  },

  registerInfo: (ctx) => {
    const agent = agentOf(ctx);
    return { referralCode: referralCodeOf(ctx, agent), agentTypes: [...CREATABLE_AGENT_TYPES[agent.is_agent]] };
  },

  register: (ctx, req) => {
    const { db, merchant } = ctx;
    const agent = agentOf(ctx);
    if (req.isAgent !== 0 && !CREATABLE_AGENT_TYPES[agent.is_agent].includes(req.isAgent)) throw new SandboxError("AGENT_TYPE_NOT_ALLOWED");
    checkRegisterRules(ctx, req);
    const mobile = req.mobileNum ? mobileFromParts(db, merchant, req.countryDialingCode ?? "", req.mobileNum) : null;
    if (usernameTaken(db, merchant.code, req.username)) throw new SandboxError("USERNAME_TAKEN");
    if (mobile && accountByMobile(db, merchant.code, mobile.full)) throw new SandboxError("MOBILE_TAKEN");
    // An agent's registration is one too: the register is checked on the number the agent typed (it asks no name).
    refuseRegistrationIfListed(db, merchant.code, { mobile: mobile?.full });
    prepared(
      db,
      `INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, balance_cents, language, first_login,
         mobile_dialing_code, mobile_number, profile, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, 0, ?, ?, ?, ?)`,
    ).run(
      merchant.code,
      req.username,
      hashPassword(req.password),
      req.nickname ?? req.username,
      req.isAgent,
      agent.id,
      merchant.languages[0] ?? "EN",
      mobile?.dialingCode ?? null,
      mobile?.nationalNumber ?? null,
      JSON.stringify({ birthday: req.birthday }),
      ctx.clock.now().toISOString(),
    );
    return { username: req.username, isAgent: req.isAgent };
  },

  transfer: (ctx, { to, amountCents, withdrawPassword, idempotencyKey }) => {
    const agent = agentOf(ctx);
    const { account: target } = teamAccount(ctx.db, agent, to);
    if (target.id === agent.id) throw new SandboxError("NOT_IN_TEAM");
    if (target.status === "FROZEN") throw new SandboxError("ACCOUNT_FROZEN");
    // Money is not pushed to a player who paused play, or who has not come back from a self-exclusion (and the refusal says nothing of how long).
    if (closedByBreak(ctx.db, target, ctx.clock.now())) throw new SandboxError("ACCOUNT_EXCLUDED");
    // A replay is answered before the password is checked again (it was right the first time).
    if (!idempotencyKeyUsed(ctx.db, agent.id, idempotencyKey)) checkWithdrawPassword(ctx, agent.id, withdrawPassword);
    return moveMoney(
      ctx.db,
      ctx.clock.now(),
      (ledger) => {
        const reference = newReference("DL");
        const balanceCents = ledger.move({ accountId: agent.id, kind: "downline.out", deltaCents: -amountCents, reference });
        ledger.move({ accountId: target.id, kind: "downline.in", deltaCents: amountCents, reference });
        return { reference, balanceCents, to: target.username };
      },
      { accountId: agent.id, key: idempotencyKey, operation: JSON.stringify(["agentTeam.transfer", target.username, amountCents]) },
    );
  },

  announcements: (ctx, { language }) => {
    agentOf(ctx);
    const column = language === "TY" ? "ty" : "en";
    const rows = prepared(
      ctx.db,
      `SELECT id, type, execution, title_${column} AS title, content_${column} AS content, promotion_type AS promotionType, time
         FROM announcements WHERE merchant = ? AND audience = 'AGENT' ORDER BY time DESC, id`,
    ).all(ctx.merchant.code) as Array<{
      id: string;
      type: "B" | "PL" | "PU" | "PR" | "H";
      execution: "A" | "B" | "F";
      title: string;
      content: string;
      promotionType: string | null;
      time: string;
    }>;
    return { list: rows };
  },
};
