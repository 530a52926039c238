import { defineBrand } from "../../app/brand/schema";

export default defineBrand({
  id: "lumen",
  displayName: "Lumen Bet",
  domains: ["lumen.localhost"],
  merchantCode: "LUMEN",
  defaultLanguage: "EN",
  languages: ["EN", "TY"],
  defaultMode: "light",
  minimumAge: 21,
  flagOverrides: {
    MOBILEVERCODELOGIN3: false,
    USERNAMEREG3: false,
    MOBILENUMREG3: true,
    PTSYS3: false,
  },
  social: { facebook: "https://www.facebook.com/lumenbet", telegram: "https://t.me/lumenbet" },
  support: { telegram: "https://t.me/lumenbet_support", email: "help@lumen.example" },
  secrets: { serviceKey: "LUMEN_SERVICE_KEY" },
});
