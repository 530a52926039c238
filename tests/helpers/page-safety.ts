import { Parser } from "htmlparser2";

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "poster", "background", "xlink:href", "srcdoc"]);
/** The only data: URLs the portal writes itself (QR codes, inline icons). */
const OWN_DATA_URL = /^data:image\/(svg\+xml|png)[;,]/i;

/**
 * What in a whole rendered page could run script, read as a browser's tokenizer would:
 * a script without the response's CSP nonce, any event-handler attribute, a URL with a
 * script scheme, or an element that loads or navigates on its own. The portal itself
 * writes none of these, so any one comes from platform content that got through.
 */
export function executableParts(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script" && !attributes.nonce) problems.push("<script> without the nonce");
        if (["iframe", "object", "embed", "base", "frame", "frameset", "portal"].includes(name)) problems.push(`<${name}>`);
        if (name === "meta" && attributes["http-equiv"]) problems.push("<meta http-equiv>");
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) problems.push(`<${name} ${attribute}>`);
          if (attribute === "style") problems.push(`<${name} style>`);
          if (URL_ATTRIBUTES.has(attribute)) {
            const url = value.replace(/[\u0000-\u0020]/g, "");
            if (/^(javascript|vbscript|livescript):/i.test(url) || (/^data:/i.test(url) && !OWN_DATA_URL.test(url))) {
              problems.push(`<${name} ${attribute}="${value.slice(0, 60)}">`);
            }
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}
