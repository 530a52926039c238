import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { FieldError } from "~/ui/Field";
import { Failure, SubmitButton } from "~/ui/FormParts";
import { SectionError } from "~/ui/Section";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import * as styles from "~/ui/account-page.css";
import { ACCOUNT_ACTIVITY_PATH, REALITY_CHECK_PATH } from "./paths";
import { REALITY_CHECK_CHOICES, type RealityCheckView } from "./types";

/**
 * The reality check: how often the game popup reminds the player of their time and net result
 * (off, 15, 30 or 60 minutes), kept by the platform; today's play and, when set, the daily limit.
 */
export function RealityCheckPage({ view }: { view: RealityCheckView }) {
  const { t } = useTranslation();
  const form = useFormState({ form: "realityCheck", action: REALITY_CHECK_PATH });
  const settings = view.settings;
  const interval = form.field("interval");
  // After a refused post the choice sent is kept, if it is one of the page's.
  const kept = REALITY_CHECK_CHOICES.find((choice) => choice === interval.defaultValue);
  return (
    <CentrePage name="realityCheck" title={t("playTime.realityCheck.title")}>
      {!settings.ok ? (
        <SectionError code={settings.code} />
      ) : (
        <CentreSection title={t("playTime.realityCheck.title")} name="realityCheck">
          <p className={styles.muted}>{t("playTime.realityCheck.explain")}</p>
          <Form method="post" action={REALITY_CHECK_PATH} className={styles.form} {...form.props}>
            <Failure code={form.failure?.code} />
            <fieldset className={styles.choices} aria-describedby={interval.errors?.length ? `${interval.id}-error` : undefined}>
              <legend>{t("playTime.realityCheck.interval")}</legend>
              {REALITY_CHECK_CHOICES.map((choice) => (
                <label key={choice} className={styles.chip}>
                  <input type="radio" name="interval" value={choice} defaultChecked={choice === (kept ?? settings.value.choice)} />
                  {choice === "off" ? t("playTime.realityCheck.off") : t("playTime.realityCheck.every", { count: Number(choice) })}
                </label>
              ))}
            </fieldset>
            <FieldError id={interval.id} errors={interval.errors} />
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
