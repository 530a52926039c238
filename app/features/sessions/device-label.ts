import type { Translate } from "~/i18n/translator";

/** A session's browser as the player recognises it, named from its user agent on the server (the parser never reaches the browser). */
export interface DeviceName {
  /** "Chrome 120"; null when the user agent names none. */
  browser: string | null;
  /** "Windows 10", "iOS 17.1"; null when the user agent names none. */
  os: string | null;
  kind: "mobile" | "tablet" | "desktop";
}

/** "Chrome 120 on Windows 10"; the parts the user agent does not name are said to be unknown. */
export function deviceLabel(t: Translate, device: DeviceName): string {
  return t("security.sessions.deviceOn", {
    browser: device.browser ?? t("security.sessions.unknownBrowser"),
    os: device.os ?? t("security.sessions.unknownSystem"),
  });
}
