// A phone number as the shopper reads and types it. The shop keeps numbers in the international
// form (+442079460000), as the forms send them on; shown again in a form or under an address, a
// number of the address's own country is written as its people write it ("020 7946 0000"), any
// other in the international form with spaces ("+49 30 1234567"). Made on the server: the phone
// number library stays out of the browser.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/** `phone` for an address in `country` (ISO code); as it is when it cannot be read as a number. */
export function phoneForDisplay(phone: string | null | undefined, country: string | null | undefined): string {
  const given = phone?.trim() ?? "";
  if (!given) return "";
  const parsed = parsePhoneNumberFromString(given, (country || undefined) as CountryCode | undefined);
  if (!parsed?.isValid()) return given;
  return parsed.country && parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
