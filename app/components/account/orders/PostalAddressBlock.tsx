import type { PostalAddress } from "~/commerce/sales/orders";
import { useShop } from "~/components/layout/ShopContext";
import { countryName } from "./format";

/** A postal address, one line each, as it is written on an envelope. */
export function PostalAddressBlock({ address }: { address: PostalAddress }) {
  const { locale } = useShop();
  const lines = [
    address.name,
    address.company,
    ...address.street,
    address.city,
    address.region,
    address.postcode,
    address.countryCode ? countryName(address.countryCode, locale) : null,
    address.telephone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="postal-address">
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}
