import { Form } from "@remix-run/react";
import * as styles from "~/ui/account-page.css";
import { useFormState } from "~/forms/use-form-state";
import { useTranslation } from "~/i18n/react";
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from "~/platform/contract/limit-kinds";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { DataTable } from "~/ui/DataTable";
import { errorAria, Field } from "~/ui/Field";
import { Failure, SubmitButton, TextInput } from "~/ui/FormParts";
import { SectionError } from "~/ui/Section";
import * as ui from "~/ui/ui.css";
import { LimitOffer } from "./LimitOffer";
import type { LimitRowView, LimitsView, ShownLimit } from "./limits.server";
import { LIMITS_PATH } from "./paths";

function useShown() {
  const { t } = useTranslation();
  return (amount: ShownLimit | null) =>
    amount === null ? t("limits.none") : "money" in amount ? amount.money : t("limits.minutes", { count: amount.minutes });
}

/** The key of a limit's name ("weekly deposit limit"): money is limited per window, session time per play session too. */
function nameKey(limit: { kind: LimitKind; period: LimitPeriod }) {
  if (limit.kind === "SESSION") return `limits.names.SESSION_${limit.period}` as const;
  // The platform lists no money limit per session; were it to, its kind names it.
  return limit.period === "SESSION" ? (`limits.kinds.${limit.kind}` as const) : (`limits.names.${limit.kind}_${limit.period}` as const);
}

/** `/member/limits`: the player's limits per kind and period, pending changes with their time and Cancel, and the form to set one. */
export function LimitsPage({ view }: { view: LimitsView }) {
  const { t } = useTranslation();
  return (
    <CentrePage name="limits" title={t("limits.title")}>
      {/* The welcome step posts to its own address, so a refused amount is answered with the offer still shown. */}
      {view.welcome ? <LimitOffer action={`${LIMITS_PATH}?welcome=1`} rules={view.offerRules} /> : null}
      <p className={styles.muted}>{t("limits.intro")}</p>
      {!view.limits.ok ? (
        <SectionError code={view.limits.code} />
      ) : (
        <>
          <CentreSection title={t("limits.current")} name="limits">
            <LimitTable rows={view.limits.value} />
          </CentreSection>
          <CentreSection title={t("limits.formTitle")} name="setLimit">
            <SetLimitForm view={view} />
          </CentreSection>
        </>
      )}
    </CentrePage>
  );
}

function LimitTable({ rows }: { rows: LimitRowView[] }) {
  const { t } = useTranslation();
  const shown = useShown();
  const change = useFormState({ form: "changeLimit", action: LIMITS_PATH });
  return (
    <>
      <Failure code={change.failure?.code} />
      <DataTable
        columns={[
          { id: "kind", header: t("limits.kindHeading"), rowHeader: true, cell: (row) => t(`limits.kinds.${row.kind}`) },
          { id: "period", header: t("limits.periodHeading"), cell: (row) => t(`limits.periods.${row.period}`) },
          {
            id: "amount",
            header: t("limits.amountHeading"),
            numeric: true,
            data: { "data-cell": "amount" },
            cell: (row) => shown(row.amount),
          },
          { id: "used", header: t("limits.usedHeading"), numeric: true, cell: (row) => (row.used ? shown(row.used) : "–") },
          {
            id: "pending",
            header: t("limits.pendingHeading"),
            data: { "data-cell": "pending" },
            cell: (row) =>
              row.pending
                ? row.pending.amount === null
                  ? t("limits.pendingRemoval", { time: row.pending.at })
                  : t("limits.pendingTo", { amount: shown(row.pending.amount), time: row.pending.at })
                : "–",
          },
          {
            id: "actions",
            header: t("limits.actionsHeading"),
            cell: (row) => {
              const name = t(nameKey(row));
              return row.pending ? (
                <ChangeButton row={row} intent="cancel" label={t("limits.cancel")} ariaLabel={t("limits.cancelLabel", { name })} />
              ) : row.amount !== null ? (
                <ChangeButton row={row} intent="remove" label={t("limits.remove")} ariaLabel={t("limits.removeLabel", { name })} />
              ) : null;
            },
          },
        ]}
        rows={rows}
        rowKey={(row) => `${row.kind}-${row.period}`}
        rowProps={(row) => ({ "data-limit": `${row.kind}-${row.period}` })}
      />
    </>
  );
}

function ChangeButton({
  row,
  intent,
  label,
  ariaLabel,
}: {
  row: LimitRowView;
  intent: "cancel" | "remove";
  label: string;
  ariaLabel: string;
}) {
  return (
    <Form method="post" action={LIMITS_PATH}>
      <input type="hidden" name="kind" value={row.kind} />
      <input type="hidden" name="period" value={row.period} />
      <button type="submit" name="intent" value={intent} className={ui.button.secondary} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}

function SetLimitForm({ view }: { view: LimitsView }) {
  const { t } = useTranslation();
  const form = useFormState({ form: "setLimit", rules: view.rules, action: LIMITS_PATH });
  const kind = form.field("kind");
  const period = form.field("period");
  const amount = form.field("amount");
  const select = (field: typeof kind, label: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <Field id={field.id} label={label} errors={field.errors}>
      <select
        id={field.id}
        name={field.name}
        className={ui.input}
        defaultValue={field.defaultValue}
        required={field.control.required}
        {...errorAria(field.id, field.errors)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <Form method="post" action={LIMITS_PATH} className={styles.form} {...form.props}>
      <Failure code={form.failure?.code} />
      <input type="hidden" name="intent" value="set" />
      {select(
        kind,
        t("limits.kind"),
        LIMIT_KINDS.map((value) => ({ value, label: t(`limits.kinds.${value}`) })),
      )}
      {select(
        period,
        t("limits.period"),
        LIMIT_PERIODS.map((value) => ({ value, label: t(`limits.periods.${value}`) })),
      )}
      <TextInput {...amount} label={t("limits.amount")} inputMode="decimal" hint={t("limits.amountHint")} />
      <SubmitButton label={t("limits.submit")} action={LIMITS_PATH} />
    </Form>
  );
}
