import { defineBrand } from "../../app/brand/schema";

export default defineBrand({
  id: "aurora",
  displayName: "Aurora Casino",
  domains: ["aurora.localhost"],
  merchantCode: "AURORA",
  currency: "PHP",
  timeZone: "Asia/Manila",
  defaultLanguage: "EN",
  languages: ["EN", "TY"],
  defaultMode: "dark",
  flagOverrides: {
    MOBILEVERCODELOGIN3: true,
    USERNAMEREG3: true,
    MOBILENUMREG3: false,
    PTSYS3: true,
  },
  social: {
    facebook: "https://www.facebook.com/auroracasino",
    telegram: "https://t.me/auroracasino",
    whatsapp: "https://wa.me/639170000001",
  },
  support: { liveChat: "https://support.aurora.example/chat", email: "support@aurora.example" },
  signInProviders: {
    google: { issuer: "AURORA_GOOGLE_ISSUER", clientId: "AURORA_GOOGLE_CLIENT_ID", clientSecret: "AURORA_GOOGLE_CLIENT_SECRET" },
    facebook: { issuer: "AURORA_FACEBOOK_ISSUER", clientId: "AURORA_FACEBOOK_CLIENT_ID", clientSecret: "AURORA_FACEBOOK_CLIENT_SECRET" },
  },
  minimumAge: 18,
  // ₱10,000.00: above every withdrawal the other demo accounts make.
  kycWithdrawalThresholdCents: 1_000_000,
  responsibleGaming: {
    helpOrganisations: [
      { name: "PAGCOR Responsible Gaming", url: "https://www.pagcor.ph/regulatory/responsible-gaming.php" },
      { name: "National Center for Mental Health crisis hotline", url: "https://ncmh.gov.ph", phone: "1553" },
      { name: "Gamblers Anonymous", url: "https://www.gamblersanonymous.org" },
    ],
    seals: [
      { image: "pagcor.svg", link: "https://www.pagcor.ph", alt: "Licensed by PAGCOR" },
      { image: "adults-only.svg", link: "https://www.pagcor.ph/regulatory/responsible-gaming.php", alt: "Adults only: 18 and over" },
    ],
    // PAGCOR keeps a national register of restricted persons: registration and every sign-in are checked against it.
    nationalRegister: true,
  },
  // Sabong is licensed in the Philippines only: elsewhere (as the platform locates the visitor) it is not offered.
  verticals: { regions: { COCKFIGHT: ["PH"] } },
  // Codes by SMS go to the numbers of the countries the brand serves.
  sms: { countries: ["PH"] },
  secrets: { serviceKey: "AURORA_SERVICE_KEY" },
});
