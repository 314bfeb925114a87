// Magento's custom_attributesV2 on a product: the product's own values of the shop's attributes, a
// dropdown or multiselect as its chosen options (value: the option id, label: the store view's
// label), a text attribute as its value. A configurable's flavour and size are its variants', not
// its own, so the parent answers without them, as Magento does. The filter keeps the attributes
// whose storefront properties match every flag it names.
import type { AttributeFilterInput } from "../generated/resolvers-types.js";
import type { CatalogReader, ProductRow } from "./repository.js";

export type AttributeFlag = keyof AttributeFilterInput;
type Flag = AttributeFlag;

/** The storefront properties of the shop's attributes, as its admin sets them. */
export const OPTION_ATTRIBUTES = {
  flavours: {
    is_filterable: true,
    is_filterable_in_search: true,
    is_visible_on_front: true,
    used_in_product_listing: true,
    is_comparable: true,
  },
  size: {
    is_filterable: true,
    is_filterable_in_search: true,
    is_visible_on_front: true,
    used_in_product_listing: true,
    is_comparable: true,
  },
  dietary: {
    is_filterable: true,
    is_filterable_in_search: true,
    is_visible_on_front: true,
    used_in_product_listing: true,
    is_comparable: true,
  },
  product_range: { is_filterable: true, is_filterable_in_search: true, is_visible_on_front: true, is_comparable: true },
  goal: { is_filterable: true, is_filterable_in_search: true, is_visible_on_front: true },
} satisfies Record<string, Partial<Record<Flag, boolean>>>;
export const TEXT_ATTRIBUTES = {
  ingredients: { is_visible_on_front: true, is_searchable: true, is_html_allowed_on_front: true },
  texture: { is_visible_on_front: true },
  active_ingredients: { is_visible_on_front: true, is_html_allowed_on_front: true },
  recommended_serving: { is_visible_on_front: true },
} satisfies Record<string, Partial<Record<Flag, boolean>>>;

const matches = (flags: Partial<Record<Flag, boolean>>, filters: AttributeFilterInput | null | undefined) =>
  Object.entries(filters ?? {}).every(([flag, wanted]) => wanted == null || (flags[flag as Flag] ?? false) === wanted);

export type CustomAttributeAnswer =
  | { __typename: "AttributeValue"; code: string; value: string }
  | {
      __typename: "AttributeSelectedOptions";
      code: string;
      selected_options: Array<{ __typename: "AttributeSelectedOption"; label: string; value: string }>;
    };

export function customAttributes(
  catalog: CatalogReader,
  p: ProductRow,
  filters: AttributeFilterInput | null | undefined,
): CustomAttributeAnswer[] {
  const items: CustomAttributeAnswer[] = [];
  for (const [code, flags] of Object.entries(OPTION_ATTRIBUTES) as Array<[string, Partial<Record<Flag, boolean>>]>) {
    if (!matches(flags, filters)) continue;
    const attribute = catalog.attributeByCode(code);
    if (!attribute) continue;
    const own =
      code === "flavours" || code === "size"
        ? [p[code]].filter((v): v is number => v != null)
        : (catalog.attributeValues(attribute.id).get(p.id) ?? []);
    const selected_options = own.flatMap((id) => {
      const option = catalog.option(attribute.id, id);
      return option ? [{ __typename: "AttributeSelectedOption" as const, label: option.label, value: String(id) }] : [];
    });
    if (selected_options.length) items.push({ __typename: "AttributeSelectedOptions", code, selected_options });
  }
  for (const [code, flags] of Object.entries(TEXT_ATTRIBUTES) as Array<
    [keyof typeof TEXT_ATTRIBUTES, Partial<Record<Flag, boolean>>]
  >) {
    const value = p[code];
    if (value && matches(flags, filters)) items.push({ __typename: "AttributeValue", code, value });
  }
  return items;
}
