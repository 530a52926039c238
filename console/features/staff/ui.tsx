import { useEffect, useRef } from "react";
import * as root from "../../ui/styles.css";
import * as styles from "./ui.css";

export interface OneTimeCredentials {
  email: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
  /** The otpauth link as a QR code (an SVG data URI). */
  qrCode: string;
}

/**
 * A staff member's new password and authenticator secret, shown once: the store keeps the
 * password's hash only, so the page that made them is the one chance to hand them over.
 */
export function CredentialsPanel({ credentials, heading }: { credentials: OneTimeCredentials; heading: string }) {
  // The form that asked for them is further down the page: its reader is taken to them.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [credentials]);
  return (
    <section className={root.panel} aria-labelledby="credentials-heading">
      <h2 id="credentials-heading" tabIndex={-1} ref={headingRef}>
        {heading}
      </h2>
      <p>
        Hand these to {credentials.email} now, in person or over a channel you trust: they are shown this once and cannot be shown again.
        Their authenticator app adds the account from the QR code, or from the secret typed in.
      </p>
      <dl className={styles.definitions}>
        <dt>E-mail</dt>
        <dd className={styles.secret}>{credentials.email}</dd>
        <dt>One-time password</dt>
        <dd className={styles.secret} data-testid="one-time-password">
          {credentials.password}
        </dd>
        <dt>Authenticator secret</dt>
        <dd className={styles.secret} data-testid="totp-secret">
          {credentials.totpSecret}
        </dd>
        <dt>Authenticator link</dt>
        <dd className={styles.secret}>{credentials.otpauthUri}</dd>
      </dl>
      <img className={styles.qr} src={credentials.qrCode} alt={`QR code of the authenticator link for ${credentials.email}`} />
    </section>
  );
}
