import { defineBrand } from "../../app/brand/schema";

export default defineBrand({
  id: "tala",
  displayName: "Tala Games",
  domains: ["tala.localhost"],
  merchantCode: "TALA",
  currency: "PHP",
  timeZone: "Asia/Manila",
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
  // Tala does not take cockfight bets, though its merchant offers the vendors.
  verticals: { off: ["COCKFIGHT"] },
  // Codes by SMS go to the numbers of the countries the brand serves.
  sms: { countries: ["PH"] },
  secrets: { serviceKey: "TALA_SERVICE_KEY" },
});
