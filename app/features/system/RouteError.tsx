import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Translator } from "~/i18n/translator";
import type { ErrorCode } from "~/platform/errors";
import { ErrorPage } from "./SystemPage";

/** A route's error as its translated page: not found, a platform code's text, or the general text. */
export function RouteError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const code = isRouteErrorResponse(error) ? (error.data as { code?: unknown } | null)?.code : undefined;
  // A game vertical the brand does not offer (404 off, 451 out of region) says so, not "not found".
  const notOffered = code === "VERTICAL_NOT_OFFERED";
  if (isRouteErrorResponse(error) && error.status === 404 && !notOffered) {
    return <ErrorPage title={t("system.notFoundTitle")} body={t("system.notFoundBody")} />;
  }
  if (isTranslatedCode(code, i18n)) {
    return <ErrorPage title={t(notOffered ? "system.notOfferedTitle" : "system.errorTitle")} body={t(`errors.${code}`)} code={code} />;
  }
  return <ErrorPage title={t("system.errorTitle")} body={t("system.errorBody")} />;
}

/**
 * A platform code the pack translates. The pack decides, not the contract's list of codes:
 * importing that list here would put every code's English text in the root bundle.
 */
function isTranslatedCode(code: unknown, i18n: Translator): code is ErrorCode {
  return typeof code === "string" && /^[A-Z][A-Z0-9_]*$/.test(code) && i18n.exists(`errors.${code}`);
}

/**
 * The error boundary of the top layouts (the player pages, the agent centre, the agent
 * sign-in). An error thrown by an action reaches the nearest boundary, and Remix loads the
 * routes above it only: with the boundary here, the root's loader (the language, the pack,
 * the brand) still runs, so even a failed form post answers a translated page.
 */
export function LayoutErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
