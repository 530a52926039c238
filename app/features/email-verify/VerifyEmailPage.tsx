import { Link } from "@remix-run/react";
import * as styles from "~/ui/content.css";
import { securityTabPath } from "~/features/security/tabs";
import { useTranslation } from "~/i18n/react";
import type { VerifyEmailView } from "./verify.server";

/**
 * Where the verification email's link lands: verified, or why the link cannot verify (expired,
 * or not valid: used, replaced by a newer one, or for an address no longer bound) with the way
 * to a new one, the email tab's "send the link again" (signing in first when needed).
 */
export function VerifyEmailPage({ view }: { view: VerifyEmailView }) {
  const { t } = useTranslation();
  const tab = securityTabPath("email");
  return (
    <article className={styles.page} data-page="verify-email" data-state={view.state}>
      <h1 className={styles.pageTitle}>{t("security.emailVerify.pageTitle")}</h1>
      {view.state === "verified" ? (
        <p className={styles.success} role="status">
          {t("security.emailVerify.done", { email: view.email ?? "" })}
        </p>
      ) : view.state === "failed" ? (
        <p className={styles.error} role="alert">
          {t(`errors.${view.error ?? "INTERNAL_ERROR"}`)}
        </p>
      ) : (
        <p className={styles.error} role="alert">
          {t(view.state === "expired" ? "security.emailVerify.expired" : "security.emailVerify.invalid")}
        </p>
      )}
      <p className={styles.message}>
        <Link to={tab}>{t(view.state === "verified" ? "security.emailVerify.toSecurity" : "security.emailVerify.sendNew")}</Link>
      </p>
    </article>
  );
}
