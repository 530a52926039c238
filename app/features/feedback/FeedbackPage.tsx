import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as styles from "~/ui/content.css";
import { errorIdOf } from "~/forms/rules";
import { useFormState } from "~/forms/use-form-state";
import { FEEDBACK_CONTENT, FEEDBACK_TYPES } from "~/platform/contract/feedback-types";
import { FEEDBACK_FORM, type FeedbackView } from "./types";

/**
 * The feedback page: question type and content, a plain form post (works without
 * JavaScript; with it, the browser checks the fields first, by the rules the loader made
 * from the form's schema).
 */
export function FeedbackPage({ view }: { view: FeedbackView }) {
  const { t } = useTranslation();
  const form = useFormState({ form: FEEDBACK_FORM, rules: view.rules });
  const busy = form.submitting;
  const questionType = form.field("questionType");
  const content = form.field("content");
  const hintId = `${content.id}-hint`;

  return (
    <article className={styles.page} data-page="feedback">
      <h1 className={styles.pageTitle}>{t("contentPages.titles.feedback")}</h1>
      <p>{t("feedback.intro")}</p>
      {form.failure ? (
        <p className={styles.error} role="alert" data-state="failed">
          {form.failure.code === "TOO_MANY_ATTEMPTS"
            ? t("feedback.tooMany")
            : `${t("feedback.failed")} ${t(`errors.${form.failure.code}`)}`}
        </p>
      ) : null}
      {!view.signedIn ? (
        <p className={styles.message}>
          <Link to="/login?redirectTo=%2Ffeedback">{t("feedback.signInFirst")}</Link>
        </p>
      ) : (
        <Form method="post" className={styles.form} {...form.props}>
          <div className={styles.field}>
            <label htmlFor={questionType.id}>{t("feedback.questionType")}</label>
            <select {...questionType.control} className={styles.input} defaultValue={questionType.defaultValue ?? ""}>
              <option value="">{t("feedback.chooseType")}</option>
              {FEEDBACK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`feedback.types.${type}`)}
                </option>
              ))}
            </select>
            {questionType.errors?.length ? (
              <p id={errorIdOf(questionType.id)} className={styles.fieldError}>
                {t(questionType.errors[0] as "feedback.typeRequired")}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={content.id}>{t("feedback.content")}</label>
            <textarea
              {...content.control}
              className={styles.input}
              rows={6}
              defaultValue={content.defaultValue ?? ""}
              aria-describedby={content.errors?.length ? `${hintId} ${errorIdOf(content.id)}` : hintId}
            />
            <p id={hintId} className={styles.muted}>
              {t("feedback.contentHint", FEEDBACK_CONTENT)}
            </p>
            {content.errors?.length ? (
              <p id={errorIdOf(content.id)} className={styles.fieldError}>
                {t(content.errors[0] as "feedback.contentTooShort", FEEDBACK_CONTENT)}
              </p>
            ) : null}
          </div>
          <button type="submit" className={styles.linkButton} disabled={busy}>
            {t("feedback.submit")}
          </button>
        </Form>
      )}
    </article>
  );
}
