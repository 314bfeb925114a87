// Which of an order's products a line may link to, and on which flavour and size. An order item's
// product_url_key is the product's address whether it is still sold or not (Magento reads it from the
// product by id, disabled or not), so the store view's catalogue is asked: a product it does not
// answer (disabled, not in this website, not visible) stays plain text, never a dead link. The order
// names the choice by labels only (OrderItemOption), so they are matched to the product's options to
// get the value index the product page reads.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";
import type { OrderedProductsQuery } from "../generated/graphql";
import { isCommerceError } from "../errors";
import { presentItems } from "../lists";
import { valueIndexOfUid } from "../catalog/saved-choice";
import type { OrderDetail, OrderOption } from "./orders";

export const ORDERED_PRODUCTS_QUERY = graphql(`
  query OrderedProducts($urlKeys: [String!]!, $pageSize: Int!) {
    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize) {
      items {
        url_key
        ... on ConfigurableProduct {
          configurable_options {
            attribute_code
            label
            values {
              uid
              label
              store_label
            }
          }
        }
      }
    }
  }
`);

type OrderedProduct = NonNullable<NonNullable<NonNullable<OrderedProductsQuery["products"]>["items"]>[number]>;

/** "?flavours=12&size=31" for the options ordered that the product still has, "" for none. */
export function orderedChoiceSearch(product: OrderedProduct, ordered: readonly OrderOption[]): string {
  const query = new URLSearchParams();
  const options = "configurable_options" in product ? presentItems(product.configurable_options) : [];
  for (const choice of ordered) {
    const option = options.find((o) => o.label === choice.label);
    const value = presentItems(option?.values).find((v) => (v.store_label ?? v.label) === choice.value);
    const index = value?.uid ? valueIndexOfUid(value.uid) : null;
    if (option?.attribute_code && index !== null) query.set(option.attribute_code, String(index));
  }
  const search = query.toString();
  return search ? `?${search}` : "";
}

/** The order with each line's product link, for the products this store view still sells. */
export async function linkOrderedProducts(ctx: CommerceRequestContext, order: OrderDetail): Promise<OrderDetail> {
  const urlKeys = [...new Set(order.lines.flatMap((line) => (line.urlKey ? [line.urlKey] : [])))];
  if (!urlKeys.length) return order;
  let data: OrderedProductsQuery;
  try {
    ({ data } = await commerceRequest(ctx, ORDERED_PRODUCTS_QUERY, { urlKeys, pageSize: urlKeys.length }));
  } catch (error) {
    // The order is what the shopper came for: without the catalogue its lines are plain text.
    if (isCommerceError(error)) return order;
    throw error;
  }
  const sold = new Map(presentItems(data.products?.items).map((product) => [product.url_key ?? "", product]));
  return {
    ...order,
    lines: order.lines.map((line) => {
      const product = line.urlKey ? sold.get(line.urlKey) : undefined;
      return product && line.urlKey
        ? { ...line, product: { urlKey: line.urlKey, search: orderedChoiceSearch(product, line.options) } }
        : line;
    }),
  };
}
