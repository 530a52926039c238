import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Field, FieldError, FieldMessages } from "~/ui/Field";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { SectionError } from "~/ui/Section";
import { useFormState } from "~/forms/use-form-state";
import * as styles from "~/ui/panel.css";
import * as profile from "./profile.css";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import type { ProfileFieldView, ProfileView } from "./profile.server";
import { securityTabPath } from "./tabs";

/** The profile tab: the account, the bound mobile and email (changed on their tabs), and the profile fields. */
export function ProfileTab({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const form = useFormState({ form: "profile", rules: view.ok ? view.rules : undefined, action: securityTabPath("profile") });
  const saving = form.submitting;
  if (!view.ok) return <SectionError code={view.code} />;

  const input = (field: ProfileFieldView) => {
    const state = form.field(field.name);
    // A field emptied and refused comes back empty, not with the saved value.
    const posted = (form.reply?.result.initialValue as Record<string, unknown> | undefined)?.[field.name];
    return (
      <Field key={field.name} id={state.id} label={t(`security.profile.fields.${field.name}`)} errors={state.errors}>
        <input
          {...state.control}
          className={ui.input}
          type={field.name === "birthday" ? "date" : "text"}
          defaultValue={typeof posted === "string" ? posted : field.value}
        />
      </Field>
    );
  };

  return (
    <div className={styles.panel}>
      <h2 className={ui.dialogTitle}>{t("security.tabs.profile")}</h2>
      <dl className={styles.summary}>
        <div>
          <dt>{t("security.profile.account")}</dt>
          <dd>{view.account}</dd>
        </div>
        <div>
          <dt>{t("security.profile.mobile")}</dt>
          {/* A number (masked: "917****567") reads left to right in a right-to-left page too. */}
          <dd>
            {view.mobile === null ? (
              <Link to={securityTabPath("mobile")}>{t("security.profile.bindNow")}</Link>
            ) : (
              <bdi dir="ltr">{view.mobile}</bdi>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("security.profile.email")}</dt>
          <dd>
            {view.email === null ? (
              <Link to={securityTabPath("email")}>{t("security.profile.bindNow")}</Link>
            ) : (
              <bdi dir="ltr">{view.email}</bdi>
            )}
          </dd>
        </div>
      </dl>
      {/* The birthday's message names the brand's minimum age. */}
      <FieldMessages.Provider value={(translate, message) => translate(message, { age: view.minimumAge })}>
        <Form method="post" action={securityTabPath("profile")} replace className={styles.form} {...form.props}>
          <LoginFailureMessage failure={form.failure} />
          <div className={styles.fieldGrid}>
            {view.fields.map((field) =>
              field.editable ? (
                input(field)
              ) : (
                <div key={field.name} className={ui.field}>
                  <span className={ui.label}>{t(`security.profile.fields.${field.name}`)}</span>
                  <p className={profile.readOnly} data-field={field.name}>
                    {field.value}
                  </p>
                  <span className={ui.label}>{t("security.profile.setOnceNote")}</span>
                  {/* A change posted anyway (the platform refused it) says why here. */}
                  <FieldError id={form.field(field.name).id} errors={form.field(field.name).errors} />
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
      </FieldMessages.Provider>
    </div>
  );
}
