/** A country of the merchant's list (`system.countries`): its ISO code, its dialling code and its name. */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}
