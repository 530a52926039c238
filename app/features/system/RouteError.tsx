import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Translator } from "~/i18n/translator";
import type { ErrorCode } from "~/platform/errors";
import type { GameType } from "~/platform/contract/common";
import { CATEGORY_LABEL } from "~/features/layout/categories";
import { ErrorPage } from "./SystemPage";

/** A route's error as its translated page: not found, a platform code's text, or the general text. */
export function RouteError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const notOffered = notOfferedVertical(error);
  if (notOffered) {
    return (
      <ErrorPage
        title={t("system.notOfferedTitle")}
        body={t("system.notOfferedBody", { vertical: t(CATEGORY_LABEL[notOffered]) })}
        code="VERTICAL_NOT_OFFERED"
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title={t("system.notFoundTitle")} body={t("system.notFoundBody")} />;
  }
  const code = isRouteErrorResponse(error) ? (error.data as { code?: unknown } | null)?.code : undefined;
  if (isTranslatedCode(code, i18n)) return <ErrorPage title={t("system.errorTitle")} body={t(`errors.${code}`)} code={code} />;
  return <ErrorPage title={t("system.errorTitle")} body={t("system.errorBody")} />;
}

/** The game vertical of a "not offered here" answer (a vertical the brand does not offer this visitor), else null. */
function notOfferedVertical(error: unknown): GameType | null {
  if (!isRouteErrorResponse(error)) return null;
  const body = error.data as { code?: unknown; vertical?: unknown } | null;
  return body?.code === "VERTICAL_NOT_OFFERED" && typeof body.vertical === "string" && Object.hasOwn(CATEGORY_LABEL, body.vertical)
    ? (body.vertical as GameType)
    : null;
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
