import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import * as styles from "~/features/money/money.css";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import type { NextKey } from "~/features/money/types";
import { useFormState } from "~/forms/use-form-state";
import { Failure, KeyError, KeyField, SubmitButton } from "~/ui/FormParts";
import { REBATE_PATH } from "./paths";
import type { RebateView } from "./rebate.server";

/** Manual rebate: what each game category owes since the last claim, the total, and the claim button. */
export function RebatePage({ view }: { view: RebateView }) {
  const { t } = useTranslation();
  const form = useFormState<NextKey>({ form: "rebate", action: REBATE_PATH });
  const failure = form.failure?.code;
  const owed = view.owed;
  return (
    <CentrePage name="manualRebate" title={t("rebate.title")}>
      {!owed.ok ? (
        <SectionError code={owed.error} />
      ) : (
        <CentreSection title={t("rebate.owedTitle")} name="rebate">
          <p className={styles.muted}>{t("rebate.explain", { min: owed.value.minClaim })}</p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className={styles.muted}>{t("rebate.caption")}</caption>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">
                    {t("rebate.category")}
                  </th>
                  <th className={styles.number} scope="col">
                    {t("rebate.validBet")}
                  </th>
                  <th className={styles.number} scope="col">
                    {t("rebate.rate")}
                  </th>
                  <th className={styles.number} scope="col">
                    {t("rebate.owed")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {owed.value.rows.map((row) => (
                  <tr key={row.gameType} data-game-type={row.gameType}>
                    <th className={styles.cell} scope="row">
                      {t(`records.gameTypes.${row.gameType}`)}
                    </th>
                    <td className={styles.number}>{row.validBet}</td>
                    <td className={styles.number}>{t("rebate.percent", { rate: row.ratePercent })}</td>
                    <td className={styles.number}>{row.owed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.total} data-total>
            {t("rebate.total", { amount: owed.value.total })}
          </p>
          {owed.value.claimable ? (
            <Form method="post" action={REBATE_PATH} className={styles.form} noValidate>
              <Failure code={failure} />
              {/* The only field is the hidden key: its error (a stale or tampered form) is the form's. */}
              <KeyError errors={form.field("idempotencyKey").errors} />
              <KeyField value={form.extra?.nextKey ?? view.idempotencyKey} />
              <SubmitButton label={t("rebate.claim")} action={REBATE_PATH} />
            </Form>
          ) : (
            <>
              <Failure code={failure} />
              <p className={styles.muted} data-state="empty">
                {t("rebate.nothingOwed")}
              </p>
            </>
          )}
        </CentreSection>
      )}
    </CentrePage>
  );
}
