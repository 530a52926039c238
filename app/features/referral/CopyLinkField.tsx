import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { copyText } from "~/features/layout/CopyUserIdDialog";
import * as money from "~/ui/account-page.css";
import * as ui from "~/ui/ui.css";
import * as styles from "./referral.css";

/**
 * The referral link in a read-only field (selectable without JavaScript) and a copy button;
 * the result is announced through a polite live region.
 */
export function CopyLinkField({ url }: { url: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor="referral-link">
        {t("referral.linkLabel")}
      </label>
      <div className={ui.inputRow}>
        <input id="referral-link" className={ui.input} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className={ui.button.primary}
          data-copy="referral-link"
          onClick={async () => setResult((await copyText(url)) ? "copied" : "failed")}
        >
          {t("referral.copy")}
        </button>
      </div>
      <p role="status" className={result === "failed" ? money.muted : styles.copied} data-copy-result={result ?? ""}>
        {result ? t(result === "copied" ? "referral.copied" : "referral.copyFailed") : ""}
      </p>
    </div>
  );
}
