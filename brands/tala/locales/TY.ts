import type { PackOverride } from "../../../app/i18n/pack";

export default {
  home: { tagline: "Maglaro, manalo at magsaya sa Tala!" },
} satisfies PackOverride;
