import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { errorAria, Field, FieldError } from "~/ui/Field";
import { LoginFailureMessage } from "~/features/auth/LoginFailureMessage";
import { SectionError } from "~/features/home/HomeSection";
import { answerFor, errorsOf, postedValue } from "~/features/member/form-answer";
import * as styles from "~/features/member/member.css";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import type { ProfileFieldView, ProfileView } from "./profile.server";
import { securityTabPath } from "./tabs";

/** The profile tab: the account, the bound mobile and email (changed on their tabs), and the profile fields. */
export function ProfileTab({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const last = answerFor(useActionData(), "profile");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === securityTabPath("profile");
  if (!view.ok) return <SectionError code={view.error} />;

  const input = (field: ProfileFieldView) => {
    const id = `profile-${field.name}`;
    const errors = errorsOf(last, field.name);
    return (
      <Field key={field.name} id={id} label={t(`security.profile.fields.${field.name}`)} errors={errors}>
        <input
          id={id}
          name={field.name}
          className={ui.input}
          type={field.name === "birthday" ? "date" : "text"}
          maxLength={field.name === "birthday" ? undefined : 64}
          defaultValue={postedValue(last, field.name) ?? field.value}
          required={field.name === "nickname"}
          {...errorAria(id, errors)}
        />
      </Field>
    );
  };

  return (
    <div className={styles.panel}>
      <h2 className={ui.dialogTitle}>{t("security.tabs.profile")}</h2>
      {view.saved && !last ? (
        <p role="status" className={styles.status}>
          {t("security.profile.saved")}
        </p>
      ) : null}
      <dl className={styles.summary}>
        <div>
          <dt>{t("security.profile.account")}</dt>
          <dd>{view.account}</dd>
        </div>
        <div>
          <dt>{t("security.profile.mobile")}</dt>
          <dd>{view.mobile ?? <Link to={securityTabPath("mobile")}>{t("security.profile.bindNow")}</Link>}</dd>
        </div>
        <div>
          <dt>{t("security.profile.email")}</dt>
          <dd>{view.email ?? <Link to={securityTabPath("email")}>{t("security.profile.bindNow")}</Link>}</dd>
        </div>
      </dl>
      <Form method="post" action={securityTabPath("profile")} replace className={styles.form} noValidate>
        <LoginFailureMessage failure={last?.failure ?? null} />
        <div className={styles.fieldGrid}>
          {view.fields.map((field) =>
            field.editable ? (
              input(field)
            ) : (
              <div key={field.name} className={ui.field}>
                <span className={ui.label}>{t(`security.profile.fields.${field.name}`)}</span>
                <p className={styles.readOnly} data-field={field.name}>
                  {field.value}
                </p>
                <span className={ui.label}>{t("security.profile.setOnceNote")}</span>
                {/* A change posted anyway (the platform refused it) says why here. */}
                <FieldError id={`profile-${field.name}`} errors={errorsOf(last, field.name)} />
              </div>
            ),
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={saving}>
            {saving ? t("security.saving") : t("security.profile.save")}
          </button>
        </div>
      </Form>
    </div>
  );
}
