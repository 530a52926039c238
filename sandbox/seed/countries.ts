import type Database from "better-sqlite3";

/** Country dialling codes for the mobile-number selects. */
const COUNTRIES: Array<[code: string, dialing: string, name: string]> = [
  ["PH", "63", "Philippines"],
  ["US", "1", "United States"],
  ["CA", "1", "Canada"],
  ["GB", "44", "United Kingdom"],
  ["AU", "61", "Australia"],
  ["NZ", "64", "New Zealand"],
  ["SG", "65", "Singapore"],
  ["MY", "60", "Malaysia"],
  ["ID", "62", "Indonesia"],
  ["TH", "66", "Thailand"],
  ["VN", "84", "Vietnam"],
  ["KH", "855", "Cambodia"],
  ["LA", "856", "Laos"],
  ["MM", "95", "Myanmar"],
  ["CN", "86", "China"],
  ["HK", "852", "Hong Kong"],
  ["TW", "886", "Taiwan"],
  ["JP", "81", "Japan"],
  ["KR", "82", "South Korea"],
  ["IN", "91", "India"],
  ["PK", "92", "Pakistan"],
  ["BD", "880", "Bangladesh"],
  ["NP", "977", "Nepal"],
  ["AE", "971", "United Arab Emirates"],
  ["SA", "966", "Saudi Arabia"],
  ["TR", "90", "Turkey"],
  ["BR", "55", "Brazil"],
  ["MX", "52", "Mexico"],
  ["ES", "34", "Spain"],
  ["PT", "351", "Portugal"],
  ["FR", "33", "France"],
  ["DE", "49", "Germany"],
];

export function seedCountries(db: Database.Database): void {
  const insert = db.prepare("INSERT INTO countries (country_code, dialing_code, name) VALUES (?, ?, ?)");
  for (const [code, dialing, name] of COUNTRIES) insert.run(code, dialing, name);
}
