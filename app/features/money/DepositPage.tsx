import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/features/home/HomeSection";
import type { DepositMethodView, DepositOrderView, DepositView } from "./deposit.server";
import * as styles from "./money.css";
import { Failure, KeyField, MoneyPage, MoneySection, SubmitButton, TextInput, useMoneyForm } from "./MoneyUi";
import { useInCentre } from "~/features/member/centre-path";
import { MONEY_PATHS } from "./paths";

/** The deposit page: a method (links), its channel, the amount (presets are links), then the payment page. */
export function DepositPage({ view }: { view: DepositView }) {
  const { t } = useTranslation();
  return (
    <MoneyPage name="depositv2" title={t("money.depositTitle")}>
      {view.order ? <OrderStatus order={view.order} /> : null}
      {!view.methods.ok ? (
        <SectionError code={view.methods.error} />
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
    </MoneyPage>
  );
}

function DepositForm({ method, view }: { method: DepositMethodView; view: DepositView }) {
  const { t } = useTranslation();
  const { last, errorsOf, valueOf, failure } = useMoneyForm("deposit");
  const inCentre = useInCentre();
  const channelErrors = errorsOf("channel");
  const chosenChannel = valueOf("channel") ?? method.channels[0].code;
  return (
    <MoneySection title={method.name} name="deposit">
      <p className={styles.muted}>
        {t("money.limits", { min: method.min, max: method.max })} ·{" "}
        {method.feePercent ? t("money.fee", { percent: method.feePercent }) : t("money.noFee")}
      </p>
      <Form method="post" action={inCentre(MONEY_PATHS.deposit)} className={styles.form} noValidate>
        <Failure code={failure} />
        <KeyField value={last?.nextKey ?? view.idempotencyKey} />
        <input type="hidden" name="method" value={method.code} />
        <fieldset className={styles.choices} aria-describedby={channelErrors ? "deposit-channel-error" : undefined}>
          <legend>{t("money.channel")}</legend>
          {method.channels.map((channel) => (
            <label key={channel.code} className={styles.chip}>
              <input type="radio" name="channel" value={channel.code} defaultChecked={channel.code === chosenChannel} />
              {channel.name}
            </label>
          ))}
          {channelErrors ? (
            <p id="deposit-channel-error" className={styles.alert}>
              {t(channelErrors[0] as "money.choose")}
            </p>
          ) : null}
        </fieldset>
        <TextInput
          id="deposit-amount"
          name="amount"
          label={t("money.amount")}
          errors={errorsOf("amount")}
          defaultValue={valueOf("amount") ?? view.amount}
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
        <SubmitButton label={t("money.depositSubmit")} action={inCentre(MONEY_PATHS.deposit)} />
      </Form>
    </MoneySection>
  );
}

function OrderStatus({ order }: { order: NonNullable<DepositView["order"]> }) {
  const { t } = useTranslation();
  if (!order.ok) return <SectionError code={order.error} />;
  const { reference, status, credited }: DepositOrderView = order.value;
  return (
    <div role="status" className={status === "FAILED" ? styles.alert : styles.success} data-order-status={status}>
      <p>{t(`money.order${status}`, { amount: credited })}</p>
      <p className={styles.muted}>{t("money.orderReference", { reference })}</p>
    </div>
  );
}
