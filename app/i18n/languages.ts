/**
 * The language labels: the platform's language codes, each with its
 * native name and the BCP 47 tag for `<html lang>`. Only languages that have
 * a pack (EN, TY) are ever offered; the rest are kept for future packs.
 */
export const LANGUAGE_LABELS = {
  CN: { label: "简体中文", tag: "zh-Hans" },
  EN: { label: "English", tag: "en" },
  JA: { label: "日本語", tag: "ja" },
  TH: { label: "ไทย", tag: "th" },
  VI: { label: "Tiếng Việt", tag: "vi" },
  MY: { label: "မြန်မာ", tag: "my" },
  ES: { label: "Español", tag: "es" },
  HI: { label: "हिन्दी", tag: "hi" },
  ID: { label: "Bahasa Indonesia", tag: "id" },
  KM: { label: "ខ្មែរ", tag: "km" },
  KO: { label: "한국어", tag: "ko" },
  KR: { label: "한국어", tag: "ko" },
  MS: { label: "Bahasa Melayu", tag: "ms" },
  PT: { label: "Português", tag: "pt" },
  TA: { label: "தமிழ்", tag: "ta" },
  TW: { label: "繁體中文", tag: "zh-Hant" },
  TY: { label: "Tagalog", tag: "tl" },
  UR: { label: "اردو", tag: "ur" },
  "UR-LA": { label: "Urdu (Roman)", tag: "ur-Latn" },
  "PT-BR": { label: "Português (Brasil)", tag: "pt-BR" },
  TR: { label: "Türkçe", tag: "tr" },
  BN: { label: "বাংলা", tag: "bn" },
  AR: { label: "العربية", tag: "ar" },
  FA: { label: "فارسی", tag: "fa" },
  RU: { label: "Русский", tag: "ru" },
  KK: { label: "Қазақ тілі", tag: "kk" },
  UZ: { label: "Oʻzbekcha", tag: "uz" },
  LO: { label: "ລາວ", tag: "lo" },
  NE: { label: "नेपाली", tag: "ne" },
  FR: { label: "Français", tag: "fr" },
  TE: { label: "తెలుగు", tag: "te" },
  SW: { label: "Kiswahili", tag: "sw" },
} as const satisfies Record<string, { label: string; tag: string }>;
