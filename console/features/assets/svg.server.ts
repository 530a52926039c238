import sanitizeHtml from "sanitize-html";

/**
 * SVG uploads cleaned before they reach a brand's folder: the portal serves a brand's logo,
 * favicon and seals as SVG files from its own origin, and a browser opening such a file runs its
 * scripts with that origin's rights. So a file keeps only the drawing: an allow-list of SVG's
 * static elements and presentation attributes (sanitize-html, the project's HTML cleaner, in XML
 * mode); scripts, event handlers, foreignObject, animation (which can set a link), links out and
 * every reference to another address (`href`, `url(...)`, `@import`) go. What is kept points only
 * inside the file (`#id`) or at an embedded raster image (`data:image/png;base64,...`).
 */

export const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";

/** SVG's static drawing elements (as the XML parser keeps their case). */
const ALLOWED_ELEMENTS = [
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "image",
  "style",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
];

/** Presentation, geometry and accessibility attributes: no event handler, nothing that loads. */
const ALLOWED_ATTRIBUTES = [
  "id",
  "class",
  "style",
  "transform",
  "viewBox",
  "preserveAspectRatio",
  "xmlns",
  "xmlns:xlink",
  "version",
  "xml:space",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "d",
  "points",
  "pathLength",
  "href",
  "xlink:href",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-opacity",
  "opacity",
  "color",
  "display",
  "visibility",
  "overflow",
  "clip-path",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "maskContentUnits",
  "filter",
  "filterUnits",
  "primitiveUnits",
  "stdDeviation",
  "in",
  "in2",
  "result",
  "dx",
  "dy",
  "mode",
  "operator",
  "k1",
  "k2",
  "k3",
  "k4",
  "radius",
  "values",
  "type",
  "tableValues",
  "slope",
  "intercept",
  "amplitude",
  "exponent",
  "offset",
  "flood-color",
  "flood-opacity",
  "lighting-color",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "orient",
  "marker-start",
  "marker-mid",
  "marker-end",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "alignment-baseline",
  "letter-spacing",
  "word-spacing",
  "text-decoration",
  "textLength",
  "lengthAdjust",
  "startOffset",
  "shape-rendering",
  "text-rendering",
  "image-rendering",
  "color-interpolation-filters",
  "vector-effect",
  "paint-order",
  "mix-blend-mode",
  "isolation",
  "role",
  "aria-label",
  "aria-labelledby",
  "aria-describedby",
  "aria-hidden",
  "focusable",
];

/** Elements dropped with everything inside them (the rest of a dropped element's content is kept). */
const DROPPED_WHOLE = ["script", "foreignObject", "iframe", "object", "embed", "audio", "video", "canvas", "template", "noscript"];

/** An embedded raster image: the one kind of address an `<image>` may keep. */
const RASTER_DATA = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
/** A reference inside the file. */
const LOCAL = /^#[\w.:-]+$/;

/** Each `url(...)` of a value, its address unquoted. */
const urls = (value: string) => [...value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((match) => match[2].trim());

/**
 * Whether a CSS text (a `style` attribute, a `<style>` element) may stay: every `url()` local,
 * no `@import`, no escapes (which could spell either), no old scripting hooks, and no markup.
 */
function safeCss(css: string): boolean {
  if (/[\\<&]|@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(css)) return false;
  const count = (css.match(/url\s*\(/gi) ?? []).length;
  const found = urls(css);
  return found.length === count && found.every((address) => LOCAL.test(address));
}

/** What cleaning removed, in words, for the operator; in this order. */
const REMOVALS = ["script", "event handler", "foreignObject", "external reference", "style with an address", "other markup"] as const;
export type Removal = (typeof REMOVALS)[number];

export interface CleanedSvg {
  svg: string;
  /** What was taken out, each kind once. */
  removed: Removal[];
}

export class SvgError extends Error {
  override name = "SvgError";
}

/**
 * The file cleaned, or an SvgError when it is no SVG image (no `<svg>` root, binary data). The
 * XML prolog, doctype (and any entity it declares) and comments go; a root without the SVG
 * namespace gets it, so the file still draws as an image.
 */
export function cleanSvg(input: string): CleanedSvg {
  if (input.includes("\0")) throw new SvgError("This is not an SVG image: it holds binary data.");
  const removed = new Set<Removal>();
  const body = input
    .replace(/^\uFEFF/, "")
    .replace(/<\?[\s\S]*?\?>/g, "")
    .replace(/<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  if (!/^\s*<svg[\s>/]/.test(body)) throw new SvgError("This is not an SVG image: the file does not start with an <svg> element.");

  const allowedElements = new Set(ALLOWED_ELEMENTS);
  const cleaned = sanitizeHtml(body, {
    parser: { xmlMode: true, decodeEntities: true },
    allowedTags: ALLOWED_ELEMENTS,
    allowedAttributes: { "*": ALLOWED_ATTRIBUTES },
    // <style> is kept only when its text is safe CSS (exclusiveFilter below).
    allowVulnerableTags: true,
    nonTextTags: DROPPED_WHOLE,
    disallowedTagsMode: "discard",
    // Every element written with its closing tag, every attribute with its value: well-formed XML.
    selfClosing: [],
    nonBooleanAttributes: ["*"],
    allowedSchemes: [],
    allowedSchemesByTag: { image: ["data"] },
    allowProtocolRelative: false,
    onOpenTag: (name, attribs) => {
      if (name === "script") removed.add("script");
      else if (name === "foreignObject") removed.add("foreignObject");
      else if (!allowedElements.has(name)) removed.add("other markup");
      if (Object.keys(attribs).some((attribute) => /^on/i.test(attribute))) removed.add("event handler");
    },
    transformTags: {
      "*": (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name)) continue;
          if (name === "href" || name === "xlink:href") {
            const address = value.trim();
            if (LOCAL.test(address) || (tagName === "image" && RASTER_DATA.test(address))) kept[name] = address;
            else removed.add("external reference");
            continue;
          }
          if (name === "xmlns" || name === "xmlns:xlink") {
            if (value === (name === "xmlns" ? SVG_NAMESPACE : XLINK_NAMESPACE)) kept[name] = value;
            continue;
          }
          if (name === "style" ? !safeCss(value) : /url\s*\(/i.test(value) && !safeCss(value)) {
            removed.add("external reference");
            continue;
          }
          if (/javascript:|data:(?!image\/(?:png|jpeg|gif|webp);)/i.test(value.replace(/[\s\u0000-\u001f]/g, ""))) {
            removed.add("external reference");
            continue;
          }
          kept[name] = value;
        }
        if (tagName === "svg" && !kept.xmlns) kept.xmlns = SVG_NAMESPACE;
        return { tagName, attribs: kept };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== "style") return false;
      const unsafe = !safeCss(frame.text);
      if (unsafe) removed.add("style with an address");
      return unsafe;
    },
  });
  const start = cleaned.indexOf("<svg");
  const end = cleaned.lastIndexOf("</svg>");
  if (start === -1 || end === -1) throw new SvgError("This is not an SVG image: nothing of it could be kept.");
  return { svg: `${cleaned.slice(start, end + "</svg>".length)}\n`, removed: REMOVALS.filter((kind) => removed.has(kind)) };
}

const REMOVAL_WORDS: Record<Removal, string> = {
  script: "scripts",
  "event handler": "event handlers (such as onload)",
  foreignObject: "foreignObject content",
  "external reference": "references to other addresses",
  "style with an address": "a style sheet that loads or hides an address",
  "other markup": "markup that is not part of a drawing",
};

/** "scripts, event handlers (such as onload)": what cleaning removed, for a notice. */
export const removalText = (removed: readonly Removal[]) => removed.map((kind) => REMOVAL_WORDS[kind]).join(", ");
