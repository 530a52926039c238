import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Field, FieldError } from "~/ui/Field";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { SectionError } from "~/ui/Section";
import { useFormState } from "~/forms/use-form-state";
import * as styles from "~/ui/panel.css";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { KYC_DOCUMENTS, KYC_ID_TYPES, type KycField } from "~/platform/contract/kyc-values";
import type { KycView } from "./kyc.server";
import { KYC_FORM, KYC_PATH } from "./paths";

const TEXT_FIELDS: readonly KycField[] = [
  "nationality",
  "placeOfBirth",
  "occupation",
  "sourceOfIncome",
  "currentAddress",
  "permanentAddress",
];

/**
 * The security centre's verification tab: where the player's identity verification stands
 * (not started, pending, approved, or rejected with the back office's reason) and, when one may
 * be sent (not started, or after a rejection), the form: the profile details a verification asks
 * for, then the four documents. A plain multipart post: works without JavaScript; with it, the
 * browser checks the details first. Files cannot be kept by a page that comes back refused: the
 * details typed are, and each refused document says why.
 */
export function KycTab({ view }: { view: KycView }) {
  const { t } = useTranslation();
  const form = useFormState({ form: KYC_FORM, rules: view.ok ? view.rules : undefined, action: KYC_PATH });
  if (!view.ok) return <SectionError code={view.code} />;
  const open = view.status === "NOT_STARTED" || view.status === "REJECTED";
  const idType = form.field("idType");
  const textInput = (name: KycField) => {
    const state = form.field(name);
    return (
      <Field key={name} id={state.id} label={t(`security.kyc.fields.${name}`)} errors={state.errors}>
        <input {...state.control} className={ui.input} type="text" defaultValue={state.defaultValue ?? view.values[name]} />
      </Field>
    );
  };

  return (
    <div className={styles.panel}>
      <h2 className={ui.dialogTitle}>{t("security.tabs.verification")}</h2>
      <p>{t("security.kyc.intro")}</p>
      {view.threshold === null ? null : (
        <p data-kyc-threshold="">
          {view.threshold === "" ? t("security.kyc.thresholdAll") : t("security.kyc.threshold", { amount: view.threshold })}
        </p>
      )}
      <dl className={styles.summary}>
        <div>
          <dt>{t("security.kyc.statusLabel")}</dt>
          <dd data-kyc-status={view.status}>{t(`security.kyc.status.${view.status}`)}</dd>
        </div>
        {view.submittedAt ? (
          <div>
            <dt>{t("security.kyc.submittedAt")}</dt>
            {/* Each time its own bidi isolate, so it keeps its order in a right-to-left page. */}
            <dd>
              <bdi>{view.submittedAt}</bdi>
            </dd>
          </div>
        ) : null}
        {view.decidedAt ? (
          <div>
            <dt>{t("security.kyc.decidedAt")}</dt>
            <dd>
              <bdi>{view.decidedAt}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      {/* Outside the form: a refusal can come back to a page without one (sent twice, already pending). */}
      <LoginFailureMessage failure={form.failure} />
      {view.status === "REJECTED" && view.reason ? (
        <div role="alert" className={styles.error}>
          <p>{t("security.kyc.rejectedReason")}</p>
          <p data-kyc-reason="">{view.reason}</p>
          <p>{t("security.kyc.resubmit")}</p>
        </div>
      ) : null}
      {view.status === "PENDING" ? <p>{t("security.kyc.pendingNote")}</p> : null}
      {view.status === "APPROVED" ? <p>{t("security.kyc.approvedNote")}</p> : null}
      {open ? (
        <Form method="post" action={KYC_PATH} encType="multipart/form-data" replace className={styles.form} {...form.props}>
          <fieldset className={styles.fieldGrid}>
            <legend>{t("security.kyc.profileStep")}</legend>
            {TEXT_FIELDS.map((name) => textInput(name))}
            <Field id={idType.id} label={t("security.kyc.fields.idType")} errors={idType.errors}>
              <select {...idType.control} className={ui.select} defaultValue={idType.defaultValue ?? ""}>
                <option value="">{t("security.kyc.chooseIdType")}</option>
                {KYC_ID_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`security.kyc.idTypes.${type}`)}
                  </option>
                ))}
              </select>
            </Field>
            {textInput("idNumber")}
          </fieldset>
          <fieldset className={styles.fieldGrid}>
            <legend>{t("security.kyc.documentsStep")}</legend>
            <p>{t("security.kyc.documentsHint")}</p>
            {KYC_DOCUMENTS.map((kind) => {
              const document = form.field(kind);
              return (
                <div key={kind} className={ui.field}>
                  <label className={ui.label} htmlFor={document.id}>
                    {t(`security.kyc.documents.${kind}`)}
                  </label>
                  <input {...document.control} type="file" accept="image/png,image/jpeg" />
                  <FieldError id={document.id} errors={document.errors} />
                </div>
              );
            })}
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={form.submitting}>
              {form.submitting
                ? t("security.kyc.sending")
                : t(view.status === "REJECTED" ? "security.kyc.resubmitButton" : "security.kyc.submit")}
            </button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
