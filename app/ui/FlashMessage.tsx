import { useLocation, useMatches } from "@remix-run/react";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { Flash, FlashFailure } from "~/http/flash";
import { useTranslation } from "~/i18n/react";
import * as parts from "~/ui/form-parts.css";
import * as styles from "~/ui/flash.css";

/**
 * The flash message the root loader read (`~/http/flash.server`): what the last post did, across
 * its redirect, shown once. Server-rendered, so it shows without JavaScript too.
 */
const FlashContext = createContext<Flash | null>(null);

/**
 * Gives the page the root loader's flash while the browser stays where it arrived with it: a later
 * navigation that does not load the root again (a link) keeps its data, and must not show the flash twice.
 */
export function FlashProvider({ flash, children }: { flash: Flash | null; children: ReactNode }) {
  const { key } = useLocation();
  const [arrival, setArrival] = useState({ flash, key });
  if (arrival.flash !== flash) setArrival({ flash, key });
  return <FlashContext.Provider value={arrival.key === key ? flash : null}>{children}</FlashContext.Provider>;
}

/**
 * The routes whose page is a modal popup, or a form the success replaces: they show the flash
 * themselves (`FlashMessage`, `useFlashSaid`), since the page behind a modal is inert and a message
 * there would be neither read out nor reachable.
 */
const SHOWN_BY_PAGE = new Set([
  "routes/_main._home.login",
  "routes/_main._home.forgot-password",
  "routes/_main._home.contract",
  "routes/agent",
]);

/** Whether a matched route shows the flash itself. */
function useFlashInPage(): boolean {
  return useMatches().some((match) => SHOWN_BY_PAGE.has(match.id));
}

/**
 * Whether the flash on screen is the success `message`: for a page whose own parts change with
 * it (a link onwards, a note it replaces). The message itself is the flash's to show.
 */
export function useFlashSaid(message: string): boolean {
  return useFlashSuccess(message) !== null;
}

/**
 * The flash on screen when it is the success `message`, else null: a new one for each post that
 * said it, for a page part that acts on every one of them (a form emptied after each request).
 */
export function useFlashSuccess(message: string): Flash | null {
  const flash = useContext(FlashContext);
  return flash?.kind === "success" && flash.message === message ? flash : null;
}

/** The flash on screen's failure, if it is one: for a popup that shows it itself. */
export function useFlashFailure(): FlashFailure | null {
  const flash = useContext(FlashContext);
  return flash?.kind === "error" ? flash : null;
}

/**
 * The flash, translated: a success as a status, a failure as an alert (`errors.<code>`). Shown by
 * the root (`FlashRegion`), or by a popup itself.
 */
export function FlashMessage() {
  const flash = useContext(FlashContext);
  const { t } = useTranslation();
  if (!flash) return null;
  if (flash.kind === "error")
    return (
      <p role="alert" className={parts.alert} data-error-code={flash.code}>
        {t(`errors.${flash.code}`)}
      </p>
    );
  // The keys are the server's own (a signed cookie), texts of the page's namespaces like its own.
  const texts = [flash, ...(flash.more ? [flash.more] : [])].map(({ message, values }) => t(message as "common.skipToContent", values));
  return (
    <p role="status" className={parts.success} data-state="done">
      {texts.join(" ")}
    </p>
  );
}

/** The root's place for the flash, above the page, unless the page shows it itself. */
export function FlashRegion() {
  const inPage = useFlashInPage();
  const flash = useContext(FlashContext);
  if (inPage || !flash) return null;
  return (
    <div className={styles.region} data-flash={flash.kind}>
      <FlashMessage />
    </div>
  );
}
