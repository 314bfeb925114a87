import { postalAddressLines } from "~/commerce/postal-address";
import type { PostalAddress } from "~/commerce/sales/orders";
import { useShop } from "~/components/layout/ShopContext";
import { countryName } from "./format";

/** A postal address, one line each, as it is written on an envelope in its country. */
export function PostalAddressBlock({ address }: { address: PostalAddress }) {
  const { locale } = useShop();
  const lines = postalAddressLines({
    ...address,
    country: address.countryCode ? countryName(address.countryCode, locale) : null,
  });
  return (
    <address className="postal-address">
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}
