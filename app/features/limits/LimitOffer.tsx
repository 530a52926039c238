import { Form } from "@remix-run/react";
import { useFormState } from "~/forms/use-form-state";
import type { FormRules } from "~/forms/rules";
import * as styles from "~/ui/account-page.css";
import { useTranslation } from "~/i18n/react";
import { WINDOW_PERIODS } from "~/platform/contract/limit-kinds";
import { Failure, SubmitButton, TextInput } from "~/ui/FormParts";
import * as ui from "~/ui/ui.css";

/**
 * "Set a deposit limit?": offered after registering and before the first deposit, skippable.
 * It posts to the page it is on (`action`), whose action hands it to `limitOfferAction`; Skip
 * is remembered by the platform, so the player is not asked again.
 */
export function LimitOffer({ action, rules }: { action: string; rules: FormRules }) {
  const { t } = useTranslation();
  const form = useFormState({ form: "limitOffer", rules, action });
  const amount = form.field("amount");
  const period = form.field("period");
  const chosen = period.defaultValue ?? "WEEK";
  return (
    <section className={styles.card} aria-labelledby="limit-offer-title" data-section="limitOffer">
      <h2 id="limit-offer-title" className={styles.heading}>
        {t("limits.offerTitle")}
      </h2>
      <p className={styles.muted}>{t("limits.offerText")}</p>
      <Form method="post" action={action} className={styles.form} {...form.props}>
        <Failure code={form.failure?.code} />
        <fieldset className={styles.choices}>
          <legend>{t("limits.period")}</legend>
          {WINDOW_PERIODS.map((value) => (
            <label key={value} className={styles.chip}>
              <input type="radio" name="period" value={value} defaultChecked={value === chosen} />
              {t(`limits.periods.${value}`)}
            </label>
          ))}
        </fieldset>
        <TextInput {...amount} label={t("limits.offerAmount")} inputMode="decimal" />
        <SubmitButton label={t("limits.offerSubmit")} action={action.split("?")[0]} name="intent" value="offer" />
      </Form>
      {/* Its own form: Skip needs no amount, so the offer's checks do not stand in its way. */}
      <Form method="post" action={action}>
        <button type="submit" name="intent" value="skip" className={ui.button.secondary}>
          {t("limits.offerSkip")}
        </button>
      </Form>
    </section>
  );
}
