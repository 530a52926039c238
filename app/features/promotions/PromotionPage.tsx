import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { FieldError, FieldMessages } from "~/ui/Field";
import * as content from "~/ui/content.css";
import { SectionError } from "~/ui/Section";
import * as money from "~/ui/account-page.css";
import { Failure, KeyField, SubmitButton } from "~/ui/FormParts";
import { Checking } from "~/ui/Checking";
import { REAL_ACCOUNT_PATH } from "~/session/paths";
import { REWARD_CENTRE_PATH } from "~/features/rewards/paths";
import { useFormState } from "~/forms/use-form-state";
import type { FormRules } from "~/forms/rules";
import { COMMENT_MAX_CHARS } from "~/platform/contract/promotion-rules";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import type { NextKey } from "~/forms/money";
import { APPLY_FORM, promotionPath, PROMOTIONS_PATH } from "./paths";
import type { PromotionView } from "./promotions.server";
import * as styles from "./promotions.css";
import { StatusBadge } from "./StatusBadge";

/** The comment's messages carry its limit. */
const fieldMessages = (t: (key: string, values?: Record<string, unknown>) => string, message: string) =>
  t(message, { max: COMMENT_MAX_CHARS });

/** One activity: its status, dates, bonus, the platform's content (sanitised on the server) and what the viewer can do. */
export function PromotionPage({ view }: { view: PromotionView }) {
  const { t } = useTranslation();
  const { activity } = view;
  // The refusal shows whatever the page now offers (a second application finds the form gone).
  const failure = useFormState({ form: APPLY_FORM }).failure;
  return (
    <article className={cx(content.page, styles.detail)} data-page="promotion">
      <Link to={PROMOTIONS_PATH}>{t("promotions.back")}</Link>
      <Checking />
      {!activity.ok ? (
        <>
          <h1 className={content.pageTitle}>{t("promotions.title")}</h1>
          <SectionError code={activity.code} />
        </>
      ) : (
        <>
          <h1 className={content.pageTitle}>{activity.value.title}</h1>
          <Failure code={failure?.code} />
          {view.statusError ? (
            <p className={content.error} role="alert" data-state="status-error">
              {t("promotions.statusUnavailable", { reason: t(`errors.${view.statusError}`) })}
            </p>
          ) : null}
          <p className={styles.meta}>
            <span>{t("promotions.status")}:</span>
            <StatusBadge status={activity.value.status} />
            <span>{t("promotions.period", { from: activity.value.from, to: activity.value.to })}</span>
          </p>
          <p className={styles.bonus}>{t("promotions.bonus", { amount: activity.value.bonus })}</p>
          <div className={content.richText} data-activity-content dangerouslySetInnerHTML={{ __html: activity.value.html }} />
          <NextStep view={view} />
        </>
      )}
    </article>
  );
}

/** What the viewer can do now: sign in, use a real account, apply, or where their application stands. */
function NextStep({ view }: { view: PromotionView }) {
  const { t } = useTranslation();
  if (!view.activity.ok) return null;
  const { id, status, applyMode } = view.activity.value;
  const open = status === "JOIN" && applyMode === "APPLY";
  if (open && view.viewer === "visitor") {
    return (
      <Link
        className={content.linkButton}
        to={`/login?${new URLSearchParams({ redirectTo: promotionPath(id) })}`}
        data-testid="sign-in-to-apply"
      >
        {t("promotions.signInToApply")}
      </Link>
    );
  }
  if (open && view.viewer === "trial") {
    return (
      <Link className={content.linkButton} to={REAL_ACCOUNT_PATH}>
        {t("promotions.realAccountToApply")}
      </Link>
    );
  }
  // Without the member's status (its alert says why) the form could make a second application: not offered.
  if (open) return view.statusError ? null : <ApplyForm id={id} idempotencyKey={view.idempotencyKey} rules={view.rules} />;
  return (
    <p className={money.muted} data-state={status}>
      {t(`promotions.statusHelp.${status}`)}{" "}
      {status === "ISSUED" ? <Link to={REWARD_CENTRE_PATH}>{t("promotions.toRewardCentre")}</Link> : null}
    </p>
  );
}

/** The application: a comment and up to 3 images, a multipart post (works without JavaScript; the comment is kept after a refusal). */
function ApplyForm({ id, idempotencyKey, rules }: { id: number; idempotencyKey: string; rules: FormRules }) {
  const { t } = useTranslation();
  const action = promotionPath(id);
  const form = useFormState<NextKey>({ form: APPLY_FORM, rules, action });
  const comment = form.field("comment");
  const images = form.field("images");
  const keyError = form.field("idempotencyKey").errors?.[0];
  return (
    <section className={money.card} aria-labelledby="apply-title">
      <h2 id="apply-title" className={money.heading}>
        {t("promotions.applyTitle")}
      </h2>
      <Form method="post" action={action} encType="multipart/form-data" className={money.form} {...form.props}>
        <FieldMessages.Provider value={fieldMessages}>
          {keyError ? (
            <p role="alert" className={money.alert} data-field-error="idempotencyKey">
              {t(keyError as "money.formExpired")}
            </p>
          ) : null}
          <KeyField value={form.extra?.nextKey ?? idempotencyKey} />
          <div className={ui.field}>
            <label className={ui.label} htmlFor={comment.id}>
              {t("promotions.comment")}
            </label>
            <textarea {...comment.control} className={cx(ui.input, styles.textarea)} defaultValue={comment.defaultValue} />
            <p className={money.muted}>{t("promotions.commentHint", { max: COMMENT_MAX_CHARS })}</p>
            <FieldError id={comment.id} errors={comment.errors} />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={images.id}>
              {t("promotions.images")}
            </label>
            {/* Checked on the server by their bytes (at most 3, png or jpg, 5 MB each). */}
            <input {...images.control} type="file" accept="image/png,image/jpeg" multiple />
            <p className={money.muted}>{form.reply ? t("promotions.imagesAgain") : t("promotions.imagesHint")}</p>
            <FieldError id={images.id} errors={images.errors} />
          </div>
          <SubmitButton label={t("promotions.submit")} action={action} />
        </FieldMessages.Provider>
      </Form>
    </section>
  );
}
