import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { ThemeMode } from "~/brand/schema";
import { isThemeMode } from "~/theme/mode";
import * as styles from "./settings.css";

const THEME_FETCHER = "theme";

/** The mode to render: the one being switched to while the switch is in flight, else the server's. */
export function useThemeMode(serverMode: ThemeMode): ThemeMode {
  const pending = useFetcher({ key: THEME_FETCHER }).formData?.get("mode");
  return isThemeMode(pending) ? pending : serverMode;
}

/** Switches dark/light: a plain form post without JavaScript, a fetcher with it. */
export function ThemeToggle({ mode }: { mode: ThemeMode }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: THEME_FETCHER });
  const location = useLocation();
  const next: ThemeMode = mode === "dark" ? "light" : "dark";
  return (
    <fetcher.Form method="post" action="/settings/theme" preventScrollReset>
      <input type="hidden" name="mode" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className={styles.button} title={t(next === "dark" ? "settings.switchToDark" : "settings.switchToLight")}>
        {t(next === "dark" ? "settings.dark" : "settings.light")}
      </button>
    </fetcher.Form>
  );
}
