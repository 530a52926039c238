import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { DataTable } from "~/ui/DataTable";
import type { NextKey } from "~/forms/money";
import { useFormState } from "~/forms/use-form-state";
import { Failure, KeyError, KeyField, SubmitButton } from "~/ui/FormParts";
import * as money from "~/ui/account-page.css";
import * as styles from "~/features/points-mall/points-mall.css";
import type { VipBonusRow, VipView } from "./vip.server";
import { VIP_PATH } from "./paths";

/** The VIP bonus page: the player's level and progress to the next, the bonuses reached (claim), and every level's benefits. */
export function VipPage({ view }: { view: VipView }) {
  const { t } = useTranslation();
  const form = useFormState<NextKey>({ form: "vip", action: VIP_PATH });
  const { status } = view;
  const key = form.extra?.nextKey ?? view.idempotencyKey;
  return (
    <CentrePage name="vip" title={t("vip.title")}>
      <Failure code={form.failure?.code} />
      {/* The forms' fields are hidden: a tampered one is the form's error. */}
      <KeyError errors={form.field("idempotencyKey").errors ?? form.field("kind").errors ?? form.field("level").errors} />
      {!status.ok ? (
        <SectionError code={status.code} />
      ) : (
        <>
          <CentreSection title={t("vip.yourLevel", { level: status.value.levelName })} name="progress">
            <p className={money.muted} data-valid-bet="">
              {t("vip.validBet", { amount: status.value.validBet })}
            </p>
            {status.value.next ? (
              <>
                <div
                  className={styles.progress}
                  role="progressbar"
                  aria-label={t("vip.progressLabel", {
                    level: status.value.next.name,
                  })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={status.value.next.percent}
                  aria-valuetext={t("vip.progressText", {
                    now: status.value.validBet,
                    needed: status.value.next.needed,
                  })}
                >
                  {/* The bar's width is the value: an SVG so the page needs no inline style (the CSP allows none). */}
                  <svg width="100%" height="100%" aria-hidden="true" focusable="false">
                    <rect className={styles.progressBar} width={`${status.value.next.percent}%`} height="100%" />
                  </svg>
                </div>
                <p className={money.muted}>
                  {t("vip.remaining", {
                    amount: status.value.next.remaining,
                    level: status.value.next.name,
                  })}
                </p>
              </>
            ) : (
              <p className={money.muted}>{t("vip.topLevel")}</p>
            )}
          </CentreSection>
          <CentreSection title={t("vip.bonuses")} name="bonuses">
            {status.value.bonuses.length === 0 ? (
              <p className={money.muted} data-state="empty">
                {t("vip.noBonuses")}
              </p>
            ) : (
              <ul className={money.list}>
                {status.value.bonuses.map((bonus) => (
                  <BonusItem key={`${bonus.kind}-${bonus.level}`} bonus={bonus} idempotencyKey={key} />
                ))}
              </ul>
            )}
          </CentreSection>
          <CentreSection title={t("vip.levels")} name="levels">
            <DataTable
              caption={t("vip.caption")}
              columns={[
                {
                  id: "level",
                  header: t("vip.level"),
                  rowHeader: true,
                  cell: (level) => (
                    <>
                      {level.name} {level.level === status.value.level ? t("vip.current") : null}
                    </>
                  ),
                },
                { id: "threshold", header: t("vip.threshold"), numeric: true, cell: (level) => level.threshold },
                { id: "levelUpBonus", header: t("vip.levelUpBonus"), numeric: true, cell: (level) => level.levelUpBonus },
                { id: "monthlyBonus", header: t("vip.monthlyBonus"), numeric: true, cell: (level) => level.monthlyBonus },
                { id: "benefits", header: t("vip.benefits"), cell: (level) => level.benefits.join(", ") },
              ]}
              rows={status.value.levels}
              rowKey={(level) => level.level}
              rowProps={(level) => ({ "data-level": level.level, "aria-current": level.level === status.value.level ? "true" : undefined })}
            />
          </CentreSection>
        </>
      )}
    </CentrePage>
  );
}

/** A bonus reached: when it was claimed, or its claim form (a plain POST). */
function BonusItem({ bonus, idempotencyKey }: { bonus: VipBonusRow; idempotencyKey: string }) {
  const { t } = useTranslation();
  const name = t(`vip.bonusKinds.${bonus.kind}`, { level: bonus.levelName });
  return (
    <li className={money.row} data-bonus={`${bonus.kind}-${bonus.level}`}>
      <span>
        {name}: <strong>{bonus.amount}</strong>
      </span>
      {bonus.claimedAt ? (
        <span className={money.muted}>{t("vip.claimedAt", { time: bonus.claimedAt })}</span>
      ) : (
        <Form method="post" action={VIP_PATH} aria-label={t("vip.claimNamed", { bonus: name })}>
          <input type="hidden" name="kind" value={bonus.kind} />
          <input type="hidden" name="level" value={bonus.level} />
          <KeyField value={idempotencyKey} />
          <SubmitButton label={t("vip.claimNamed", { bonus: name })} action={VIP_PATH} />
        </Form>
      )}
    </li>
  );
}
