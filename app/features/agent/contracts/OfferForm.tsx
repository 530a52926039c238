import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Field } from "~/ui/Field";
import { Failure, SubmitButton, TextInput } from "~/ui/FormParts";
import type { FormRules } from "~/forms/rules";
import { useFormState } from "~/forms/use-form-state";
import * as money from "~/ui/account-page.css";
import * as ui from "~/ui/ui.css";
import { DIVIDEND_PERIODS, type ContractKind } from "~/platform/contract/agent-contract-values";
import { betLabel } from "./ContractTerms";
import { TIER_ROWS, tierField } from "./kinds";
import type { ContractPageView } from "./types";
import * as styles from "./contracts.css";

interface Props {
  kind: ContractKind;
  action: string;
  downlines: Array<{ username: string; nickname: string }>;
  limit: ContractPageView["offerLimit"];
  rules: FormRules;
}

/**
 * The offer form: a direct downline, then the terms (a dividend's period and tiers, a salary's
 * tiers, or real-time salary's rates and single bet). Rates are percentages, amounts in the
 * merchant's currency. A refused or invalid offer comes back with what was typed.
 */
export function OfferForm({ kind, action, downlines, limit, rules }: Props) {
  const { t } = useTranslation();
  const form = useFormState({ form: "offer", rules, action });
  const input = (name: string, label: string, inputMode: "decimal" | "numeric" = "decimal") => {
    const field = form.field(name);
    return (
      <TextInput
        key={name}
        id={field.id}
        name={name}
        label={label}
        errors={field.errors}
        defaultValue={field.defaultValue}
        inputMode={inputMode}
      />
    );
  };
  const downline = form.field("downline");
  const period = form.field("period");
  const formError = form.formErrors?.[0];
  return (
    <Form method="post" action={action} className={styles.offerForm} data-form="offer" preventScrollReset {...form.props}>
      <input type="hidden" name="intent" value="offer" />
      <Failure code={form.failure?.code} />
      {formError ? (
        <p role="alert" className={money.alert} data-field-error="tiers">
          {t(formError as "agentContracts.tiersAscend")}
        </p>
      ) : null}
      <Field id={downline.id} label={t("agentContracts.downline")} errors={downline.errors}>
        <select {...downline.control} className={ui.input} defaultValue={downline.defaultValue ?? ""}>
          <option value="">{t("agentContracts.chooseDownline")}</option>
          {downlines.map((downline) => (
            <option key={downline.username} value={downline.username}>
              {downline.nickname && downline.nickname !== downline.username
                ? `${downline.username} (${downline.nickname})`
                : downline.username}
            </option>
          ))}
        </select>
      </Field>
      <p className={money.muted} data-offer="limit">
        {limit === null
          ? t("agentContracts.noLimit")
          : kind === "REALTIME_SALARY"
            ? t("agentContracts.limitRealtime", { rate: limit.rate, lossRate: limit.lossRate })
            : t("agentContracts.limit", { rate: limit.rate })}
      </p>
      {kind === "REALTIME_SALARY" ? (
        <>
          <p className={money.muted}>{t("agentContracts.realtimeExplain")}</p>
          {input("profitRate", t("agentContracts.profitRate"))}
          {input("lossRate", t("agentContracts.lossRate"))}
          {input("singleBet", t("agentContracts.singleBet"))}
        </>
      ) : (
        <>
          {kind === "DIVIDEND" ? (
            <Field id={period.id} label={t("agentContracts.period")} errors={period.errors}>
              <select {...period.control} className={ui.input} defaultValue={period.defaultValue ?? "WEEKLY"}>
                {DIVIDEND_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`agentContracts.periods.${period}`)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <p className={money.muted}>{t("agentContracts.tierHint")}</p>
          {TIER_ROWS.map((row) => (
            <fieldset key={row} className={styles.tier}>
              <legend className={styles.legend}>{t("agentContracts.tier", { n: row })}</legend>
              {input(tierField(row, "Members"), t("agentContracts.activeMembers"), "numeric")}
              {input(tierField(row, "Bet"), t(betLabel(kind)))}
              {kind === "DIVIDEND" ? input(tierField(row, "Loss"), t("agentContracts.loss")) : null}
              {input(tierField(row, "Rate"), t("agentContracts.rate"))}
            </fieldset>
          ))}
        </>
      )}
      <SubmitButton label={t("agentContracts.offer")} action={action} />
    </Form>
  );
}
