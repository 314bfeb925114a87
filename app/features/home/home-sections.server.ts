// The home page's sections (ADR 0048): the week's deals (products whose price is lowered now) and
// best sellers by training goal (the `goal` attribute, units ordered most first), in one request.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { speaksExtensions } from "~/commerce/core/dialect.server";
import { graphql } from "~/commerce/generated";
import type { ProductSummaryFieldsFragment } from "~/commerce/generated/graphql";
import { presentItems } from "~/commerce/lists";
import { toProductSummary } from "~/commerce/catalog/product";
import type { HomeSections } from "./home-sections";

export const HOME_SECTIONS_QUERY = graphql(`
  query HomeSections($goals: [String!]!, $dealsSize: Int!, $bestSellersSize: Int!) {
    deals: products(filter: { on_sale: { eq: "1" } }, sort: { bestsellers: DESC }, pageSize: $dealsSize) {
      items {
        ...ProductSummaryFields
      }
    }
    bestSellers: products(filter: { goal: { in: $goals } }, sort: { bestsellers: DESC }, pageSize: $bestSellersSize) {
      items {
        ...ProductSummaryFields
      }
      aggregations {
        attribute_code
        options {
          label
          value
        }
      }
    }
  }
`);

/** The first `count` products a shopper can buy now: a sold-out best seller is no recommendation. */
function buyable(items: Parameters<typeof presentItems<ProductSummaryFieldsFragment>>[0], count: number) {
  return presentItems(items)
    .map((item) => toProductSummary(item))
    .filter((product) => product.inStock && !product.badges.includes("soldOut"))
    .slice(0, count);
}

/** Option ids look like this; anything else in the address is no goal (all best sellers). */
const GOAL_VALUE = /^\d{1,9}$/;

export async function loadHomeSections(
  ctx: CommerceRequestContext,
  goalParam: string | null,
  sizes: { deals: number; bestSellers: number },
): Promise<{ sections: HomeSections; cacheTags: string[] }> {
  // Deals and best sellers by goal filter and sort by the extension's attributes (on_sale, goal,
  // bestsellers), which stock Magento has no equivalent of: there the home page goes without them.
  if (!(await speaksExtensions(ctx)))
    return { sections: { deals: [], goals: [], goal: null, bestSellers: [] }, cacheTags: [] };
  const chosen = goalParam && GOAL_VALUE.test(goalParam) ? goalParam : null;
  // No goal ticks every goal (an empty `in` narrows nothing): the shop's best sellers.
  const load = (goal: string | null) =>
    commerceRequest(ctx, HOME_SECTIONS_QUERY, {
      goals: goal ? [goal] : [],
      // Twice as many as shown: what cannot be bought now is left out.
      dealsSize: sizes.deals * 2,
      bestSellersSize: sizes.bestSellers * 2,
    });
  let { data, cacheTags } = await load(chosen);
  const goalsOf = (answer: typeof data) =>
    presentItems(presentItems(answer.bestSellers?.aggregations).find((a) => a.attribute_code === "goal")?.options).map(
      (option) => ({ value: option.value, label: option.label ?? option.value }),
    );
  let goal = chosen;
  // A goal the shop does not have (an old link) shows all best sellers rather than an empty row.
  if (goal !== null && !goalsOf(data).some((known) => known.value === goal)) {
    goal = null;
    ({ data, cacheTags } = await load(null));
  }
  return {
    sections: {
      deals: buyable(data.deals?.items, sizes.deals),
      goals: goalsOf(data),
      goal,
      bestSellers: buyable(data.bestSellers?.items, sizes.bestSellers),
    },
    cacheTags,
  };
}
