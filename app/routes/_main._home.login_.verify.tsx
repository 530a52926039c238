import { useTranslation } from "~/i18n/react";
import { VERIFY_PATH } from "~/features/signin-steps/paths";
import { StepDialog } from "~/features/signin-steps/StepParts";
import { VerifyStep } from "~/features/signin-steps/VerifyStep";
import { verifyAction, verifyLoader } from "~/features/signin-steps/verify.server";
import { signInHeaders } from "~/features/signin-steps/headers";

/** `/login/verify`: the verification of a sign-in from a new address, a popup over the home. */
export const loader = verifyLoader;
export const action = verifyAction("player");
/** A refused sign-in's Retry-After reaches a plain form post too. */
export const headers = signInHeaders;

export default function VerifySignIn() {
  const { t } = useTranslation();
  return (
    <StepDialog title={t("signInSteps.verifyTitle")} name="verify">
      <VerifyStep action={VERIFY_PATH} loginPath="/login" />
    </StepDialog>
  );
}
