import { readFileSync } from "node:fs";
import { Parser } from "htmlparser2";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from "~/ui/sanitize.server";

/** The XSS corpus (tests/fixtures/xss-payloads.txt), one payload a line. */
export function xssPayloads(): string[] {
  return readFileSync(new URL("../fixtures/xss-payloads.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.length > 0 && !line.startsWith("# "));
}

// The sanitiser's own allow-list: what it keeps is what the output may hold.
const TAGS = new Set(ALLOWED_TAGS);
const ATTRIBUTES = Object.fromEntries(
  Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [
    tag,
    new Set(attributes.map((attribute) => (typeof attribute === "string" ? attribute : attribute.name))),
  ]),
);

/** What is wrong with sanitised HTML, read as a browser's tokenizer would: [] when it is safe to render. */
export function unsafeParts(html: string, imageCdns: readonly string[]): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!TAGS.has(name)) problems.push(`tag <${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!ATTRIBUTES[name]?.has(attribute)) problems.push(`<${name} ${attribute}>`);
          if (attribute === "href" && !safeHref(value)) problems.push(`<${name} href="${value}">`);
          if (attribute === "src" && !imageCdns.some((cdn) => value.startsWith(`${cdn}/`))) problems.push(`<${name} src="${value}">`);
        }
      },
      oncomment() {
        problems.push("comment");
      },
      onprocessinginstruction(name) {
        problems.push(`instruction ${name}`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}

/** Same-site paths, fragments, and the allowed schemes; never javascript:, data: and the like. */
function safeHref(value: string): boolean {
  const href = value.trim();
  if (href.startsWith("#")) return true;
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme !== undefined) return ["http", "https", "mailto", "tel"].includes(scheme);
  // A relative path without a scheme (no colon before the first slash).
  return !/[\u0000-\u001f]/.test(href);
}
