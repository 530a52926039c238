import { defineBrand } from "../../app/brand/schema";

export default defineBrand({
  id: "nakheel",
  displayName: "Nakheel Casino",
  domains: ["nakheel.localhost"],
  merchantCode: "NAKHEEL",
  currency: "AED",
  timeZone: "Asia/Dubai",
  defaultLanguage: "AR",
  languages: ["AR", "EN"],
  defaultMode: "dark",
  minimumAge: 18,
  flagOverrides: {},
  social: {},
  support: {},
  // Codes by SMS to the Gulf's numbers and the Philippines' (many of the Gulf's players are Filipino;
  // the sandbox seeds this merchant's players with Philippine numbers).
  sms: { countries: ["AE", "SA", "PH"] },
  secrets: { serviceKey: "NAKHEEL_SERVICE_KEY" },
});
