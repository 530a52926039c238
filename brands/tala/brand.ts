import { defineBrand } from "../../app/brand/schema";

export default defineBrand({
  id: "tala",
  displayName: "Tala Games",
  domains: ["tala.localhost"],
  merchantCode: "TALA",
  defaultLanguage: "TY",
  languages: ["TY", "EN"],
  defaultMode: "dark",
  flagOverrides: {
    FREEPLAY3: true,
    MOBILEVERCODELOGIN3: false,
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    PTSYS3: false,
  },
  social: { facebook: "https://www.facebook.com/talagames", whatsapp: "https://wa.me/639170000003" },
  support: { liveChat: "https://support.tala.example/chat" },
  secrets: { serviceKey: "TALA_SERVICE_KEY" },
});
