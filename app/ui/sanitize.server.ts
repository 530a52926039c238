import sanitizeHtml from "sanitize-html";
import { originOf } from "~/http/origin";
import { cdnUrl } from "~/platform/cdn";

/**
 * Platform HTML (announcements, notices, help, articles, pages) made safe to render, on
 * the server (docs/decisions/content-and-announcements.md). An allow-list, never a
 * deny-list: tags and attributes not named here are dropped, text inside dropped
 * script-like tags goes too, and URLs keep only the schemes named. Images show only
 * from the brand's image CDNs: a relative path is put on one of them, as every other
 * platform image is; any other absolute source drops the image.
 */
export interface SanitizeOptions {
  /** The brand's image CDN origins (brand config, else the platform's list). */
  imageCdns: readonly string[];
}

/** The tags platform HTML keeps (the XSS corpus tests hold the output to them). */
export const ALLOWED_TAGS: readonly string[] = [
  "p",
  "br",
  "hr",
  "div",
  "span",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "caption",
  "a",
  "img",
];

/** The attributes each tag keeps; some only with the one value the transforms below write. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, sanitizeHtml.AllowedAttribute[]>> = {
  a: ["href", "title", { name: "target", values: ["_blank"] }, { name: "rel", values: ["noopener noreferrer nofollow"] }],
  img: ["src", "alt", "width", "height", { name: "loading", values: ["lazy"] }],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  ol: ["start"],
};

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];

/** An image source on one of the CDNs, or null: relative paths go on the first CDN, absolute ones must be on a CDN. */
export function cdnImageSource(src: string, imageCdns: readonly string[]): string | null {
  const value = src.trim();
  if (value === "" || imageCdns.length === 0) return null;
  if (value.startsWith("/") && !value.startsWith("//")) {
    const url = cdnUrl(imageCdns[0], value);
    // The path must stay on that CDN (no "/..//evil" tricks that change the origin); written as the browser reads it.
    return originOf(url) === originOf(imageCdns[0]) ? new URL(url).href : null;
  }
  const origin = originOf(value);
  return origin !== null && imageCdns.some((cdn) => originOf(cdn) === origin) ? new URL(value).href : null;
}

export function sanitizePlatformHtml(html: string, options: SanitizeOptions): string {
  return sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: [
      "script",
      "style",
      "textarea",
      "option",
      "noscript",
      "iframe",
      "object",
      "embed",
      "template",
      "svg",
      "math",
      "title",
      "xmp",
      "noembed",
      "noframes",
      "plaintext",
    ],
    transformTags: {
      // Outside links open in a new tab without access to this page.
      a: (tagName, attribs) => {
        const kept = { href: attribs.href ?? "", ...(attribs.title ? { title: attribs.title } : {}) };
        const external = /^https?:/i.test(kept.href.trim());
        return { tagName, attribs: external ? { ...kept, target: "_blank", rel: "noopener noreferrer nofollow" } : kept };
      },
      img: (tagName, attribs) => {
        const src = cdnImageSource(attribs.src ?? "", options.imageCdns);
        if (!src) return { tagName, attribs: {} };
        const { alt, width, height } = attribs;
        return { tagName, attribs: { src, alt: alt ?? "", loading: "lazy", ...(width ? { width } : {}), ...(height ? { height } : {}) } };
      },
    },
    // An image whose source is not on a CDN is dropped whole.
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  } as sanitizeHtml.IOptions);
}
