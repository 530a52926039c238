import { defineBrand } from "../../app/brand/schema";

export default defineBrand({
  id: "lumen",
  displayName: "Lumen Bet",
  domains: ["lumen.localhost"],
  merchantCode: "LUMEN",
  // Dollars, as its merchant keeps them. Its licence and help organisations are American: times are shown
  // at New York's offset when the page is shown (GMT-5 in winter, GMT-4 in summer).
  currency: "USD",
  timeZone: "America/New_York",
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
  responsibleGaming: {
    helpOrganisations: [
      { name: "National Council on Problem Gambling", url: "https://www.ncpgambling.org", phone: "+1 800 522 4700" },
      { name: "Gamblers Anonymous", url: "https://www.gamblersanonymous.org" },
    ],
    seals: [
      { image: "adults-only.svg", link: "https://www.ncpgambling.org", alt: "Adults only: 21 and over" },
      { image: "ncpg.svg", link: "https://www.ncpgambling.org", alt: "Member of the National Council on Problem Gambling" },
    ],
    // Its licence asks that a break cover every brand of the operator, whatever the player chooses.
    exclusionCoversAllBrands: true,
  },
  verticals: { off: ["COCKFIGHT"] },
  // Codes by SMS go to the numbers of the countries the brand serves.
  sms: { countries: ["PH", "US", "CA"] },
  secrets: { serviceKey: "LUMEN_SERVICE_KEY" },
});
