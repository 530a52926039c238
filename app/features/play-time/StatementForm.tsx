import { Form } from "@remix-run/react";
import { useFormState } from "~/forms/use-form-state";
import { useTranslation } from "~/i18n/react";
import { CentreSection } from "~/ui/CentrePage";
import { cx } from "~/ui/cx";
import { Field } from "~/ui/Field";
import { Failure } from "~/ui/FormParts";
import { SectionError } from "~/ui/Section";
import * as styles from "~/ui/account-page.css";
import * as ui from "~/ui/ui.css";
import { ACCOUNT_ACTIVITY_PATH } from "./paths";
import { STATEMENT_FORM, type StatementFormView } from "./statement";

/**
 * The statement's form: two days and a button per format. It is posted as a document
 * (`reloadDocument`), not fetched: its answer is the download, which the browser saves while the
 * page stays; a refusal comes back as the page with the days typed and each field's message.
 * Without a PDF in the page's language, only the CSV is offered, and the page says why.
 */
export function StatementForm({ statement }: { statement: StatementFormView }) {
  const { t } = useTranslation();
  const form = useFormState({
    form: STATEMENT_FORM,
    rules: statement.ok ? statement.value.rules : undefined,
    action: ACCOUNT_ACTIVITY_PATH,
  });
  if (!statement.ok) {
    return (
      <CentreSection title={t("playTime.statement.title")} name="statement">
        <SectionError code={statement.code} />
      </CentreSection>
    );
  }
  const view = statement.value;
  const days = [
    ["from", view.suggested.from],
    ["to", view.suggested.to],
  ] as const;
  return (
    <CentreSection title={t("playTime.statement.title")} name="statement">
      <p className={styles.muted}>{t("playTime.statement.explain", { since: view.earliest })}</p>
      <Form method="post" action={ACCOUNT_ACTIVITY_PATH} reloadDocument className={styles.form} {...form.props}>
        <Failure code={form.failure?.code} />
        {form.formErrors?.map((message) => (
          <p key={message} role="alert" className={styles.alert}>
            {t(message as "playTime.statement.pdfUnavailable")}
          </p>
        ))}
        {days.map(([name, suggested]) => {
          const field = form.field(name);
          return (
            <Field key={name} id={field.id} label={t(`playTime.statement.${name}`)} errors={field.errors}>
              <input type="date" className={ui.input} defaultValue={field.defaultValue ?? suggested} {...field.control} />
            </Field>
          );
        })}
        <div className={styles.row}>
          <button type="submit" name="format" value="csv" className={cx(ui.button.primary, ui.buttonLarge)}>
            {t("playTime.statement.csv")}
          </button>
          {view.pdf ? (
            <button type="submit" name="format" value="pdf" className={cx(ui.button.secondary, ui.buttonLarge)}>
              {t("playTime.statement.pdf")}
            </button>
          ) : null}
        </div>
        <p className={styles.muted} data-statement-pdf={view.pdf ? "offered" : "unavailable"}>
          {view.pdf ? t("playTime.statement.pdfMax", { entries: view.pdfMaxEntries }) : t("playTime.statement.pdfUnavailable")}
        </p>
      </Form>
    </CentreSection>
  );
}
