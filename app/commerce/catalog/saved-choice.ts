// A flavour and size saved on a basket or wishlist line, as the product page's address asks for it.
// Magento names a line's choice by uids (SelectedConfigurableOption); the page reads it by attribute
// code and value index (?flavours=12&size=31, SPEC §4 "Default variant choice"). The option's uid is
// the product option's `attribute_uid`, which gives the code; the value's uid holds the value index
// ("configurable/<attribute id>/<value index>", base64, as Magento makes it). Asking for the product's
// values instead would multiply a wishlist page's cost past the query limit. Made where the line is
// read, so the browser only joins the product's path and this query string.

/** One chosen option of a line, as Magento answers it. */
interface SelectedOption {
  configurable_product_option_uid?: string | null;
  configurable_product_option_value_uid?: string | null;
}

/** One option of the line's configurable product. */
interface ProductOption {
  attribute_code?: string | null;
  attribute_uid?: string | null;
}

/** The value index a configurable value's uid holds; null for any other uid. */
export function valueIndexOfUid(uid: string): number | null {
  let decoded: string;
  try {
    decoded = atob(uid);
  } catch {
    return null;
  }
  const match = /^configurable\/\d+\/(\d+)$/.exec(decoded);
  return match ? Number(match[1]) : null;
}

/**
 * The query string that opens a product page on a line's choice: "?flavours=12&size=31", or "" for
 * none. An option the product no longer has is left out.
 */
export function savedChoiceSearch(
  selected: ReadonlyArray<SelectedOption | null> | null | undefined,
  productOptions: ReadonlyArray<ProductOption | null> | null | undefined,
): string {
  const query = new URLSearchParams();
  for (const choice of selected ?? []) {
    const option = productOptions?.find(
      (o) => o?.attribute_uid && o.attribute_uid === choice?.configurable_product_option_uid,
    );
    const value = choice?.configurable_product_option_value_uid;
    const index = value ? valueIndexOfUid(value) : null;
    if (option?.attribute_code && index !== null) query.set(option.attribute_code, String(index));
  }
  const search = query.toString();
  return search ? `?${search}` : "";
}
