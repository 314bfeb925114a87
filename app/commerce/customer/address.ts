// An address book entry as the account pages show it (no Magento nullability past the commerce
// layer). Shared by server code and components.
export interface AddressView {
  id: number;
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  houseNumber: string;
  city: string;
  region: string;
  regionCode: string;
  postcode: string;
  countryCode: string;
  telephone: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

/** Countries that write the town before the postcode (and the county or state with them). */
const TOWN_FIRST = new Set(["GB", "IE", "US"]);

/** The address's lines as an envelope shows them in its country (the house number after the street). */
export function addressLines(address: AddressView, countryName: (code: string) => string): string[] {
  const [first = "", ...rest] = address.street;
  const region = address.regionCode || address.region;
  const place =
    address.countryCode === "US"
      ? [[address.city, [region, address.postcode].filter(Boolean).join(" ")].filter(Boolean).join(", ")]
      : TOWN_FIRST.has(address.countryCode)
        ? [address.city, region, address.postcode]
        : [[address.postcode, address.city].filter(Boolean).join(" "), region];
  return [
    `${address.firstname} ${address.lastname}`,
    address.company,
    address.houseNumber ? `${first} ${address.houseNumber}` : first,
    ...rest,
    ...place,
    countryName(address.countryCode),
  ].filter(Boolean);
}
