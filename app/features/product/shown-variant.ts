// Which pack the product page shows: the one its address asks for (SPEC §4 default-variant rule),
// worked out in the browser from the product's variants rather than taken from the variant the page's
// data was made for. The two agree whenever the data belongs to the address; they part when the
// router commits data made for an older address under the newer one (a refresh begun before the
// shopper's tick, say after answering the cookie banner, landing while the tick's navigation is still
// discovering its route). The address holds the shopper's latest choice, so it wins.
import type { ProductDetail, ProductVariant } from "~/commerce/catalog/product";
import { chooseDefaultVariant, configurableChoices } from "~/commerce/catalog/default-variant";
import { chosenOptionsFrom } from "~/commerce/catalog/product-selection";

/** The variant an address's query (`?flavours=…&size=…`) shows; null for a product without variants. */
export function variantForAddress(product: ProductDetail, search: string): ProductVariant | null {
  const { options, variants } = configurableChoices(product);
  if (!variants.length) return null;
  const chosen = chosenOptionsFrom(
    new URLSearchParams(search),
    options.map((option) => option.code),
  );
  return chooseDefaultVariant(variants, options, chosen) ?? null;
}
