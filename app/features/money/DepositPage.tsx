import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import type { DepositExtra, DepositMethodView, DepositOrderView, DepositView } from "./deposit.server";
import { LimitOffer } from "~/features/limits/LimitOffer";
import { LimitLeftMessage, LimitsLeft } from "~/features/limits/LimitLeftMessage";
import * as styles from "~/ui/account-page.css";
import { useFormState } from "~/forms/use-form-state";
import { Failure, KeyField, SubmitButton, TextInput } from "~/ui/FormParts";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { useInCentre } from "~/session/centre-path";
import { MONEY_PATHS } from "./paths";

/** The deposit page: a method (links), its channel, the amount (presets are links), then the payment page. */
export function DepositPage({ view }: { view: DepositView }) {
  const { t } = useTranslation();
  const inCentre = useInCentre();
  return (
    <CentrePage name="depositv2" title={t("money.depositTitle")}>
      {view.order ? <OrderStatus order={view.order} /> : null}
      {view.limitOffer ? <LimitOffer action={inCentre(MONEY_PATHS.deposit)} rules={view.limitOffer} /> : null}
      <LimitsLeft title={t("limits.depositLeftTitle")} limits={view.limitsLeft} />
      {!view.methods.ok ? (
        <SectionError code={view.methods.code} />
      ) : view.methods.value.length === 0 ? (
        <p className={styles.muted} data-state="empty">
          {t("money.noMethods")}
        </p>
      ) : (
        <>
          <nav aria-label={t("money.depositMethod")}>
            <ul className={styles.choices}>
              {view.methods.value.map((method) => (
                <li key={method.code}>
                  <Link
                    to={method.href}
                    className={styles.chip}
                    aria-current={method.current ? "page" : undefined}
                    replace
                    preventScrollReset
                  >
                    {method.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {view.methods.value
            .filter((method) => method.current)
            .map((method) => (
              <DepositForm key={method.code} method={method} view={view} />
            ))}
        </>
      )}
    </CentrePage>
  );
}

function DepositForm({ method, view }: { method: DepositMethodView; view: DepositView }) {
  const { t } = useTranslation();
  const inCentre = useInCentre();
  const action = inCentre(MONEY_PATHS.deposit);
  // The page shows the method its address names: a refused form comes back on the same address,
  // so the player finds the method, channel and amount they chose, not the first method.
  const postTo = inCentre(`${MONEY_PATHS.deposit}?${new URLSearchParams({ method: method.code })}`);
  const form = useFormState<DepositExtra>({ form: "deposit", rules: view.rules, action });
  const channel = form.field("channel");
  const amount = form.field("amount");
  const chosenChannel = channel.defaultValue ?? method.channels[0].code;
  return (
    <CentreSection title={method.name} name="deposit">
      <p className={styles.muted}>
        {t("money.limits", { min: method.min, max: method.max })} ·{" "}
        {method.feePercent ? t("money.fee", { percent: method.feePercent }) : t("money.noFee")}
      </p>
      <Form method="post" action={postTo} className={styles.form} {...form.props}>
        {form.extra?.limitLeft ? <LimitLeftMessage limit={form.extra.limitLeft} /> : <Failure code={form.failure?.code} />}
        <KeyField value={form.extra?.nextKey ?? view.idempotencyKey} />
        <input type="hidden" name="method" value={method.code} />
        <fieldset className={styles.choices} aria-describedby={channel.errors ? "deposit-channel-error" : undefined}>
          <legend>{t("money.channel")}</legend>
          {method.channels.map((channel) => (
            <label key={channel.code} className={styles.chip}>
              <input type="radio" name="channel" value={channel.code} defaultChecked={channel.code === chosenChannel} />
              {channel.name}
            </label>
          ))}
          {channel.errors ? (
            <p id="deposit-channel-error" className={styles.alert}>
              {t(channel.errors[0] as "money.choose")}
            </p>
          ) : null}
        </fieldset>
        <TextInput
          {...amount}
          label={t("money.amount")}
          defaultValue={amount.defaultValue ?? view.amount}
          inputMode="decimal"
          hint={t("money.limits", { min: method.min, max: method.max })}
        />
        <div>
          <p className={styles.muted}>{t("money.presets")}</p>
          <ul className={styles.choices}>
            {method.presets.map((preset) => (
              <li key={preset.href}>
                <Link to={preset.href} className={styles.chip} replace preventScrollReset data-preset="">
                  {preset.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <SubmitButton label={t("money.depositSubmit")} action={action} />
      </Form>
    </CentreSection>
  );
}

function OrderStatus({ order }: { order: NonNullable<DepositView["order"]> }) {
  const { t } = useTranslation();
  if (!order.ok) return <SectionError code={order.code} />;
  const { reference, status, credited }: DepositOrderView = order.value;
  return (
    <div role="status" className={status === "FAILED" ? styles.alert : styles.success} data-order-status={status}>
      <p>{t(`money.order${status}`, { amount: credited })}</p>
      <p className={styles.muted}>{t("money.orderReference", { reference })}</p>
    </div>
  );
}
