import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { rootShouldRevalidate } from "./features/layout/root-revalidate";
import { useThemeMode } from "./features/settings/ThemeToggle";
import { RouteError } from "./features/system/RouteError";
import { SystemPage } from "./features/system/SystemPage";
import { SYSTEM_HTTP_STATUS, UNAVAILABLE_RETRY_AFTER_SECONDS } from "./platform/system-state";
import { portalState } from "./features/system/status.server";
import { playerZone } from "./format/zone.server";
import { directionOf, LANGUAGE_LABELS } from "./i18n/languages";
import { TranslatorProvider, useTranslation } from "./i18n/react";
import { pageNamespaces, textsUrl, translatorOf } from "./i18n/texts";
import { textsVersion } from "./i18n/texts.server";
import { getSession } from "./session/session.server";
import { readFlash } from "./http/flash.server";
import * as styles from "./root.css";
import "./styles/global.css";
import { themeModeOf } from "./theme/theme-cookie.server";
import { FlashProvider, FlashRegion } from "./ui/FlashMessage";
import { useNonce } from "./ui/nonce";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { brand } = context;
  const { language, pack, languages } = context.i18n;
  const { system, flags } = await portalState(context);
  // Read here, where every page passes (an action's redirect revalidates the root): shown once.
  const { flash, headers } = await readFlash(request, context);
  if (system.kind === "unavailable") headers["Retry-After"] = String(UNAVAILABLE_RETRY_AFTER_SECONDS);
  return data(
    {
      brand: { id: brand.id, displayName: brand.displayName },
      themeHref: context.theme.href,
      themeColours: context.theme.colours,
      mode: themeModeOf(request.headers.get("Cookie"), brand.defaultMode),
      language,
      /** Its BCP 47 tag (`<html lang>`, dates): the table of every language's stays on the server. */
      lang: LANGUAGE_LABELS[language].tag,
      /**
       * Its writing direction (`<html dir>`): a right-to-left language mirrors every layout (they are
       * written in CSS logical properties) and the carousels. React writes it, so a language change
       * (a form, which revalidates the root) turns the page over without a reload.
       */
      dir: directionOf(language),
      /** The zone of every time the page shows a player (the brand's, named "GMT+8"), for times formatted in the browser too. */
      zone: playerZone(context),
      /**
       * The version of the brand's texts in this language: the browser loads them as files (app/i18n/texts.ts).
       * Made here, in the app's own module graph, where the render and `meta` look the pack up by it.
       */
      version: textsVersion(language, pack),
      languages: languages.map((code) => ({ code, label: LANGUAGE_LABELS[code].label })),
      user: getSession(context),
      system,
      /** Null while the portal is closed (maintenance, region block, platform down). */
      flags,
      /** The brand's customer service, for the maintenance page. */
      contact: system.kind === "maintenance" ? { ...brand.support } : null,
      /** What the last post did, across its redirect (`~/http/flash.server`). */
      flash,
    },
    { status: SYSTEM_HTTP_STATUS[system.kind], headers },
  );
}

export const shouldRevalidate = rootShouldRevalidate;

/** Every page inherits this: the platform-unavailable page tells clients when to come back. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** Every page: the brand's name and a description (search results, link previews); a route may give its own. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.brand.displayName },
        { name: "description", content: translatorOf(data).t("layout.metaDescription", { brand: data.brand.displayName }) },
      ]
    : [];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const mode = useThemeMode(data?.mode ?? "dark");
  const namespaces = pageNamespaces(useMatches());
  // The texts the first page shows start with the HTML, and the page hydrates once they are in
  // (app/entry.client.tsx). Later pages' namespaces load with their routes' modules: the links stay
  // as the document had them, so the browser does not fetch a namespace twice.
  const [preloads] = useState(() => (data ? namespaces.map((namespace) => textsUrl(data, namespace)) : []));
  // One translator per language and version, so its consumers render again only when they change.
  // In the browser this waits (suspends) until the page's namespaces are in: a navigation or a
  // language change keeps the page on screen meanwhile.
  const translator = data ? translatorOf(data, namespaces) : null;
  return (
    <html lang={data?.lang ?? "en"} dir={data?.dir ?? "ltr"} data-mode={mode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={mode} />
        {data ? <meta name="theme-color" content={data.themeColours[mode].bg} /> : null}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {preloads.map((href) => (
          <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={href} data-texts="" />
        ))}
        {/* The brand's palettes (dark and light, by data-mode): the compiled CSS holds none. */}
        {data ? <link rel="stylesheet" href={data.themeHref} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {translator ? <TranslatorProvider translator={translator}>{children}</TranslatorProvider> : children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (data.system.kind !== "ok")
    return <SystemPage brandName={data.brand.displayName} state={data.system} contact={data.contact} locale={data.lang} zone={data.zone} />;
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t("common.skipToContent")}
      </a>
      <FlashProvider flash={data.flash}>
        <FlashRegion />
        {/* Each layout (app/routes/_main.tsx for players) renders its own <main id="main">. */}
        <Outlet />
      </FlashProvider>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) return <UntranslatedError />;
  if (data.system.kind !== "ok")
    return <SystemPage brandName={data.brand.displayName} state={data.system} contact={data.contact} locale={data.lang} zone={data.zone} />;
  return <RouteError error={error} />;
}

/** Only when the root loader itself failed: there are no texts to translate with. */
function UntranslatedError() {
  return (
    <main className={styles.main}>
      <h1>Something went wrong</h1>
      <p>Please try again later.</p>
    </main>
  );
}
