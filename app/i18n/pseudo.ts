import type { Pack } from "./pack";

/**
 * The pseudo-language, for QA: `?lng=XX` shows the brand's English texts bracketed, accented and
 * 40 % longer ("[Ðéþóšîţ ~~~~]"), so a text that comes from anywhere but the packs stands out
 * unbracketed, a missing glyph shows, and a layout that breaks on longer labels (Tagalog's are
 * often 40 % longer than English) breaks here first. Never a platform language: the platform is
 * asked in English, and only a portal started with PORTAL_PSEUDO_LANGUAGE offers it.
 */
export const PSEUDO_LANGUAGE = "XX";

/** Each ASCII letter and its accented look-alike, at the same place. */
const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "áƀçðéƒĝĥîĵķļɱñóþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";

/** `{{name}}` placeholders, kept as they are so the translator still fills them. */
const PLACEHOLDER = /({{.+?}})/;

/** One text in the pseudo-language: accented letters, placeholders untouched, padded to 140 %, in brackets. */
export function pseudoText(text: string): string {
  const accented = text
    .split(PLACEHOLDER)
    .map((part) => (PLACEHOLDER.test(part) ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)]!)))
    .join("");
  const visible = text.replace(/{{.+?}}/g, "").length;
  const padding = Math.ceil(visible * 0.4);
  return `[${accented}${padding ? ` ${"~".repeat(Math.max(padding - 1, 1))}` : ""}]`;
}

const pseudoPacks = new WeakMap<Pack, Pack>();

/** A pack with every text in the pseudo-language (made once per pack). */
export function pseudoPack(pack: Pack): Pack {
  let pseudo = pseudoPacks.get(pack);
  if (!pseudo) pseudoPacks.set(pack, (pseudo = mapTexts(pack) as Pack));
  return pseudo;
}

function mapTexts(tree: object): object {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === "string" ? pseudoText(value) : mapTexts(value as object)]),
  );
}
