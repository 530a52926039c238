import type { Country } from "~/platform/countries";

/**
 * The options of a mobile number's country select: "+63 Philippines". Each is written left to
 * right (`dir="ltr"`) in every language, as the number typed beside it is: in a right-to-left
 * page a dialling code would otherwise read "63+" (an option holds text only, so no `<bdi>`).
 */
export function DiallingCodeOptions({ countries }: { countries: readonly Country[] | null | undefined }) {
  return (countries ?? []).map((option) => (
    <option key={option.countryCode} value={option.countryCode} dir="ltr">
      {`+${option.countryDialingCode.replace(/^\+/, "")} ${option.name}`}
    </option>
  ));
}
