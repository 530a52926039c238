import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/ui/Icon";
import * as ui from "~/ui/ui.css";
import type { FieldState } from "~/forms/use-form-state";
import { Field } from "~/ui/Field";
import * as styles from "~/ui/auth.css";

/** The image route's path; `v` only makes each image a new URL. */
export const CAPTCHA_IMAGE_PATH = "/auth/captcha";
/** The captcha is refreshed at most once per second. */
const REFRESH_PAUSE_MS = 1000;

interface CaptchaFieldProps {
  field: FieldState;
  /** Changes with every answer of the login action: each captcha answers one attempt. */
  nonce: string;
  /** The image route (the register popup draws its own captchas). */
  imagePath?: string;
}

/** The captcha the platform asked for: its image (with a throttled refresh) and the answer. */
export function CaptchaField({ field, nonce, imagePath = CAPTCHA_IMAGE_PATH }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [refreshes, setRefreshes] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => setPaused(false), REFRESH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [paused]);

  return (
    <Field id={field.id} label={t("auth.captcha")} errors={field.errors}>
      <div className={ui.inputRow}>
        <input key={nonce} {...field.control} className={ui.input} autoComplete="off" autoCapitalize="none" spellCheck={false} />
        <img
          className={styles.captchaImage}
          src={`${imagePath}?v=${nonce}-${refreshes}`}
          alt={t("login.captchaImage")}
          width={120}
          height={40}
        />
        <button
          type="button"
          className={ui.iconButton}
          aria-label={t("login.newCaptcha")}
          title={t("login.newCaptcha")}
          // aria-disabled rather than disabled: the button keeps keyboard focus during the pause.
          aria-disabled={paused}
          onClick={() => {
            if (paused) return;
            setRefreshes((count) => count + 1);
            setPaused(true);
          }}
        >
          <Icon name="refresh" />
        </button>
      </div>
    </Field>
  );
}
