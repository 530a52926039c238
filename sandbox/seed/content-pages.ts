import type Database from "better-sqlite3";
import type { ContentPageId } from "../../app/platform/contract/content-pages";
import type { SeededMerchant } from "./merchants";
import type { Language } from "../../app/platform/contract";
import { writtenIn } from "../lib/written";
import { withMinimumAge } from "../lib/birthdays";

type Lang = "EN" | "TY";

/** Articles per kind and merchant: more than two pages of the portal's 10. */
export const ARTICLE_COUNT = 23;
const DAY_MS = 86_400_000;

const TOPICS: Record<Lang, string[]> = {
  EN: ["Slots", "Live casino", "Sports", "Fishing", "Card games", "Lottery", "Sabong"],
  TY: ["Slots", "Live casino", "Palakasan", "Pangingisda", "Baraha", "Lotto", "Sabong"],
};

function article(kind: "BLOG" | "NEWS", language: Language, n: number, merchant: string) {
  // Written in English and Tagalog: any other language reads the English.
  const lang = language === "TY" ? "TY" : "EN";
  const topic = TOPICS[lang][n % TOPICS[lang].length];
  const title =
    kind === "BLOG"
      ? lang === "EN"
        ? `${topic} guide, part ${n}`
        : `Gabay sa ${topic}, bahagi ${n}`
      : lang === "EN"
        ? `${topic} update no. ${n}`
        : `Balita sa ${topic} blg. ${n}`;
  const summary =
    lang === "EN" ? `What is new in ${topic.toLowerCase()} this week.` : `Ano ang bago sa ${topic.toLowerCase()} ngayong linggo.`;
  // Platform HTML with an image on the CDN (a path the portal puts on the brand's image CDN).
  const content =
    `<h2>${title}</h2><p>${summary}</p>` +
    `<p><img src="/assets/banners/${merchant}-w_home-${n % 3}.svg" alt="${topic}" width="640" height="240"></p>` +
    `<ul><li>${lang === "EN" ? "Play responsibly" : "Maglaro nang responsable"}</li><li><a href="/help#term">${lang === "EN" ? "Terms" : "Mga tuntunin"}</a></li></ul>`;
  return { slug: `${kind.toLowerCase()}-${n}`, title, summary, content };
}

const PAGES: Record<ContentPageId, Record<Lang, [title: string, html: string]>> = {
  ABOUT: {
    EN: [
      "About us",
      "<p>We are a licensed operator of slots, live casino, sports, fishing, card games, lottery and sabong.</p><p>Our support team is available 24/7.</p>",
    ],
    TY: [
      "Tungkol sa amin",
      "<p>Kami ay lisensyadong operator ng slots, live casino, palakasan, pangingisda, baraha, lotto at sabong.</p><p>Bukas ang aming suporta 24/7.</p>",
    ],
  },
  LICENCES: {
    EN: [
      "Licences",
      "<p>Licensed and regulated for online gaming.</p><ul><li>Gaming licence no. GL-2026-0417</li><li>Certified random number generator</li></ul>",
    ],
    TY: [
      "Mga lisensya",
      "<p>Lisensyado at regulado para sa online gaming.</p><ul><li>Lisensya blg. GL-2026-0417</li><li>Sertipikadong random number generator</li></ul>",
    ],
  },
  RESPONSIBLE: {
    EN: [
      "Responsible gaming",
      "<p>Gaming is entertainment. Set deposit limits, take breaks and never chase losses.</p><p>Players must be {minAge} or older.</p>",
    ],
    TY: [
      "Responsableng paglalaro",
      "<p>Libangan ang paglalaro. Magtakda ng limitasyon, magpahinga at huwag habulin ang talo.</p><p>Dapat {minAge} taong gulang pataas.</p>",
    ],
  },
  DOWNLOAD: {
    EN: [
      "Download and installation",
      "<ol><li>Scan the QR code for your phone.</li><li>Android: allow installs from this source, then open the file.</li><li>iOS: open the link in Safari and add it to the home screen.</li></ol>",
    ],
    TY: [
      "Pag-download at pag-install",
      "<ol><li>I-scan ang QR code para sa iyong telepono.</li><li>Android: payagan ang install mula sa source na ito, saka buksan ang file.</li><li>iOS: buksan ang link sa Safari at idagdag sa home screen.</li></ol>",
    ],
  },
};

const MIRRORS = ["Philippines", "Asia", "Europe", "Worldwide"];

/** Content in each of the merchant's languages (as help is). */
const LANGUAGES: Record<SeededMerchant, Language[]> = { AURORA: ["EN", "TY"], LUMEN: ["EN"], TALA: ["TY", "EN"], SAIGON: ["VI", "EN"] };

export function seedContentPages(db: Database.Database, now: Date): void {
  for (const [merchant, languages] of Object.entries(LANGUAGES)) seedMerchantContentPages(db, merchant, languages, now);
}

/** A language the sandbox has written no pages in gets the English ones (`writtenIn`). */
export function seedMerchantContentPages(db: Database.Database, merchant: string, languages: readonly Language[], now: Date): void {
  const insertArticle = db.prepare(
    "INSERT INTO articles (merchant, kind, slug, language, title, summary, content, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertPage = db.prepare("INSERT INTO content_pages (merchant, page, language, title, content) VALUES (?, ?, ?, ?, ?)");
  for (const language of languages) {
    for (const kind of ["BLOG", "NEWS"] as const) {
      for (let n = 1; n <= ARTICLE_COUNT; n += 1) {
        const { slug, title, summary, content } = article(kind, language, n, merchant);
        // Article n is n days old: newest first is 1, 2, 3...
        insertArticle.run(merchant, kind, slug, language, title, summary, content, new Date(now.getTime() - n * DAY_MS).toISOString());
      }
    }
    for (const [page, texts] of Object.entries(PAGES)) {
      const [title, html] = writtenIn(texts, language);
      insertPage.run(merchant, page, language, title, withMinimumAge(db, merchant, html));
    }
  }
  const host = merchant.toLowerCase();
  const insertMirror = db.prepare("INSERT INTO mirror_sites (merchant, url, region, sort) VALUES (?, ?, ?, ?)");
  MIRRORS.forEach((region, sort) => insertMirror.run(merchant, `https://m${sort + 1}.${host}.example`, region, sort));
}
