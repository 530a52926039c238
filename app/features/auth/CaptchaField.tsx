import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "./FieldError";
import * as styles from "./auth.css";

/** The image route's path; `v` only makes each image a new URL. */
export const CAPTCHA_IMAGE_PATH = "/auth/captcha";
/** SPEC.md §9: the captcha is refreshed at most once per second. */
const REFRESH_PAUSE_MS = 1000;

interface CaptchaFieldProps {
  id: string;
  name: string;
  errors: string[] | undefined;
  /** Changes with every answer of the login action: each captcha answers one attempt. */
  nonce: string;
}

/** The captcha the platform asked for: its image (with a throttled refresh) and the answer. */
export function CaptchaField({ id, name, errors, nonce }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [refreshes, setRefreshes] = useState(0);
  const [paused, setPaused] = useState(false);
  const errorId = `${id}-error`;

  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => setPaused(false), REFRESH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [paused]);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t("auth.captcha")}
      </label>
      <div className={styles.inputRow}>
        <input
          key={nonce}
          id={id}
          name={name}
          className={styles.input}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
        />
        <img
          className={styles.captchaImage}
          src={`${CAPTCHA_IMAGE_PATH}?v=${nonce}-${refreshes}`}
          alt={t("login.captchaImage")}
          width={120}
          height={40}
        />
        <button
          type="button"
          className={styles.iconButton}
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
          <RefreshIcon />
        </button>
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

function RefreshIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M21 12a9 9 0 1 1-2.64-6.36" />
      <path d="M21 3v6h-6" />
    </svg>
  );
}
