// A phone number as the shopper reads and types it. The shop keeps numbers in the international
// form (+442079460000), as the forms send them on; shown again in a form or under an address, a
// number of the address's own country is written as its people write it ("020 7946 0000"), any
// other in the international form with spaces ("+49 30 1234567"). Made on the server: the phone
// number library stays out of the browser.
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Where the library's grouping is not how the country's people write a number: a German mobile's
 * network prefix is 015x, 016x or 017x ("0151 23456789", not "01512 3456789"); Madrid's and
 * Barcelona's area codes are 91 and 93 ("91 123 45 67", not "911 23 45 67").
 */
function localGrouping(country: string, national: string): string | null {
  if (country === "DE" && /^1[5-7]\d{8,9}$/.test(national)) return `0${national.slice(0, 3)} ${national.slice(3)}`;
  if (country === "ES" && /^9[13]\d{7}$/.test(national))
    return `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  return null;
}

/** `phone` for an address in `country` (ISO code); as it is when it cannot be read as a number. */
export function phoneForDisplay(phone: string | null | undefined, country: string | null | undefined): string {
  const given = phone?.trim() ?? "";
  if (!given) return "";
  const home = country && isSupportedCountry(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(given, home);
  if (!parsed?.isValid()) return given;
  // By the calling code: +44 is the UK's, Jersey's and the Isle of Man's alike, written the same way.
  return home && parsed.countryCallingCode === getCountryCallingCode(home)
    ? (localGrouping(home, parsed.nationalNumber) ?? parsed.formatNational())
    : parsed.formatInternational();
}
