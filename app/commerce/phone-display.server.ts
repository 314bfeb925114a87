// A phone number as the shopper reads and types it. The shop keeps numbers in the international
// form (+442079460000), as the forms send them on; shown again in a form or under an address, a
// number of the address's own country is written as its people write it ("020 7946 0000"), any
// other in the international form with spaces ("+49 30 1234567"). Made on the server: the phone
// number library stays out of the browser.
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/min";

/** `phone` for an address in `country` (ISO code); as it is when it cannot be read as a number. */
export function phoneForDisplay(phone: string | null | undefined, country: string | null | undefined): string {
  const given = phone?.trim() ?? "";
  if (!given) return "";
  const home = country && isSupportedCountry(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(given, home);
  if (!parsed?.isValid()) return given;
  // By the calling code: +44 is the UK's, Jersey's and the Isle of Man's alike, written the same way.
  return home && parsed.countryCallingCode === getCountryCallingCode(home)
    ? parsed.formatNational()
    : parsed.formatInternational();
}
