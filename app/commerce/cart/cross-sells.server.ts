// The basket's cross-sells: the cart's cross_sell_products (what the shop's rules suggest,
// with label, class name and protein insight) and the CrossSells query of SPEC §7 (catalogue items:
// price and stock). The basket reads the prices of its suggestions through CrossSells with a sku
// filter; the cross-sell popup after an add reads the suggestions for the added sku through the
// backend's `crosssell_of` filter (ADR 0021).
// The fragment is part of every basket answer (CartFields in cart.server.ts).
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { speaksExtensions } from "../core/dialect.server";
import { graphql } from "../generated";
import type { ProductAttributeFilterInput } from "../generated/graphql";
import { toCrossSellOffers, type CrossSellOffer, type CrossSellsView } from "./cross-sells";

export const CART_CROSS_SELLS_FRAGMENT = graphql(`
  fragment CartCrossSellsFields on Cart {
    cross_sell_products {
      cross_sell_label
      cross_sell_class_name
      product_id
      protein_insight
      name
      sku
      related_skus
      small_image {
        url
      }
    }
  }
`);

export const CROSS_SELLS_QUERY = graphql(`
  query CrossSells(
    $crossSellFilters: ProductAttributeFilterInput
    $crossSellPageSize: Int!
    $crossSellCurrentPage: Int!
  ) {
    cross_sells: products(filter: $crossSellFilters, pageSize: $crossSellPageSize, currentPage: $crossSellCurrentPage) {
      total_count
      items {
        __typename
        product_id
        name
        sku
        url_key
        stock_status
        small_image {
          url
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
    }
  }
`);

const CROSS_SELL_FLAGS_QUERY = graphql(`
  query CrossSellFlags {
    storeConfig {
      cross_sell_cart
      cross_sell_popup
    }
  }
`);

/** Most suggestions the cross-sell popup shows. */
export const POPUP_CROSS_SELLS = 3;

export async function crossSellCatalogue(
  ctx: CommerceRequestContext,
  filter: ProductAttributeFilterInput,
  pageSize: number,
  currentPage = 1,
): Promise<{ total: number; offers: CrossSellOffer[] }> {
  const { data } = await commerceRequest(ctx, CROSS_SELLS_QUERY, {
    crossSellFilters: filter,
    crossSellPageSize: pageSize,
    crossSellCurrentPage: currentPage,
  });
  return { total: data.cross_sells?.total_count ?? 0, offers: toCrossSellOffers(data.cross_sells?.items ?? null) };
}

/** Price, stock and product page of each of the basket's suggestions (none: no call). */
export async function crossSellOffersFor(ctx: CommerceRequestContext, view: CrossSellsView): Promise<CrossSellOffer[]> {
  const skus = view.items.map((item) => item.sku);
  if (!skus.length) return [];
  return (await crossSellCatalogue(ctx, { sku: { in: skus } }, skus.length)).offers;
}

/** The store's cross-sell switches: the basket's block and the popup after an add. */
export async function crossSellFlags(ctx: CommerceRequestContext): Promise<{ cart: boolean; popup: boolean }> {
  // Stock Magento has neither switch, nor the rules behind them.
  if (!(await speaksExtensions(ctx))) return { cart: false, popup: false };
  const { data } = await commerceRequest(ctx, CROSS_SELL_FLAGS_QUERY);
  return { cart: data.storeConfig?.cross_sell_cart ?? false, popup: data.storeConfig?.cross_sell_popup ?? false };
}
