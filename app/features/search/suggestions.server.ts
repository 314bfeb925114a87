// The header search box's suggestions: the first products the search finds and
// the categories whose names match, in one backend call. The search page itself reads loadListing.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import { presentItems } from "~/commerce/lists";
import { toProductPrice } from "~/commerce/catalog/product";
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type SuggestedCategory,
  type Suggestions,
} from "~/commerce/catalog/search";

export const SEARCH_SUGGESTIONS_QUERY = graphql(`
  query SearchSuggestions($search: String!, $pageSize: Int!, $categoryCount: Int!) {
    products(search: $search, pageSize: $pageSize) {
      items {
        __typename
        uid
        name
        url_key
        small_image {
          url
          label
        }
        price_range {
          ...PriceRangeFields
        }
        categories {
          uid
          name
          url_path
        }
      }
    }
    categories(filters: { name: { match: $search } }, pageSize: $categoryCount) {
      items {
        uid
        name
        url_path
      }
    }
  }
`);

export async function loadSuggestions(ctx: CommerceRequestContext, search: string): Promise<Suggestions> {
  const { data } = await commerceRequest(ctx, SEARCH_SUGGESTIONS_QUERY, {
    search,
    pageSize: SUGGESTED_PRODUCTS,
    categoryCount: SUGGESTED_CATEGORIES,
  });
  const items = presentItems(data.products?.items);
  const products = items.flatMap((item) =>
    item.url_key
      ? [
          {
            uid: item.uid,
            name: item.name ?? "",
            urlKey: item.url_key,
            imageUrl: item.small_image?.url || null,
            price: toProductPrice(item.price_range),
            priceIsFrom: item.__typename !== "SimpleProduct",
          },
        ]
      : [],
  );
  // Categories named like the text first, then those of the products found (a search for a flavour
  // still offers its shelf); each once, only those with a page.
  const named = presentItems(data.categories?.items);
  const ofProducts = items.flatMap((item) => presentItems(item.categories));
  const categories: SuggestedCategory[] = [];
  for (const category of [...named, ...ofProducts]) {
    if (categories.length >= SUGGESTED_CATEGORIES) break;
    if (!category.url_path || categories.some((c) => c.uid === category.uid)) continue;
    categories.push({ uid: category.uid, name: category.name ?? "", urlPath: category.url_path });
  }
  return { products, categories };
}
