import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { FieldError, FieldMessages } from "~/ui/Field";
import { Failure, SubmitButton, TextInput } from "~/ui/FormParts";
import { SectionError } from "~/ui/Section";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import * as styles from "~/ui/account-page.css";
import { ACCOUNT_ACTIVITY_PATH, REALITY_CHECK_PATH } from "./paths";
import type { RealityCheckView } from "./types";

/**
 * The reality check: how often the game popup reminds the player of their time and net result
 * (off, or every so many whole minutes within the brand's range), kept by the platform; today's
 * play and, when set, the daily limit.
 */
export function RealityCheckPage({ view }: { view: RealityCheckView }) {
  const { t } = useTranslation();
  const form = useFormState({ form: "realityCheck", action: REALITY_CHECK_PATH });
  const settings = view.settings;
  const reminder = form.field("reminder");
  const minutes = form.field("minutes");
  // After a refused post the form shows what was sent (an empty field too), else what is saved.
  const sent = reminder.defaultValue !== undefined;
  return (
    <CentrePage name="realityCheck" title={t("playTime.realityCheck.title")}>
      {!settings.ok ? (
        <SectionError code={settings.code} />
      ) : (
        <CentreSection title={t("playTime.realityCheck.title")} name="realityCheck">
          <p className={styles.muted}>{t("playTime.realityCheck.explain")}</p>
          <Form method="post" action={REALITY_CHECK_PATH} className={styles.form} {...form.props}>
            <Failure code={form.failure?.code} />
            <fieldset className={styles.choices} aria-describedby={reminder.errors?.length ? `${reminder.id}-error` : undefined}>
              <legend>{t("playTime.realityCheck.interval")}</legend>
              {(["off", "on"] as const).map((choice) => (
                <label key={choice} className={styles.chip}>
                  <input
                    type="radio"
                    name="reminder"
                    value={choice}
                    defaultChecked={choice === (sent ? reminder.defaultValue : settings.value.minutes === null ? "off" : "on")}
                  />
                  {t(`playTime.realityCheck.${choice}`)}
                </label>
              ))}
            </fieldset>
            <FieldError id={reminder.id} errors={reminder.errors} />
            {/* The range's message names the brand's bounds. */}
            <FieldMessages.Provider value={(translate, message) => translate(message, view.range)}>
              <TextInput
                {...minutes}
                label={t("playTime.realityCheck.minutes")}
                defaultValue={sent ? minutes.defaultValue : settings.value.minutes?.toString()}
                inputMode="numeric"
                hint={t("playTime.realityCheck.range", view.range)}
              />
            </FieldMessages.Provider>
            <SubmitButton label={t("playTime.realityCheck.save")} action={REALITY_CHECK_PATH} />
          </Form>
          <p className={styles.muted} data-played-today>
            {t("playTime.realityCheck.today", { count: settings.value.playedTodayMinutes })}
          </p>
          {settings.value.sessionLimitMinutes !== null ? (
            <p className={styles.muted} data-session-limit>
              {t("playTime.realityCheck.limit", { count: settings.value.sessionLimitMinutes })}
            </p>
          ) : null}
          <p>
            <Link to={ACCOUNT_ACTIVITY_PATH}>{t("playTime.realityCheck.activityLink")}</Link>
          </p>
        </CentreSection>
      )}
    </CentrePage>
  );
}
