import { Form, Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { USERNAME_FORM, type LoginExtra } from "~/features/auth/types";
import { BotCheck } from "~/forms/bot-check/BotCheck";
import { useFormState } from "~/forms/use-form-state";
import { AGENT_PATH } from "~/features/signin-steps/paths";
import { StepFailure, StepField } from "~/features/signin-steps/StepParts";
import * as steps from "~/features/signin-steps/steps.css";
import { cx } from "~/ui/cx";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import { ChangePasswordDialog } from "~/features/passwords/ChangePasswordDialog";
import type { AgentLoginView } from "./agent-login.server";
import * as styles from "./agent.css";

/** The captcha image route (the login popup's); `v` makes each answer's image a new URL. */
const CAPTCHA_IMAGE_PATH = "/auth/captcha";

/**
 * The agent sign-in page: username, password, the captcha when the platform asks, a plain
 * form post checked with the login popup's username form's schema (no JavaScript needed), and
 * the change-password modal (`?changePassword=1`: the member menu's form for a signed-in agent). Built from the sign-in steps' parts
 * rather than the popup's form, so the popup's script is not split to share it
 * (docs/decisions/page-weight.md).
 */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const view = useLoaderData<AgentLoginView>();
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo");
  const action = redirectTo ? `${AGENT_PATH}?${new URLSearchParams({ redirectTo })}` : AGENT_PATH;
  // The action answers the sign-in form, or the change-password modal's form (its own reply).
  const state = useFormState<LoginExtra>({ form: USERNAME_FORM, rules: view.rules, action: AGENT_PATH });
  const captcha = state.extra?.captcha;

  return (
    <section className={styles.card} aria-labelledby="agent-login-title">
      <h1 id="agent-login-title" className={styles.title}>
        {t("agentSignIn.title")}
      </h1>
      <p className={styles.muted}>{t("agentSignIn.intro")}</p>
      <Form method="post" action={action} replace className={steps.form} {...state.props}>
        <input type="hidden" name="type" value="username" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {captcha?.shown ? <input type="hidden" name="captchaShown" value="on" /> : null}
        <StepFailure failure={state.failure} formErrors={state.formErrors} />
        <StepField field={state.field("username")} label={t("auth.username")} autoComplete="username" />
        <StepField field={state.field("password")} type="password" label={t("auth.password")} autoComplete="current-password" />
        {captcha?.shown ? (
          <>
            <img className={styles.captcha} src={`${CAPTCHA_IMAGE_PATH}?v=${captcha.nonce}`} alt={t("login.captchaImage")} />
            <StepField field={state.field("captcha")} label={t("auth.captcha")} autoComplete="off" inputMode="numeric" />
          </>
        ) : null}
        <BotCheck purpose="login" round={captcha?.nonce} noscriptPass={view.noscriptPass} />
        <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={state.submitting}>
          {t(state.submitting ? "login.submitting" : "login.submit")}
        </button>
      </Form>
      <div className={styles.links}>
        <Link to="/">{t("agentSignIn.playerSite")}</Link>
        <Link to={`${AGENT_PATH}?changePassword=1`}>{t("agentSignIn.changePassword")}</Link>
      </div>
      {view.change ? (
        <ChangePasswordDialog view={view.change} action={`${AGENT_PATH}?changePassword=1`} closedPath={AGENT_PATH} />
      ) : view.changePassword ? (
        <SignInFirstModal />
      ) : null}
    </section>
  );
}

/** The change-password modal before an agent has signed in: it asks to sign in first. */
function SignInFirstModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open
      onClose={() => navigate(AGENT_PATH, { replace: true })}
      title={t("agentSignIn.changePasswordTitle")}
      closeAction={AGENT_PATH}
      name="agent-change-password"
    >
      <p className={styles.muted}>{t("agentSignIn.changePasswordSignInFirst")}</p>
    </Dialog>
  );
}
