import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as styles from "~/features/content/content.css";
import { FEEDBACK_CONTENT, FEEDBACK_TYPES } from "~/platform/contract/feedback-types";
import type { FeedbackActionData, FeedbackView } from "./types";

/** The feedback page: question type and content, a plain form post (works without JavaScript). */
export function FeedbackPage({ view }: { view: FeedbackView }) {
  const { t } = useTranslation();
  const result = useActionData<FeedbackActionData>();
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;

  return (
    <article className={styles.page} data-page="feedback">
      <h1 className={styles.pageTitle}>{t("contentPages.titles.feedback")}</h1>
      <p>{t("feedback.intro")}</p>
      {view.sent && !result ? (
        <p className={styles.success} role="status" data-state="sent">
          {t("feedback.sent")}
        </p>
      ) : null}
      {result?.failure ? (
        <p className={styles.error} role="alert" data-state="failed">
          {result.failure === "RATE_LIMITED" ? t("feedback.tooMany") : `${t("feedback.failed")} ${t(`errors.${result.failure}`)}`}
        </p>
      ) : null}
      {!view.signedIn ? (
        <p className={styles.message}>
          <Link to="/login?redirectTo=%2Ffeedback">{t("feedback.signInFirst")}</Link>
        </p>
      ) : (
        <Form method="post" className={styles.form} noValidate>
          <div className={styles.field}>
            <label htmlFor="feedback-type">{t("feedback.questionType")}</label>
            <select
              id="feedback-type"
              name="questionType"
              className={styles.input}
              defaultValue={values?.questionType ?? ""}
              required
              aria-invalid={errors.questionType ? true : undefined}
              aria-describedby={errors.questionType ? "feedback-type-error" : undefined}
            >
              <option value="">{t("feedback.chooseType")}</option>
              {FEEDBACK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`feedback.types.${type}`)}
                </option>
              ))}
            </select>
            {errors.questionType ? (
              <p id="feedback-type-error" className={styles.fieldError}>
                {t(errors.questionType as "feedback.typeRequired")}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor="feedback-content">{t("feedback.content")}</label>
            <textarea
              id="feedback-content"
              name="content"
              className={styles.input}
              rows={6}
              minLength={FEEDBACK_CONTENT.min}
              maxLength={FEEDBACK_CONTENT.max}
              required
              defaultValue={values?.content ?? ""}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={errors.content ? "feedback-content-hint feedback-content-error" : "feedback-content-hint"}
            />
            <p id="feedback-content-hint" className={styles.muted}>
              {t("feedback.contentHint", FEEDBACK_CONTENT)}
            </p>
            {errors.content ? (
              <p id="feedback-content-error" className={styles.fieldError}>
                {t(errors.content as "feedback.contentTooShort", FEEDBACK_CONTENT)}
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
