import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { LoginActionData } from "~/features/auth/types";
import { BotCheck } from "~/features/bot-check/BotCheck";
import { errorTextOf } from "~/features/signin-steps/messages";
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
 * form post checked by the server with the login popup's schema (no JavaScript needed), and
 * the change-password modal (`?changePassword=1`: the member menu's form for a signed-in agent). Built from the sign-in steps' parts
 * rather than the popup's form, so the popup's script is not split to share it
 * (docs/decisions/page-weight.md).
 */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const view = useLoaderData<AgentLoginView>();
  // The action answers the sign-in form, or the change-password modal's form (its own answer).
  const answer = useActionData<LoginActionData | { form: string }>();
  const last = answer && "captcha" in answer ? answer : undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo");
  const captchaShown = last?.captcha.shown ?? false;
  const errors = last?.result.error ?? {};
  const first = (name: string) => errorTextOf(errors[name]?.[0]);
  const previousUsername = last?.result.initialValue?.username;

  return (
    <section className={styles.card} aria-labelledby="agent-login-title">
      <h1 id="agent-login-title" className={styles.title}>
        {t("agentSignIn.title")}
      </h1>
      <p className={styles.muted}>{t("agentSignIn.intro")}</p>
      <Form
        method="post"
        action={redirectTo ? `${AGENT_PATH}?${new URLSearchParams({ redirectTo })}` : AGENT_PATH}
        replace
        className={steps.form}
      >
        <input type="hidden" name="type" value="username" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {captchaShown ? <input type="hidden" name="captchaShown" value="on" /> : null}
        <StepFailure last={last} />
        <StepField
          id="agent-username"
          name="username"
          label={t("auth.username")}
          autoComplete="username"
          defaultValue={typeof previousUsername === "string" ? previousUsername : undefined}
          error={first("username")}
        />
        <StepField
          id="agent-password"
          name="password"
          type="password"
          label={t("auth.password")}
          autoComplete="current-password"
          error={first("password")}
        />
        {captchaShown ? (
          <>
            <img className={styles.captcha} src={`${CAPTCHA_IMAGE_PATH}?v=${last?.captcha.nonce ?? ""}`} alt={t("login.captchaImage")} />
            <StepField
              id="agent-captcha"
              name="captcha"
              label={t("auth.captcha")}
              autoComplete="off"
              inputMode="numeric"
              error={first("captcha")}
            />
          </>
        ) : null}
        <BotCheck purpose="login" round={last?.captcha.nonce} noscriptPass={view.noscriptPass} />
        <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={busy}>
          {t(busy ? "login.submitting" : "login.submit")}
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
