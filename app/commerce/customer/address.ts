// An address book entry as the account pages show it (no Magento nullability past the commerce
// layer). Shared by server code and components.
import { postalAddressLines } from "../postal-address";

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

/** The address's lines as an envelope shows them in its country. */
export function addressLines(address: AddressView, countryName: (code: string) => string): string[] {
  return postalAddressLines({
    name: `${address.firstname} ${address.lastname}`,
    company: address.company,
    street: address.street,
    houseNumber: address.houseNumber,
    city: address.city,
    region: address.regionCode || address.region,
    postcode: address.postcode,
    countryCode: address.countryCode,
    country: countryName(address.countryCode),
  });
}
