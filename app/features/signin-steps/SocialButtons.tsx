import { useTranslation } from "~/i18n/react";
import type { SocialProvider } from "~/platform/contract/sign-in-steps";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import * as auth from "~/ui/auth.css";

/**
 * The login popup's social sign-in: one plain link per provider the brand
 * offers, so it works without JavaScript; the server sends the browser on to the provider
 * (`socialStartPath`, written out here so the popup's JavaScript stays small).
 */
export function SocialButtons({ providers, redirectTo }: { providers: readonly SocialProvider[]; redirectTo: string | null }) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <section className={auth.form} aria-labelledby="social-sign-in-title">
      <p id="social-sign-in-title" className={auth.footer}>
        {t("signInSteps.socialTitle")}
      </p>
      {providers.map((provider) => (
        <a
          key={provider}
          href={`/auth/social/${provider}${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`}
          className={cx(ui.button.secondary, ui.buttonLarge)}
        >
          {t(`signInSteps.socialWith.${provider}`)}
        </a>
      ))}
    </section>
  );
}
