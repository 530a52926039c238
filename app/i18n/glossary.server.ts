/**
 * The portal's glossary: one name per concept in each language, so a player meets the
 * same word for the same thing on every page (the menu, the member centre, the money
 * pages, the messages). A pack's label for one of these concepts is the glossary's term
 * (`terms.EN.wallet`); a sentence that mentions it uses the same word, in running text
 * lower case (a unit test holds every pack to this).
 *
 * Tagalog: the words Philippine apps use. A loanword stays where Filipinos use it
 * (rebate, bonus, e-wallet), a Tagalog word where one is in use (pitaka, ampao, gantimpala).
 */
export const GLOSSARY = {
  wallet: { EN: "Wallet", TY: "Pitaka" },
  mainWallet: { EN: "Main wallet", TY: "Pangunahing pitaka" },
  bankAccount: { EN: "Bank account", TY: "Account sa bangko" },
  bankTransfer: { EN: "Bank transfer", TY: "Paglipat sa bangko" },
  helpCentre: { EN: "Help centre", TY: "Sentro ng tulong" },
  rewardCentre: { EN: "Reward centre", TY: "Sentro ng gantimpala" },
  redEnvelope: { EN: "Red envelope", TY: "Ampao" },
  manualRebate: { EN: "Manual rebate", TY: "Manwal na rebate" },
  vipBonus: { EN: "VIP bonus", TY: "Bonus ng VIP" },
  pointsMall: { EN: "Points mall", TY: "Tindahan ng puntos" },
  profile: { EN: "Profile", TY: "Personal na detalye" },
  customerService: { EN: "Customer service", TY: "Serbisyo sa customer" },
  validBet: { EN: "Valid bet", TY: "Valid na taya" },
  referralLink: { EN: "Referral link", TY: "Link ng referral" },
  player: { EN: "Player", TY: "Manlalaro" },
  liveCasino: { EN: "Live casino", TY: "Live na casino" },
} as const satisfies Record<string, { EN: string; TY: string }>;

export type Term = keyof typeof GLOSSARY;
type GlossaryLanguage = "EN" | "TY";

/**
 * Names a concept's term may not be written as (old or stray spellings), per language. A term's
 * English name is never allowed in Tagalog text either, unless both languages share it.
 */
export const AVOID: Partial<Record<Term, Partial<Record<GlossaryLanguage, readonly string[]>>>> = {
  helpCentre: { EN: ["help center"] },
  rewardCentre: { EN: ["reward center"] },
  pointsMall: { EN: ["point mall"] },
  manualRebate: { TY: ["manual na rebate"] },
};

const termsOf = (language: GlossaryLanguage) =>
  Object.fromEntries(Object.entries(GLOSSARY).map(([term, names]) => [term, names[language]])) as {
    [T in Term]: (typeof GLOSSARY)[T][GlossaryLanguage];
  };

/** The glossary's terms in each language, as a pack's labels take them: `terms.TY.wallet`. */
export const terms = { EN: termsOf("EN"), TY: termsOf("TY") };
