import type { PackOverride } from "../../../app/i18n/pack";

export default {
  home: { tagline: "Play, win and have fun at Tala!" },
} satisfies PackOverride;
