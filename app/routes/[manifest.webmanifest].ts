import type { LoaderFunctionArgs } from "@remix-run/node";
import { LANGUAGE_LABELS } from "~/i18n/languages";

/** A name short enough for a home screen: the brand's own, else its display name's first word. */
const shortNameOf = (brand: LoaderFunctionArgs["context"]["brand"]) => brand.shortName ?? brand.displayName.split(/\s+/)[0].slice(0, 12);

/**
 * `GET /manifest.webmanifest`: the brand's web app manifest, so players can add the brand
 * to a home screen: its names, the colours of its default mode, its logo and favicon.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { brand, theme } = context;
  const colours = theme.colours[brand.defaultMode];
  const manifest = {
    id: "/",
    name: brand.displayName,
    short_name: shortNameOf(brand),
    lang: LANGUAGE_LABELS[brand.defaultLanguage].tag,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: colours.bg,
    theme_color: colours.bg,
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any", purpose: "any" },
      { src: "/brand/logo.svg", type: "image/svg+xml", sizes: "any" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
