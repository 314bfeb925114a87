// The customer's wishlist (Magento Open Source's single list, ADR 0069): what the hearts show, the
// account's wishlist page, and the changes. Magento's core fields only, so the one set of documents
// serves a stock Magento 2.4.7 too (they live under core/, validated against its schema alone).
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import type { WishlistPageCoreQuery } from "~/commerce/generated/graphql";
import { toMoney } from "~/commerce/money";
import { savedChoiceSearch } from "~/commerce/catalog/saved-choice";
import type { WishlistEntry } from "../wishlist";

/** Enough for any shopper's list; a heart on a product further down shows outlined. */
const SKUS_PAGE_SIZE = 100;

export const WISHLIST_SKUS_CORE_QUERY = graphql(`
  query WishlistSkusCore($pageSize: Int!) {
    customer {
      wishlists {
        id
        items_v2(currentPage: 1, pageSize: $pageSize) {
          items {
            id
            product {
              sku
            }
          }
        }
      }
    }
  }
`);

export const WISHLIST_PAGE_CORE_QUERY = graphql(`
  query WishlistPageCore($currentPage: Int!) {
    customer {
      wishlists {
        id
        items_count
        # 40 a page: with prices and the options that link each item to its flavour and size, more
        # would pass half of Magento's query complexity limit, the margin every storefront operation
        # keeps (tests/backend/query-limits.test.ts); so the page asks for nothing it does not show.
        items_v2(currentPage: $currentPage, pageSize: 40) {
          page_info {
            current_page
            total_pages
          }
          items {
            __typename
            id
            product {
              __typename
              sku
              name
              url_key
              stock_status
              # the product page names a choice by attribute code, the item by option uid
              ... on ConfigurableProduct {
                configurable_options {
                  attribute_code
                  attribute_uid
                }
              }
              small_image {
                url
                label
              }
              price_range {
                minimum_price {
                  final_price {
                    value
                    currency
                  }
                  regular_price {
                    value
                    currency
                  }
                }
              }
            }
            ... on ConfigurableWishlistItem {
              configurable_options {
                option_label
                value_label
                configurable_product_option_uid
                configurable_product_option_value_uid
              }
              configured_variant {
                sku
                stock_status
                small_image {
                  url
                  label
                }
                price_range {
                  minimum_price {
                    final_price {
                      value
                      currency
                    }
                  }
                }
              }
            }
            ... on BundleWishlistItem {
              bundle_options {
                label
                values {
                  label
                  quantity
                }
              }
            }
          }
        }
      }
    }
  }
`);

export const ADD_TO_WISHLIST_CORE_MUTATION = graphql(`
  mutation AddToWishlistCore($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      wishlist {
        items_count
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const REMOVE_FROM_WISHLIST_CORE_MUTATION = graphql(`
  mutation RemoveFromWishlistCore($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      wishlist {
        items_count
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const WISHLIST_ITEM_TO_CART_CORE_MUTATION = graphql(`
  mutation WishlistItemToCartCore($wishlistId: ID!, $itemIds: [ID!]!) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
      status
      add_wishlist_items_to_cart_user_errors {
        code
        message
      }
    }
  }
`);

interface WishlistItems {
  wishlistId: string | null;
  items: Array<{ id: string; sku: string }>;
}

async function wishlistItems(ctx: CommerceRequestContext): Promise<WishlistItems> {
  const { data } = await commerceRequest(ctx, WISHLIST_SKUS_CORE_QUERY, { pageSize: SKUS_PAGE_SIZE });
  const list = data.customer?.wishlists[0];
  return {
    wishlistId: list?.id ?? null,
    items: (list?.items_v2?.items ?? []).flatMap((item) =>
      item?.product ? [{ id: item.id, sku: item.product.sku ?? "" }] : [],
    ),
  };
}

/** The SKUs in the signed-in customer's wishlist (what the hearts show filled). */
export async function wishlistSkus(ctx: CommerceRequestContext): Promise<string[]> {
  return [...new Set((await wishlistItems(ctx)).items.map((item) => item.sku))];
}

/** One page of the wishlist as its page shows it, and how many items and pages it holds. */
export interface WishlistPageAnswer {
  entries: WishlistEntry[];
  itemCount: number;
  totalPages: number;
}

/** One page of the wishlist as its page shows it (40 items a page). */
export async function wishlistEntries(ctx: CommerceRequestContext, currentPage = 1): Promise<WishlistPageAnswer> {
  const { data } = await commerceRequest(ctx, WISHLIST_PAGE_CORE_QUERY, { currentPage });
  const list = data.customer?.wishlists[0];
  const items = list?.items_v2?.items ?? [];
  return {
    entries: wishlistEntriesOf(items),
    itemCount: list?.items_count ?? 0,
    totalPages: Math.max(1, list?.items_v2?.page_info?.total_pages ?? 1),
  };
}

type PageItems = NonNullable<
  NonNullable<NonNullable<NonNullable<WishlistPageCoreQuery["customer"]>["wishlists"][number]>["items_v2"]>["items"]
>;

function wishlistEntriesOf(items: PageItems): WishlistEntry[] {
  return items.flatMap((item): WishlistEntry[] => {
    const product = item?.product;
    if (!item || !product) return [];
    const variant = item.__typename === "ConfigurableWishlistItem" ? item.configured_variant : null;
    const options =
      item.__typename === "ConfigurableWishlistItem"
        ? (item.configurable_options ?? []).flatMap((option) =>
            option ? [{ label: option.option_label, value: option.value_label }] : [],
          )
        : item.__typename === "BundleWishlistItem"
          ? (item.bundle_options ?? []).flatMap((option) =>
              option
                ? [
                    {
                      label: option.label,
                      value: option.values.map((value) => (value ? value.label : "")).join(", "),
                    },
                  ]
                : [],
            )
          : [];
    const kind =
      product.__typename === "ConfigurableProduct"
        ? "configurable"
        : product.__typename === "BundleProduct"
          ? "bundle"
          : "simple";
    const minimum = product.price_range.minimum_price;
    return [
      {
        id: item.id,
        sku: product.sku ?? "",
        name: product.name ?? "",
        urlKey: product.url_key ?? null,
        // A chosen flavour and size: that variant's pack in the picture, its price and stock.
        imageUrl: variant?.small_image?.url || product.small_image?.url || null,
        kind,
        options,
        productSearch:
          item.__typename === "ConfigurableWishlistItem" && "configurable_options" in product
            ? savedChoiceSearch(item.configurable_options, product.configurable_options)
            : "",
        price: toMoney(variant?.price_range.minimum_price.final_price ?? minimum.final_price),
        regularPrice: variant ? null : toMoney(minimum.regular_price),
        priceIsFrom: kind !== "simple" && !variant,
        inStock: (variant?.stock_status ?? product.stock_status) !== "OUT_OF_STOCK",
        // A configurable without its choice, or a bundle: chosen on the product page.
        readyToBuy: kind === "simple" || (kind === "configurable" && Boolean(variant)),
      },
    ];
  });
}

/** What a change answered: done, or refused with Magento's words. */
export type WishlistChange = { ok: true } | { ok: false; message: string };

/** Adds `sku` (with the chosen option uids of a configurable) to the customer's wishlist. */
export async function addToWishlist(
  ctx: CommerceRequestContext,
  sku: string,
  selectedOptions: readonly string[] = [],
): Promise<WishlistChange> {
  const { wishlistId, items } = await wishlistItems(ctx);
  if (!wishlistId) return { ok: false, message: "The wishlist was not found." };
  // Already there (a second tab, a double post): nothing to add, as the heart already shows it.
  if (!selectedOptions.length && items.some((item) => item.sku === sku)) return { ok: true };
  const item = selectedOptions.length
    ? { sku, quantity: 1, selected_options: [...selectedOptions] }
    : { sku, quantity: 1 };
  const { data } = await commerceRequest(ctx, ADD_TO_WISHLIST_CORE_MUTATION, { wishlistId, items: [item] });
  const refused = data.addProductsToWishlist?.user_errors[0];
  return refused ? { ok: false, message: refused.message } : { ok: true };
}

/** Removes every item of `sku` (the heart's "remove": the product, whichever options). */
export async function removeSkuFromWishlist(ctx: CommerceRequestContext, sku: string): Promise<WishlistChange> {
  const { wishlistId, items } = await wishlistItems(ctx);
  const itemIds = items.filter((item) => item.sku === sku).map((item) => item.id);
  if (!wishlistId || !itemIds.length) return { ok: true };
  return removeWishlistItems(ctx, wishlistId, itemIds);
}

/** Removes one item (the wishlist page's "Remove"). */
export async function removeWishlistItem(ctx: CommerceRequestContext, itemId: string): Promise<WishlistChange> {
  const { wishlistId, items } = await wishlistItems(ctx);
  if (!wishlistId || !items.some((item) => item.id === itemId)) return { ok: true };
  return removeWishlistItems(ctx, wishlistId, [itemId]);
}

async function removeWishlistItems(
  ctx: CommerceRequestContext,
  wishlistId: string,
  itemIds: string[],
): Promise<WishlistChange> {
  const { data } = await commerceRequest(ctx, REMOVE_FROM_WISHLIST_CORE_MUTATION, { wishlistId, itemIds });
  const refused = data.removeProductsFromWishlist?.user_errors[0];
  return refused ? { ok: false, message: refused.message } : { ok: true };
}

/**
 * Puts one item into the customer's cart of this store view (Magento's addWishlistItemsToCart, which
 * also takes it off the list). Refused (out of stock, no longer sold): Magento's words.
 */
export async function moveWishlistItemToCart(ctx: CommerceRequestContext, itemId: string): Promise<WishlistChange> {
  const { wishlistId, items } = await wishlistItems(ctx);
  if (!wishlistId || !items.some((item) => item.id === itemId))
    return { ok: false, message: "The wishlist item was not found." };
  const { data } = await commerceRequest(ctx, WISHLIST_ITEM_TO_CART_CORE_MUTATION, { wishlistId, itemIds: [itemId] });
  const answer = data.addWishlistItemsToCart;
  const refused = answer?.add_wishlist_items_to_cart_user_errors[0];
  if (refused) return { ok: false, message: refused.message };
  return answer?.status ? { ok: true } : { ok: false, message: "" };
}
