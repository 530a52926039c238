import { defineBrand } from "../../app/brand/schema";

export default defineBrand({
  id: "saigon",
  displayName: "Saigon Play",
  domains: ["saigon.localhost"],
  merchantCode: "SAIGON",
  currency: "VND",
  timeZone: "Asia/Ho_Chi_Minh",
  defaultLanguage: "VI",
  languages: ["VI", "EN"],
  defaultMode: "light",
  minimumAge: 18,
  flagOverrides: {},
  social: {},
  support: {},
  secrets: { serviceKey: "SAIGON_SERVICE_KEY" },
});
