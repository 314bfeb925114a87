// An address as a letter prints it, one line each, for the order confirmation: the name, the
// company, the street (with the house number where the country writes one apart), then the town
// and postcode in the country's order, then the country's name in the reader's language.
import type { CartAddress } from "../checkout/cart-address.js";

type MailAddress = Pick<
  CartAddress,
  | "firstname"
  | "lastname"
  | "company"
  | "street"
  | "house_number"
  | "city"
  | "region"
  | "region_code"
  | "postcode"
  | "country_id"
>;

/** Countries whose letters put the town above the postcode on lines of their own. */
const TOWN_THEN_POSTCODE = new Set(["GB", "IE"]);

function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale.replace("_", "-")], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The address's lines; `withName: false` leaves the person out (a collection point's address). */
export function addressLines(a: MailAddress, locale: string, options: { withName?: boolean } = {}): string[] {
  const street = (a.street ?? []).map((s) => s.trim()).filter(Boolean);
  if (street.length && a.house_number?.trim()) street[0] = `${street[0]} ${a.house_number.trim()}`;
  const postcode = a.postcode?.trim() ?? "";
  const town =
    a.country_id === "US"
      ? [[a.city, [a.region_code ?? a.region, postcode].filter(Boolean).join(" ")].filter(Boolean).join(", ")]
      : TOWN_THEN_POSTCODE.has(a.country_id)
        ? [a.city, a.region ?? "", postcode]
        : [[postcode, a.city].filter(Boolean).join(" "), a.country_id === "IT" ? (a.region_code ?? "") : ""];
  return [
    options.withName === false ? "" : `${a.firstname} ${a.lastname}`.trim(),
    a.company?.trim() ?? "",
    ...street,
    ...town,
    countryName(locale, a.country_id),
  ].filter((line) => line && line.trim());
}
