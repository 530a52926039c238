import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import * as styles from "~/ui/account-page.css";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { DataTable } from "~/ui/DataTable";
import type { NextKey } from "~/forms/money";
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
        <SectionError code={owed.code} />
      ) : (
        <CentreSection title={t("rebate.owedTitle")} name="rebate">
          <p className={styles.muted}>{t("rebate.explain", { min: owed.value.minClaim })}</p>
          <DataTable
            caption={t("rebate.caption")}
            columns={[
              { id: "category", header: t("rebate.category"), rowHeader: true, cell: (row) => t(`records.gameTypes.${row.gameType}`) },
              { id: "validBet", header: t("rebate.validBet"), numeric: true, cell: (row) => row.validBet },
              { id: "rate", header: t("rebate.rate"), numeric: true, cell: (row) => t("rebate.percent", { rate: row.ratePercent }) },
              { id: "owed", header: t("rebate.owed"), numeric: true, cell: (row) => row.owed },
            ]}
            rows={owed.value.rows}
            rowKey={(row) => row.gameType}
            rowProps={(row) => ({ "data-game-type": row.gameType })}
          />
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
