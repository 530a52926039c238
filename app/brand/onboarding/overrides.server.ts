import { mergePack } from "~/i18n/merge";
import type { PackOverride } from "~/i18n/pack";
import { PACKS } from "~/i18n/packs.server";
import type { Language } from "~/platform/contract/common";

/** The home page's line under the welcome, naming the brand: something for the brand to make its own. */
const TAGLINES: Record<Language, (name: string) => string> = {
  EN: (name) => `Play, win and have fun at ${name}!`,
  TY: (name) => `Maglaro, manalo at magsaya sa ${name}!`,
  VI: (name) => `Chơi, thắng và tận hưởng tại ${name}!`,
  TH: (name) => `เล่น ชนะ และสนุกไปกับ ${name}`,
  CN: (name) => `在${name}畅玩、赢奖、尽享乐趣！`,
  ID: (name) => `Main, menang, dan bersenang-senang di ${name}!`,
  AR: (name) => `العب واربح واستمتع مع ${name}!`,
};

/**
 * A starter override per language, checked with the same merge the server uses:
 * an override may only replace texts the pack has, so a renamed key fails here.
 */
export function starterOverrides(id: string, displayName: string, languages: readonly Language[]): Map<Language, PackOverride> {
  const overrides = new Map<Language, PackOverride>();
  for (const language of languages) {
    const pack = PACKS[language];
    if (!pack) continue;
    const override: PackOverride = { home: { tagline: TAGLINES[language](displayName) } };
    mergePack(pack, override, `brands/${id}/locales/${language}.json`);
    overrides.set(language, override);
  }
  return overrides;
}
