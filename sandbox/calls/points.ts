import type { Language } from "../../app/platform/contract";
import type { Goods, PointsKind, RedeemStatus, VipBonusKind, VipLevel } from "../../app/platform/contract/points";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { idempotencyKeyUsed, moveMoney } from "../lib/ledger";
import { isFlagEnabled } from "../lib/merchants";
import { newReference } from "../lib/money-settings";
import { changePoints, pointsOf, validBetCents } from "../lib/points";
import { sessionOf } from "../lib/sessions";
import { inLanguage } from "../lib/images";
import { windowOf } from "./records";
import { prepared } from "../db/statements";
import { checkWithdrawPasswordAsync } from "../lib/withdraw-passwords";

/** The points calls exist only where PTSYS3 is on (the portal hides the mall elsewhere). */
function pointsMallAccount(ctx: CallContext): number {
  if (!isFlagEnabled(ctx.merchant, "PTSYS3")) throw new SandboxError("FUNCTION_DISABLED");
  return sessionOf(ctx).accountId;
}

interface Settings {
  centsPerPoint: number;
  minConvertPoints: number;
  validBetCentsPerPoint: number;
  rulesEn: string;
  rulesTy: string;
}

function settingsOf(ctx: CallContext): Settings {
  const settings = prepared(
    ctx.db,
    `SELECT cents_per_point AS centsPerPoint, min_convert_points AS minConvertPoints, valid_bet_cents_per_point AS validBetCentsPerPoint,
            rules_en AS rulesEn, rules_ty AS rulesTy FROM points_settings WHERE merchant = ?`,
  ).get(ctx.merchant.code) as Settings | undefined;
  if (!settings) throw new SandboxError("FUNCTION_DISABLED");
  return settings;
}

interface GoodsRow {
  id: number;
  nameEn: string;
  nameTy: string;
  remarkEn: string;
  remarkTy: string;
  pointsRequired: number;
  amountRequiredCents: number;
  quantity: number;
  availableQuantity: number;
  pointsRatio: number;
}

const GOODS_COLUMNS = `id, name_en AS nameEn, name_ty AS nameTy, remark_en AS remarkEn, remark_ty AS remarkTy, points_required AS pointsRequired,
  amount_required_cents AS amountRequiredCents, quantity, available AS availableQuantity, points_ratio AS pointsRatio`;

const goodsIdOf = (id: number) => `G${id}`;

function toGoods(row: GoodsRow, language: Language): Goods {
  return {
    id: goodsIdOf(row.id),
    name: language === "TY" ? row.nameTy : row.nameEn,
    imageUrl: inLanguage(`/assets/goods/${goodsIdOf(row.id)}.svg`, language),
    pointsRequired: row.pointsRequired,
    amountRequiredCents: row.amountRequiredCents,
    quantity: row.quantity,
    availableQuantity: row.availableQuantity,
    pointsRatio: row.pointsRatio,
  };
}

/** One of this merchant's goods; NOT_FOUND for any other id (another merchant's included). */
function goodsOf(ctx: CallContext, id: string): GoodsRow {
  const row = prepared(ctx.db, `SELECT ${GOODS_COLUMNS} FROM point_goods WHERE id = ? AND merchant = ?`).get(
    Number(id.slice(1)),
    ctx.merchant.code,
  ) as GoodsRow | undefined;
  if (!row) throw new SandboxError("NOT_FOUND");
  return row;
}

const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export const pointsHandlers: GroupHandlers<"points"> = {
  balance: (ctx) => ({ points: pointsOf(ctx.db, pointsMallAccount(ctx)) }),

  config: (ctx, { language }) => {
    pointsMallAccount(ctx);
    const { rulesEn, rulesTy, ...settings } = settingsOf(ctx);
    return { ...settings, rules: language === "TY" ? rulesTy : rulesEn };
  },

  rewards: (ctx, { pageNo, pageSize, language }) => {
    pointsMallAccount(ctx);
    const total = prepared(ctx.db, "SELECT COUNT(*) FROM point_goods WHERE merchant = ?").pluck().get(ctx.merchant.code) as number;
    const rows = prepared(ctx.db, `SELECT ${GOODS_COLUMNS} FROM point_goods WHERE merchant = ? ORDER BY sort, id LIMIT ? OFFSET ?`).all(
      ctx.merchant.code,
      pageSize,
      (pageNo - 1) * pageSize,
    ) as GoodsRow[];
    return {
      list: rows.map((row) => toGoods(row, language)),
      total,
      totalPages: pagesOf(total, pageSize),
    };
  },

  reward: (ctx, { id, language }) => {
    pointsMallAccount(ctx);
    const row = goodsOf(ctx, id);
    return {
      ...toGoods(row, language),
      remark: language === "TY" ? row.remarkTy : row.remarkEn,
    };
  },

  redeem: async (ctx, { goodsId, quantity, withdrawPassword, address, mobile, idempotencyKey }) => {
    const accountId = pointsMallAccount(ctx);
    const goods = goodsOf(ctx, goodsId);
    // A replay is answered before the password is checked again (it was right the first time).
    if (!idempotencyKeyUsed(ctx.db, accountId, idempotencyKey)) await checkWithdrawPasswordAsync(ctx, accountId, withdrawPassword);
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      () => {
        if (validBetCents(ctx.db, accountId) < goods.amountRequiredCents) throw new SandboxError("REDEEM_NOT_ELIGIBLE");
        // Check and take in one statement: two redeems of the last unit cannot both see it.
        const taken = prepared(
          ctx.db,
          "UPDATE point_goods SET available = available - @quantity WHERE id = @id AND available >= @quantity",
        ).run({
          id: goods.id,
          quantity,
        }).changes;
        if (taken === 0) throw new SandboxError("OUT_OF_STOCK");
        const reference = newReference("PR");
        const cost = goods.pointsRequired * quantity;
        // Throws INSUFFICIENT_POINTS, rolling the stock back with it.
        const points = changePoints(ctx.db, {
          accountId,
          kind: "REDEEM",
          points: -cost,
          reference,
          now,
        });
        prepared(
          ctx.db,
          "INSERT INTO point_redeems (reference, account_id, goods_id, quantity, points, address, mobile, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'IN_PROCESS', ?)",
        ).run(reference, accountId, goods.id, quantity, cost, address, mobile, now.toISOString());
        return {
          reference,
          status: "IN_PROCESS" as const,
          pointsSpent: cost,
          points,
        };
      },
      {
        accountId,
        key: idempotencyKey,
        operation: JSON.stringify(["points.redeem", goodsId, quantity, address, mobile]),
      },
    );
  },

  redeems: (ctx, { from, to, status, pageNo, pageSize, language }) => {
    const accountId = pointsMallAccount(ctx);
    const { start, end } = windowOf(ctx, from, to);
    const where =
      "r.account_id = @accountId AND r.created_at >= @start AND r.created_at < @end AND (@status IS NULL OR r.status = @status)";
    const params = { accountId, start, end, status: status ?? null };
    const total = prepared(ctx.db, `SELECT COUNT(*) FROM point_redeems r WHERE ${where}`).pluck().get(params) as number;
    const rows = prepared(
      ctx.db,
      `SELECT r.reference, g.name_en AS nameEn, g.name_ty AS nameTy, r.quantity, r.created_at AS appliedAt, r.status, a.username AS paidAccount,
              r.points AS paidPoints
         FROM point_redeems r JOIN point_goods g ON g.id = r.goods_id JOIN accounts a ON a.id = r.account_id
        WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT @limit OFFSET @offset`,
    ).all({
      ...params,
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    }) as Array<{
      reference: string;
      nameEn: string;
      nameTy: string;
      quantity: number;
      appliedAt: string;
      status: RedeemStatus;
      paidAccount: string;
      paidPoints: number;
    }>;
    return {
      list: rows.map(({ nameEn, nameTy, ...row }) => ({
        ...row,
        goodsName: language === "TY" ? nameTy : nameEn,
      })),
      total,
      totalPages: pagesOf(total, pageSize),
    };
  },

  details: (ctx, { from, to, kind, pageNo, pageSize }) => {
    const accountId = pointsMallAccount(ctx);
    const { start, end } = windowOf(ctx, from, to);
    const where = "account_id = @accountId AND created_at >= @start AND created_at < @end AND (@kind IS NULL OR kind = @kind)";
    const params = { accountId, start, end, kind: kind ?? null };
    const totals = prepared(
      ctx.db,
      `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN points > 0 THEN points END), 0) AS earned,
              COALESCE(-SUM(CASE WHEN points < 0 THEN points END), 0) AS spent FROM points_ledger WHERE ${where}`,
    ).get(params) as { total: number; earned: number; spent: number };
    const rows = prepared(
      ctx.db,
      `SELECT id, created_at AS time, kind, points, balance_after AS balanceAfter, reference FROM points_ledger
        WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    ).all({
      ...params,
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    }) as Array<{
      id: number;
      time: string;
      kind: PointsKind;
      points: number;
      balanceAfter: number;
      reference: string;
    }>;
    return {
      list: rows.map((row) => ({ ...row, id: String(row.id) })),
      total: totals.total,
      totalPages: pagesOf(totals.total, pageSize),
      totals: { earned: totals.earned, spent: totals.spent },
    };
  },

  convert: (ctx, { points, idempotencyKey }) => {
    const accountId = pointsMallAccount(ctx);
    const { centsPerPoint, minConvertPoints } = settingsOf(ctx);
    if (points < minConvertPoints) throw new SandboxError("POINTS_BELOW_MINIMUM");
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      (ledger) => {
        const reference = newReference("PC");
        const left = changePoints(ctx.db, {
          accountId,
          kind: "CONVERT",
          points: -points,
          reference,
          now,
        });
        const amountCents = points * centsPerPoint;
        const balanceCents = ledger.move({
          accountId,
          kind: "points.convert",
          deltaCents: amountCents,
          reference,
        });
        return {
          reference,
          convertedPoints: points,
          amountCents,
          points: left,
          balanceCents,
        };
      },
      {
        accountId,
        key: idempotencyKey,
        operation: JSON.stringify(["points.convert", points]),
      },
    );
  },
};

// ---------------------------------------------------------------------------------------
// VIP bonus

interface LevelRow {
  level: number;
  validBetCents: number;
  levelUpBonusCents: number;
  monthlyBonusCents: number;
  benefitsEn: string;
  benefitsTy: string;
}

const monthOf = (now: Date) => now.toISOString().slice(0, 7);

/**
 * The account's VIP standing now: its level is the highest reached by its valid bet, never
 * lower than the level it already holds; a level reached since is written to the account
 * (the header's VIP label follows).
 */
function standingOf(ctx: CallContext, accountId: number) {
  const levels = prepared(
    ctx.db,
    `SELECT level, valid_bet_cents AS validBetCents, level_up_bonus_cents AS levelUpBonusCents, monthly_bonus_cents AS monthlyBonusCents,
            benefits_en AS benefitsEn, benefits_ty AS benefitsTy FROM vip_levels WHERE merchant = ? ORDER BY level`,
  ).all(ctx.merchant.code) as LevelRow[];
  const validBet = validBetCents(ctx.db, accountId);
  const held = prepared(ctx.db, "SELECT vip FROM accounts WHERE id = ?").pluck().get(accountId) as number;
  const reached = levels.filter((level) => level.validBetCents <= validBet).at(-1)?.level ?? 0;
  const level = Math.min(Math.max(held, reached), levels.at(-1)?.level ?? 0);
  if (level > held) prepared(ctx.db, "UPDATE accounts SET vip = ?, vip_label = ? WHERE id = ?").run(level, `VIP${level}`, accountId);
  const claimed = new Map(
    (
      prepared(ctx.db, "SELECT kind, level, period, created_at AS createdAt FROM vip_claims WHERE account_id = ?").all(accountId) as Array<{
        kind: VipBonusKind;
        level: number;
        period: string;
        createdAt: string;
      }>
    ).map((claim) => [`${claim.kind}:${claim.level}:${claim.period}`, claim.createdAt]),
  );
  const month = monthOf(ctx.clock.now());
  const bonuses = [
    ...levels
      .filter((row) => row.level >= 1 && row.level <= level && row.levelUpBonusCents > 0)
      .map((row) => ({
        kind: "LEVEL_UP" as const,
        level: row.level,
        amountCents: row.levelUpBonusCents,
        period: "",
      })),
    ...levels
      .filter((row) => row.level === level && row.level >= 1 && row.monthlyBonusCents > 0)
      .map((row) => ({
        kind: "MONTHLY" as const,
        level: row.level,
        amountCents: row.monthlyBonusCents,
        period: month,
      })),
  ].map((bonus) => ({
    ...bonus,
    claimedAt: claimed.get(`${bonus.kind}:${bonus.level}:${bonus.period}`) ?? null,
  }));
  return { levels, level, validBet, bonuses };
}

function toLevel(row: LevelRow, language: Language): VipLevel {
  return {
    level: row.level,
    name: `VIP${row.level}`,
    validBetCents: row.validBetCents,
    levelUpBonusCents: row.levelUpBonusCents,
    monthlyBonusCents: row.monthlyBonusCents,
    benefits: JSON.parse(language === "TY" ? row.benefitsTy : row.benefitsEn) as string[],
  };
}

export const vipHandlers: GroupHandlers<"vip"> = {
  status: (ctx, { language }) => {
    const { levels, level, validBet, bonuses } = standingOf(ctx, sessionOf(ctx).accountId);
    const next = levels.find((row) => row.level > level);
    return {
      levels: levels.map((row) => toLevel(row, language)),
      level,
      validBetCents: validBet,
      next: next ? { level: next.level, validBetCents: next.validBetCents } : null,
      bonuses: bonuses.map(({ period: _period, ...bonus }) => bonus),
    };
  },

  claim: (ctx, { kind, level, idempotencyKey }) => {
    const { accountId } = sessionOf(ctx);
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      (ledger) => {
        const bonus = standingOf(ctx, accountId).bonuses.find((candidate) => candidate.kind === kind && candidate.level === level);
        if (!bonus || bonus.claimedAt !== null) throw new SandboxError("BONUS_NOT_CLAIMABLE");
        const reference = newReference("VB");
        // The UNIQUE (account, kind, level, period) key is the backstop of "once".
        prepared(
          ctx.db,
          "INSERT INTO vip_claims (account_id, kind, level, period, amount_cents, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ).run(accountId, kind, level, bonus.period, bonus.amountCents, reference, now.toISOString());
        const balanceCents = ledger.move({
          accountId,
          kind: "vip.bonus",
          deltaCents: bonus.amountCents,
          reference,
        });
        return { reference, amountCents: bonus.amountCents, balanceCents };
      },
      {
        accountId,
        key: idempotencyKey,
        operation: JSON.stringify(["vip.claim", kind, level]),
      },
    );
  },
};
