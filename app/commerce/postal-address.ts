// The one way the shop writes an address, by the destination country's postal convention, wherever
// an address is printed (account, address book, checkout, order view and print). Royal Mail wants
// the post town, then the postcode on a line of its own; Ireland the county, then the Eircode; the
// US "City, ST 12345"; continental Europe "12345 Town" (house number after the street).

export interface PostalAddressParts {
  name?: string | null;
  company?: string | null;
  street: ReadonlyArray<string | null | undefined>;
  houseNumber?: string | null;
  city?: string | null;
  /** the county, or a US state's code */
  region?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  /** the country's name in the shopper's language (left out when not given) */
  country?: string | null;
  telephone?: string | null;
}

/** Countries whose post town comes before the postcode, each on its own line. */
const POSTCODE_LAST = new Set(["GB", "IE", "IM", "JE", "GG"]);

/** The lines of a label for `address`, empty parts left out. */
export function postalAddressLines(address: PostalAddressParts): string[] {
  const code = (address.countryCode ?? "").toUpperCase();
  const [first = "", ...rest] = address.street.map((line) => line?.trim() ?? "").filter(Boolean);
  const streetLine = address.houseNumber ? `${first} ${address.houseNumber}`.trim() : first;
  const city = address.city?.trim() ?? "";
  const region = address.region?.trim() ?? "";
  const postcode = address.postcode?.trim() ?? "";
  const place =
    code === "US" || code === "CA"
      ? [[city, [region, postcode].filter(Boolean).join(" ")].filter(Boolean).join(", ")]
      : POSTCODE_LAST.has(code)
        ? [city, region, postcode]
        : [[postcode, city].filter(Boolean).join(" "), region];
  return [
    address.name?.trim() ?? "",
    address.company?.trim() ?? "",
    streetLine,
    ...rest,
    ...place,
    address.country?.trim() ?? "",
    address.telephone?.trim() ?? "",
  ].filter(Boolean);
}
