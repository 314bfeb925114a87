// Without JavaScript the product page's heart for a product with flavours and sizes is a button of
// the add-to-basket form (a static part's `form` attribute): the shopper may have ticked another
// flavour than the page shows without pressing "Show selection", and the radios belong to that
// form. Such a post names the product by its `urlKey` and the pack by its radios, as an add does;
// here it becomes the heart's own fields, so the wishlist keeps the pack that was ticked.
import { getProductByUrlKey } from "~/commerce/catalog/product.server";
import { chooseDefaultVariant, configurableChoices, optionsOfVariant } from "~/commerce/catalog/default-variant";
import { chosenOptionsFrom } from "~/commerce/catalog/product-selection";
import type { CommerceRequestContext } from "~/commerce/client.server";
import { REDIRECT_TO_FIELD } from "~/forms/basket.fields";

export interface PickedPack {
  /** The heart's fields: the product's sku and the ticked pack's option uids. */
  fields: FormData;
  /** The ticked pack in the product page's address (`flavour=3&size=1`), to show it on the way back. */
  query: URLSearchParams;
}

/** The heart's fields for a post of the add-to-basket form; null for the heart's own form or an unknown product. */
export async function pickedPack(ctx: CommerceRequestContext, formData: FormData): Promise<PickedPack | null> {
  const urlKey = formData.get("urlKey");
  if (formData.has("sku") || typeof urlKey !== "string" || !urlKey) return null;
  const { product } = await getProductByUrlKey(ctx, urlKey);
  if (!product?.sku) return null;
  const { options, variants } = configurableChoices(product);
  const chosen = chosenOptionsFrom(
    formData,
    options.map((option) => option.code),
  );
  // The page's rule for a combination that does not exist: the pack it would show, saved and shown.
  const variant = variants.length ? chooseDefaultVariant(variants, options, chosen) : undefined;
  const fields = new FormData();
  for (const name of ["intent", REDIRECT_TO_FIELD]) {
    const value = formData.get(name);
    if (typeof value === "string") fields.set(name, value);
  }
  fields.set("sku", product.sku);
  const uids = variant?.attributes.map((attribute) => attribute.uid).filter(Boolean) ?? [];
  if (uids.length) fields.set("options", uids.join(" "));
  const query = new URLSearchParams(
    Object.entries(optionsOfVariant(variant)).map(([code, value]) => [code, String(value)]),
  );
  return { fields, query };
}
