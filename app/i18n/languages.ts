/** Which way a language's text runs: the root writes it as `<html dir>`. */
export type Direction = "ltr" | "rtl";

/**
 * The language labels: the platform's language codes, each with its
 * native name, the BCP 47 tag for `<html lang>` and the writing direction for
 * `<html dir>` (Arabic, Urdu and Persian right to left; Roman Urdu left to right).
 * Only languages that have a pack (EN, TY) are ever offered; the rest are kept
 * for future packs.
 */
export const LANGUAGE_LABELS = {
  CN: { label: "简体中文", tag: "zh-Hans", dir: "ltr" },
  EN: { label: "English", tag: "en", dir: "ltr" },
  JA: { label: "日本語", tag: "ja", dir: "ltr" },
  TH: { label: "ไทย", tag: "th", dir: "ltr" },
  VI: { label: "Tiếng Việt", tag: "vi", dir: "ltr" },
  MY: { label: "မြန်မာ", tag: "my", dir: "ltr" },
  ES: { label: "Español", tag: "es", dir: "ltr" },
  HI: { label: "हिन्दी", tag: "hi", dir: "ltr" },
  ID: { label: "Bahasa Indonesia", tag: "id", dir: "ltr" },
  KM: { label: "ខ្មែរ", tag: "km", dir: "ltr" },
  KO: { label: "한국어", tag: "ko", dir: "ltr" },
  KR: { label: "한국어", tag: "ko", dir: "ltr" },
  MS: { label: "Bahasa Melayu", tag: "ms", dir: "ltr" },
  PT: { label: "Português", tag: "pt", dir: "ltr" },
  TA: { label: "தமிழ்", tag: "ta", dir: "ltr" },
  TW: { label: "繁體中文", tag: "zh-Hant", dir: "ltr" },
  TY: { label: "Tagalog", tag: "tl", dir: "ltr" },
  UR: { label: "اردو", tag: "ur", dir: "rtl" },
  "UR-LA": { label: "Urdu (Roman)", tag: "ur-Latn", dir: "ltr" },
  "PT-BR": { label: "Português (Brasil)", tag: "pt-BR", dir: "ltr" },
  TR: { label: "Türkçe", tag: "tr", dir: "ltr" },
  BN: { label: "বাংলা", tag: "bn", dir: "ltr" },
  AR: { label: "العربية", tag: "ar", dir: "rtl" },
  FA: { label: "فارسی", tag: "fa", dir: "rtl" },
  RU: { label: "Русский", tag: "ru", dir: "ltr" },
  KK: { label: "Қазақ тілі", tag: "kk", dir: "ltr" },
  UZ: { label: "Oʻzbekcha", tag: "uz", dir: "ltr" },
  LO: { label: "ລາວ", tag: "lo", dir: "ltr" },
  NE: { label: "नेपाली", tag: "ne", dir: "ltr" },
  FR: { label: "Français", tag: "fr", dir: "ltr" },
  TE: { label: "తెలుగు", tag: "te", dir: "ltr" },
  SW: { label: "Kiswahili", tag: "sw", dir: "ltr" },
} as const satisfies Record<string, { label: string; tag: string; dir: Direction }>;

/** A language's writing direction (`<html dir>`): a right-to-left page mirrors its layout through CSS logical properties. */
export function directionOf(language: keyof typeof LANGUAGE_LABELS): Direction {
  return LANGUAGE_LABELS[language].dir;
}
