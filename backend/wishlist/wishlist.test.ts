import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrations.js";
import { seed } from "../seed/index.js";
import { FROM_SCRATCH } from "../../tests/setup/timeouts.js";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { optionUids } from "../../tests/support/backend-helpers.js";
import { newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let auth: Record<string, string>;
beforeAll(async () => {
  backend = newBackend();
  const r = await backend.execute<any>(
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
  );
  auth = { Authorization: `Bearer ${r.data.generateCustomerToken.token}` };
});
afterAll(() => backend.close());

const LIST = `id items_count sharing_code updated_at
  items_v2(currentPage: 1, pageSize: 20) { page_info { total_pages }
    items { id quantity description product { sku name stock_status }
      ... on ConfigurableWishlistItem { child_sku configurable_options { option_label value_label } } } }`;

const run = (query: string, variables: Record<string, unknown> = {}, headers = auth) =>
  backend.execute<any>(query, variables, headers);

describe("the wishlist (Magento Open Source's one list)", () => {
  it("answers Venia's customer query with wishlists instead of nulling the customer", async () => {
    const r = await run(`{ customer { firstname wishlists { id items_count } wishlist { items_count } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.customer.firstname).toBe(DEMO_CUSTOMER.firstname);
    expect(r.data.customer.wishlists).toEqual([{ id: expect.stringMatching(/^\d+$/), items_count: 0 }]);
    expect(r.data.customer.wishlist.items_count).toBe(0);
    const cfg = await backend.execute<any>(`{ storeConfig { magento_wishlist_general_is_enabled } }`);
    expect(cfg.data.storeConfig.magento_wishlist_general_is_enabled).toBe("1");
  });

  it("adds, lists, updates, removes and moves items to the basket", async () => {
    const id = (await run(`{ customer { wishlists { id } } }`)).data.customer.wishlists[0].id;
    const uids = await optionUids(backend, WHEY.url_key);
    const added = await run(
      `mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
        wishlist { ${LIST} } user_errors { code message } } }`,
      {
        id,
        items: [
          { sku: CREATINE.sku, quantity: 1 },
          { sku: WHEY.sku, quantity: 1, selected_options: [uids["Chocolate Smooth"], uids["1 kg"]] },
          { sku: "NO-SUCH-SKU", quantity: 1 },
        ],
      },
    );
    expect(added.errors).toBeUndefined();
    const out = added.data.addProductsToWishlist;
    expect(out.user_errors).toEqual([
      { code: "PRODUCT_NOT_FOUND", message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
    ]);
    expect(out.wishlist.items_count).toBe(2);
    const [creatine, whey] = out.wishlist.items_v2.items;
    expect(creatine.product.sku).toBe(CREATINE.sku);
    expect(whey.child_sku).toBe("PW-WHEY-CHOC-1KG");
    expect(whey.configurable_options.map((o: any) => o.option_label)).toHaveLength(2);

    const updated = await run(
      `mutation($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
        wishlist { ${LIST} } user_errors { code message } } }`,
      { id, items: [{ wishlist_item_id: creatine.id, quantity: 3, description: "for the gym bag" }] },
    );
    expect(updated.data.updateProductsInWishlist.user_errors).toEqual([]);
    expect(updated.data.updateProductsInWishlist.wishlist.items_v2.items[0]).toMatchObject({
      quantity: 3,
      description: "for the gym bag",
    });

    const moved = await run(
      `mutation($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
        status wishlist { items_count } add_wishlist_items_to_cart_user_errors { code message wishlistItemId } } }`,
      { id, ids: [whey.id] },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data.addWishlistItemsToCart).toEqual({
      status: true,
      wishlist: { items_count: 1 },
      add_wishlist_items_to_cart_user_errors: [],
    });
    const cart = await run(
      `{ customerCart { items { product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }`,
    );
    expect(cart.data.customerCart.items.map((i: any) => i.configured_variant?.sku)).toContain("PW-WHEY-CHOC-1KG");

    const removed = await run(
      `mutation($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
        wishlist { items_count } user_errors { code message } } }`,
      { id, ids: [creatine.id, "999999"] },
    );
    expect(removed.data.removeProductsFromWishlist).toEqual({
      wishlist: { items_count: 0 },
      user_errors: [{ code: "UNDEFINED", message: 'Could not find a wishlist item with ID "999999"' }],
    });
  });

  it("refuses guests in Magento's words", async () => {
    const q = await run(`{ customer { wishlists { id } } }`, {}, {});
    expect(q.errors?.[0].message).toBe("The current customer isn't authorized.");
    const m = await run(
      `mutation { addProductsToWishlist(wishlistId: "1", wishlistItems: [{ sku: "x", quantity: 1 }]) { user_errors { code } } }`,
      {},
      {},
    );
    expect(m.errors?.[0].message).toBe("The current user cannot perform operations on wishlist");
  });
});

it("answers Adobe Commerce's several named lists as Magento Open Source does: no such field", async () => {
  const r = await run(`mutation { createWishlist(input: { name: "Gym" }) { wishlist { id } } }`);
  expect(r.errors?.[0].message).toBe('Cannot query field "createWishlist" on type "Mutation".');
});

describe("the wishlist's migration", () => {
  it("brings a shop seeded before it an empty wishlist table and the wishlist switched on", FROM_SCRATCH, () => {
    const db = new Database(":memory:");
    try {
      migrate(db, 36);
      seed(db);
      db.exec(`UPDATE config SET value = '"0"' WHERE path = 'magento_wishlist_general_is_enabled'`);
      migrate(db);
      const values = db
        .prepare("SELECT DISTINCT value FROM config WHERE path = 'magento_wishlist_general_is_enabled'")
        .all();
      expect(values).toEqual([{ value: '"1"' }]);
      expect(db.prepare("SELECT COUNT(*) AS n FROM wishlist_items").get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});
