import { Form, Link, useActionData, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CaptchaField } from "~/features/auth/CaptchaField";
import { errorAria, Field } from "~/features/auth/Field";
import { LoginFailureMessage } from "~/features/auth/LoginFailureMessage";
import { textValue, useLoginForm } from "~/features/auth/LoginForm";
import { PasswordField } from "~/features/auth/PasswordField";
import { usernameLoginSchema } from "~/features/auth/schema";
import type { LoginActionData } from "~/features/auth/types";
import { AGENT_PATH } from "~/features/signin-steps/paths";
import { cx } from "~/ui/cx";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import * as auth from "~/features/auth/auth.css";
import type { AgentLoginView } from "./agent-login.server";
import * as styles from "./agent.css";

/**
 * The agent sign-in page: username, password, the captcha when the platform asks, a plain
 * form post (no JavaScript needed), and the change-password modal (`?changePassword=1`).
 */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const view = useLoaderData<AgentLoginView>();
  const last = useActionData<LoginActionData>();
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo");
  const { form, fields, submitting } = useLoginForm("agent-login", usernameLoginSchema, last);
  const captchaShown = last?.captcha.shown ?? false;

  return (
    <section className={styles.card} aria-labelledby="agent-login-title">
      <h1 id="agent-login-title" className={styles.title}>
        {t("agentSignIn.title")}
      </h1>
      <p className={styles.muted}>{t("agentSignIn.intro")}</p>
      <Form method="post" action={redirectTo ? `${AGENT_PATH}?${new URLSearchParams({ redirectTo })}` : AGENT_PATH} replace className={auth.form} {...form.props}>
        <input type="hidden" name="type" value="username" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {captchaShown ? <input type="hidden" name="captchaShown" value="on" /> : null}
        <LoginFailureMessage failure={last?.failure ?? null} />
        <Field id={fields.username.id} label={t("auth.username")} errors={fields.username.errors}>
          <input
            id={fields.username.id}
            name={fields.username.name}
            defaultValue={textValue(fields.username.initialValue)}
            className={ui.input}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...errorAria(fields.username.id, fields.username.errors)}
          />
        </Field>
        <PasswordField id={fields.password.id} name={fields.password.name} label={t("auth.password")} errors={fields.password.errors} />
        {captchaShown ? (
          <CaptchaField id={fields.captcha.id} name={fields.captcha.name} errors={fields.captcha.errors} nonce={last?.captcha.nonce ?? ""} />
        ) : null}
        <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={submitting}>
          {t(submitting ? "login.submitting" : "login.submit")}
        </button>
      </Form>
      <div className={styles.links}>
        <Link to="/">{t("agentSignIn.playerSite")}</Link>
        <Link to={`${AGENT_PATH}?changePassword=1`}>{t("agentSignIn.changePassword")}</Link>
      </div>
      {view.changePassword ? <ChangePasswordModal signedInAgent={view.signedInAgent} /> : null}
    </section>
  );
}

/**
 * The agent page's change-password modal, addressable (`/agent?changePassword=1`). Its form
 * is the member menu's change-password form, which arrives with that work: this modal is
 * where it goes (docs/decisions/sign-in-steps.md).
 */
function ChangePasswordModal({ signedInAgent }: { signedInAgent: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog open onClose={() => navigate(AGENT_PATH, { replace: true })} title={t("agentSignIn.changePasswordTitle")} closeAction={AGENT_PATH} name="agent-change-password">
      <p className={styles.muted}>{t(signedInAgent ? "agentSignIn.changePasswordComing" : "agentSignIn.changePasswordSignInFirst")}</p>
    </Dialog>
  );
}
