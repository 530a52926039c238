import "i18next";
import type { Pack } from "./pack";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Pack };
  }
}
