import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/platform/contract/common";
import * as styles from "./settings.css";

export interface LanguageOption {
  code: Language;
  label: string;
}

/** The brand's languages. Without JavaScript the Apply button posts; with it, choosing posts. */
export function LanguageSelect({ current, options }: { current: Language; options: LanguageOption[] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "language" });
  const location = useLocation();
  if (options.length < 2) return null;
  return (
    <fetcher.Form method="post" action="/settings/language" preventScrollReset className={styles.inline}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label className={styles.label} htmlFor="language-select">
        {t("settings.language")}
      </label>
      <select
        id="language-select"
        name="language"
        defaultValue={current}
        key={current}
        className={styles.select}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.button}>
          {t("settings.apply")}
        </button>
      </noscript>
    </fetcher.Form>
  );
}
