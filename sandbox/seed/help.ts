import type Database from "better-sqlite3";
import type { SeededMerchant } from "./merchants";
import type { Language } from "../../app/platform/contract";
import { writtenIn } from "../lib/written";
import { withMinimumAge } from "../lib/birthdays";

type Section = { anchor: string; title: string; content: string };

const HELP: Record<"EN" | "TY", Section[]> = {
  EN: [
    { anchor: "about", title: "About us", content: "<p>We offer slots, live casino, sports, fishing, card games, lottery and sabong.</p>" },
    {
      anchor: "deposit",
      title: "How to deposit",
      content:
        "<ol><li>Open <strong>Deposit</strong> from the side menu.</li><li>Choose a payment method and amount.</li><li>Confirm; the balance updates once paid.</li></ol>",
    },
    {
      anchor: "withdraw",
      title: "How to withdraw",
      content: "<p>Withdrawals need a bound account name and meet the turnover of any bonus you claimed.</p>",
    },
    {
      anchor: "faq",
      title: "Frequently asked questions",
      content: "<h4>I forgot my password</h4><p>Use <em>Forgot password</em> on the login popup.</p>",
    },
    {
      anchor: "term",
      title: "Terms and conditions",
      content:
        "<p>By registering you confirm you are at least {minAge} years old and accept these terms.</p><p>One account per person.</p>",
    },
    { anchor: "privacy", title: "Privacy policy", content: "<p>We keep your personal data only as long as the law requires.</p>" },
    { anchor: "responsible", title: "Responsible gaming", content: "<p>Set deposit limits and take breaks. Help is available 24/7.</p>" },
  ],
  TY: [
    {
      anchor: "about",
      title: "Tungkol sa amin",
      content: "<p>Nag-aalok kami ng slots, live casino, sports, pangingisda, baraha, lotto at sabong.</p>",
    },
    {
      anchor: "deposit",
      title: "Paano mag-deposito",
      content:
        "<ol><li>Buksan ang <strong>Deposito</strong> sa side menu.</li><li>Pumili ng paraan ng bayad at halaga.</li><li>Kumpirmahin; maa-update ang balanse kapag bayad na.</li></ol>",
    },
    {
      anchor: "withdraw",
      title: "Paano mag-withdraw",
      content: "<p>Kailangan ng naka-bind na pangalan ng account at maabot ang turnover ng bonus.</p>",
    },
    {
      anchor: "faq",
      title: "Mga madalas itanong",
      content: "<h4>Nakalimutan ko ang password</h4><p>Gamitin ang <em>Nakalimutan ang password</em> sa login.</p>",
    },
    {
      anchor: "term",
      title: "Mga tuntunin at kundisyon",
      content: "<p>Sa pagrehistro, kinukumpirma mong ikaw ay {minAge} taong gulang pataas at tinatanggap ang mga tuntunin.</p>",
    },
    { anchor: "privacy", title: "Patakaran sa privacy", content: "<p>Iniingatan namin ang iyong personal na datos ayon sa batas.</p>" },
    { anchor: "responsible", title: "Responsableng paglalaro", content: "<p>Magtakda ng limitasyon at magpahinga. May tulong 24/7.</p>" },
  ],
};

/** Help is written in each of the merchant's languages only. */
const LANGUAGES: Record<SeededMerchant, Language[]> = { AURORA: ["EN", "TY"], LUMEN: ["EN"], TALA: ["TY", "EN"], SAIGON: ["VI", "EN"] };

export function seedHelp(db: Database.Database): void {
  for (const [merchant, languages] of Object.entries(LANGUAGES)) seedMerchantHelp(db, merchant, languages);
}

/** A language the sandbox has written no help in gets the English help (`writtenIn`). */
export function seedMerchantHelp(db: Database.Database, merchant: string, languages: readonly Language[]): void {
  const insert = db.prepare("INSERT INTO help_sections (merchant, language, anchor, title, content, sort) VALUES (?, ?, ?, ?, ?, ?)");
  for (const language of languages) {
    writtenIn(HELP, language).forEach((section, sort) =>
      insert.run(merchant, language, section.anchor, section.title, withMinimumAge(db, merchant, section.content), sort),
    );
  }
}
