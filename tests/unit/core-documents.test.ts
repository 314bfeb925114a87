// The documents the shop sends to a stock Magento 2.4.7 (files under a `core/` folder of app/):
// each must validate against Magento's own schema alone, with no extension SDL, as a stock Magento
// refuses a whole document for one field it does not know. And each core twin must be exactly its
// extended document with what stock Magento lacks left out, so that the two never drift apart: a
// field added to the extended document (that Magento has) must be added to the core one too.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import {
  ADD_PRODUCTS_TO_CART_MUTATION,
  CART_QUERY,
  REMOVE_ITEM_FROM_CART_MUTATION,
  UPDATE_CART_ITEMS_MUTATION,
} from "~/commerce/cart/cart.server";
import { CATEGORY_QUERY } from "~/commerce/catalog/category.server";
import {
  ADD_PRODUCTS_TO_CART_CORE_MUTATION,
  CART_CORE_QUERY,
  REMOVE_ITEM_FROM_CART_CORE_MUTATION,
  UPDATE_CART_ITEMS_CORE_MUTATION,
} from "~/commerce/core/cart.server";
import { PRODUCT_LIST_QUERY } from "~/commerce/catalog/listing.server";
import { PRODUCT_PAGE_QUERY } from "~/commerce/catalog/product.server";
import { CATEGORY_CORE_QUERY, PRODUCT_LIST_CORE_QUERY, PRODUCT_PAGE_CORE_QUERY } from "~/commerce/core/catalog.server";
import { APP_CORE_QUERY } from "~/commerce/core/store.server";
import { STORE_QUERY } from "~/commerce/store/store.server";
import { ACCOUNT_DASHBOARD_QUERY } from "~/features/account/dashboard/dashboard.server";
import { ACCOUNT_DASHBOARD_CORE_QUERY } from "~/features/account/dashboard/core/dashboard.server";
import {
  ACCOUNT_DETAILS_QUERY,
  CONTACT_PREFERENCES_QUERY,
  UPDATE_CONTACT_PREFERENCES_MUTATION,
} from "~/features/account/profile/profile.server";
import { ACCOUNT_DETAILS_CORE_QUERY } from "~/features/account/profile/core/details.server";
import {
  CONTACT_PREFERENCES_CORE_QUERY,
  UPDATE_CONTACT_PREFERENCES_CORE_MUTATION,
} from "~/features/account/profile/core/contact-preferences.server";
import { ADDRESS_BOOK_QUERY } from "~/commerce/customer/addresses.server";
import { ADDRESS_BOOK_CORE_QUERY } from "~/commerce/core/addresses.server";
import { CUSTOMER_ORDER_QUERY } from "~/commerce/sales/orders.server";
import { CUSTOMER_ORDER_CORE_QUERY, GUEST_ORDER_BY_TOKEN_CORE_QUERY } from "~/commerce/core/orders.server";
import { GUEST_ORDER_BY_TOKEN_QUERY } from "~/features/checkout/success/success.server";
import { SHIPPING_ESTIMATE_CORE_QUERY } from "~/features/basket/core/shipping.server";
import { SHIPPING_ESTIMATE_QUERY } from "~/features/basket/shipping.server";
import { CHECKOUT_CONFIRMATION_QUERY } from "~/features/checkout/confirmation.server";
import { CHECKOUT_CONFIRMATION_CORE_QUERY, CHECKOUT_STATE_CORE_QUERY } from "~/features/checkout/core/checkout.server";
import { CHECKOUT_STATE_QUERY } from "~/features/checkout/state.server";
import { CREATE_REVIEW_MUTATION, REVIEW_RATINGS_QUERY } from "~/features/product/reviews.server";
import { CREATE_REVIEW_CORE_MUTATION, REVIEW_RATINGS_CORE_QUERY } from "~/features/product/core/review-post.server";
import { coreProjection, printedCore, stockMagentoSchema } from "../support/stock-magento";

const APP = join(__dirname, "../../app");

/**
 * Every operation written with `graphql(\`...\`)` in a file under a core/ folder, with the fragments of
 * that file it spreads (a core document's fragments live beside it, as the CI check reads them).
 */
function coreDocuments(): Array<{ file: string; source: string }> {
  return readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)core\/.*\.tsx?$/.test(file) && !file.includes("generated"))
    .flatMap((file) => {
      const sources = [...readFileSync(join(APP, file), "utf8").matchAll(/graphql\(`([\s\S]*?)`\)/g)].map((m) => m[1]);
      const fragments = sources.filter((source) => /^\s*fragment\b/.test(source));
      const nameOf = (fragment: string) => fragment.match(/fragment\s+(\w+)/)![1];
      // The fragments a source spreads, and theirs in turn (an order's detail spreads its address).
      const withFragments = (source: string) => {
        const used: string[] = [];
        for (let added = true; added;) {
          added = false;
          for (const fragment of fragments)
            if (!used.includes(fragment) && [source, ...used].some((s) => s.includes(`...${nameOf(fragment)}`))) {
              used.push(fragment);
              added = true;
            }
        }
        return [source, ...used].join("\n");
      };
      return sources
        .filter((source) => !fragments.includes(source))
        .map((source) => ({ file: relative(APP, join(APP, file)), source: withFragments(source) }));
    });
}

describe("core-mode documents", () => {
  const documents = coreDocuments();

  it("are found (the shell's App twin and the dialect probe at least)", () => {
    expect(documents.length).toBeGreaterThanOrEqual(2);
  });

  for (const { file, source } of documents) {
    const name = source.match(/(?:query|mutation|fragment)\s+(\w+)/)?.[1] ?? "?";
    it(`${name} (${file}) validates against stock Magento 2.4.7 alone`, () => {
      const errors = validate(stockMagentoSchema(), parse(source), specifiedRules).map((e) => e.message);
      expect(errors).toEqual([]);
    });
  }
});

describe("core twins are their extended documents minus the extension", () => {
  const twins: Array<[string, { toString(): string }, { toString(): string }]> = [
    ["App", STORE_QUERY, APP_CORE_QUERY],
    ["ProductList", PRODUCT_LIST_QUERY, PRODUCT_LIST_CORE_QUERY],
    ["CategoryByPath", CATEGORY_QUERY, CATEGORY_CORE_QUERY],
    ["ProductPage", PRODUCT_PAGE_QUERY, PRODUCT_PAGE_CORE_QUERY],
    ["Cart", CART_QUERY, CART_CORE_QUERY],
    ["AddProductsToCart", ADD_PRODUCTS_TO_CART_MUTATION, ADD_PRODUCTS_TO_CART_CORE_MUTATION],
    ["UpdateCartItems", UPDATE_CART_ITEMS_MUTATION, UPDATE_CART_ITEMS_CORE_MUTATION],
    ["RemoveItemFromCart", REMOVE_ITEM_FROM_CART_MUTATION, REMOVE_ITEM_FROM_CART_CORE_MUTATION],
    ["AccountDashboard", ACCOUNT_DASHBOARD_QUERY, ACCOUNT_DASHBOARD_CORE_QUERY],
    ["AccountDetails", ACCOUNT_DETAILS_QUERY, ACCOUNT_DETAILS_CORE_QUERY],
    ["ContactPreferences", CONTACT_PREFERENCES_QUERY, CONTACT_PREFERENCES_CORE_QUERY],
    ["UpdateContactPreferences", UPDATE_CONTACT_PREFERENCES_MUTATION, UPDATE_CONTACT_PREFERENCES_CORE_MUTATION],
    ["AddressBook", ADDRESS_BOOK_QUERY, ADDRESS_BOOK_CORE_QUERY],
    ["CustomerOrder", CUSTOMER_ORDER_QUERY, CUSTOMER_ORDER_CORE_QUERY],
    ["GuestOrderByToken", GUEST_ORDER_BY_TOKEN_QUERY, GUEST_ORDER_BY_TOKEN_CORE_QUERY],
    ["CartShippingEstimate", SHIPPING_ESTIMATE_QUERY, SHIPPING_ESTIMATE_CORE_QUERY],
    ["CheckoutState", CHECKOUT_STATE_QUERY, CHECKOUT_STATE_CORE_QUERY],
    ["CheckoutConfirmation", CHECKOUT_CONFIRMATION_QUERY, CHECKOUT_CONFIRMATION_CORE_QUERY],
    ["ProductReviewRatings", REVIEW_RATINGS_QUERY, REVIEW_RATINGS_CORE_QUERY],
    ["CreateProductReview", CREATE_REVIEW_MUTATION, CREATE_REVIEW_CORE_MUTATION],
  ];

  for (const [name, extended, core] of twins) {
    it(`${name}Core = ${name} without what stock Magento lacks`, () => {
      expect(printedCore(core.toString(), `${name}Core`)).toBe(coreProjection(extended.toString(), `${name}Core`));
    });
  }
});
