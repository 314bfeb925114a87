// Basket extras as a GraphQL caller sees them: personalised offers chosen by the basket, the reward
// product (threshold, free line, fixed quantity, removed below the threshold, declined), supersize.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { migrate } from "../db/migrations.js";
import { seed } from "../seed/index.js";
import { welcomeOfferWordsMigration } from "./schema.js";
import { SUPERSIZE_FAILED } from "./messages.js";
import { AMINO_OFFER, COUPON_OFFER, REWARD_RULE, SUPERSIZE } from "../seed/fixtures-extras.js";
import { WHEY } from "../seed/fixtures.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";
import { FROM_SCRATCH, SLOW } from "../../tests/setup/timeouts.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close?.());

const EXTRAS = `
  id
  personalized_offers { title description image background font_colour_headline font_colour_copy action_type action_value }
  reward {
    discount_label popup_title option_1_title option_2_title
    products { name sku product_id small_image { url } txt_flavours txt_size_kg child_sku select_bundle_items { option_id selected_option_ids } }
  }
  prices { subtotal_including_tax { value } grand_total { value } }
  items {
    uid quantity is_reward_product
    product { sku }
    ... on ConfigurableCartItem { configured_variant { sku } }
    ... on BundleCartItem { bundle_options { label values { label quantity product_sku } } }
    prices { price_including_tax { value } row_total_including_tax { value } regular_price { value } }
    supersize { sku message }
  }`;

const cartQuery = async (cartId: string, headers?: Record<string, string>) =>
  (await gql(backend, `query($id: String!) { cart(cart_id: $id) { ${EXTRAS} } }`, { id: cartId }, headers)).cart;

const add = (cartId: string, items: object[], headers?: Record<string, string>) =>
  gql(backend, ADD, { cartId, items }, headers);

const whey = (flavour: "CHOC" | "VAN" | "STRAW" | "SALT", size: "1KG" | "2.5KG" | "5KG", quantity = 1) => ({
  sku: WHEY.variantSku(flavour, size),
  parent_sku: WHEY.sku,
  quantity,
});

async function mutate(query: string, input: object, headers?: Record<string, string>) {
  return backend.execute<any>(query, { input }, headers);
}
const TAKE = `mutation($input: AddRewardProductToCartInput!) { addRewardProductToCart(input: $input) { cart { ${EXTRAS} } } }`;
const DECLINE = `mutation($input: DeclineRewardProductInput!) { declineRewardProduct(input: $input) { cart { ${EXTRAS} } } }`;
const SUPERSIZE_M = `mutation($input: SupersizeCartItemInput!) { supersizeCartItem(input: $input) { cart { ${EXTRAS} } } }`;
const UPDATE = `mutation($input: UpdateCartItemsInput!) { updateCartItems(input: $input) { cart { ${EXTRAS} } } }`;

describe("personalised offers", () => {
  it("offers the shaker with protein and stops once a shaker is in the basket", async () => {
    const cartId = await newCart(backend);
    expect((await cartQuery(cartId)).personalized_offers).toEqual([]);
    await add(cartId, [whey("VAN", "1KG")]);
    const [offer] = (await cartQuery(cartId)).personalized_offers;
    expect(offer).toMatchObject({
      title: "Mix it right",
      action_type: "add_product",
      action_value: "PW-SHAKER",
      background: "#0f3d3e",
      font_colour_headline: "#ffffff",
    });
    expect(offer.image).toMatch(/^\/media\/catalog\/product\//);
    await add(cartId, [{ sku: "PW-SHAKER", quantity: 1 }]);
    expect((await cartQuery(cartId)).personalized_offers.map((o: any) => o.action_type)).not.toContain("add_product");
  });

  it("offers the coupon from a subtotal on, and a link to the amino acids with creatine, per store view", async () => {
    const cartId = await newCart(backend, { Store: "de" });
    await add(cartId, [{ sku: "PW-CREA-250", quantity: 1 }], { Store: "de" });
    let offers = (await cartQuery(cartId, { Store: "de" })).personalized_offers;
    expect(offers).toEqual([
      expect.objectContaining({
        title: "Erholung zwischen den Sätzen",
        action_type: "link",
        action_value: `/de/${AMINO_OFFER.categoryUrlPath}`,
      }),
    ]);
    // 4 tubs of creatine at 11.99 EUR: 47.96 >= 45
    await add(cartId, [{ sku: "PW-CREA-250", quantity: 3 }], { Store: "de" });
    offers = (await cartQuery(cartId, { Store: "de" })).personalized_offers;
    expect(offers.map((o: any) => [o.action_type, o.action_value])).toEqual([
      ["apply_coupon", COUPON_OFFER.code],
      ["link", `/de/${AMINO_OFFER.categoryUrlPath}`],
    ]);
  });
});

describe("the welcome offer's words", () => {
  it("fit every English store: the US basket is a cart", async () => {
    const cartId = await newCart(backend, { Store: "us" });
    // 5 tubs of creatine at 12.99 USD: 64.95 >= 50
    await add(cartId, [{ sku: "PW-CREA-250", quantity: 5 }], { Store: "us" });
    const offers = (await cartQuery(cartId, { Store: "us" })).personalized_offers;
    const coupon = offers.find((o: any) => o.action_type === "apply_coupon");
    expect(coupon.description).toBe("A welcome present: apply code WELCOME10.");
  });

  it("reach a shop seeded before them, unless its owner wrote their own", FROM_SCRATCH, () => {
    const db = new Database(":memory:");
    try {
      migrate(db, 47);
      seed(db);
      const words = () =>
        (
          db.prepare("SELECT description FROM basket_offer_texts WHERE store_code = '' AND offer_id = 2").get() as {
            description: string;
          }
        ).description;
      db.prepare("UPDATE basket_offer_texts SET description = ? WHERE store_code = '' AND offer_id = 2").run(
        "A welcome present: apply code WELCOME10 to your basket.",
      );
      migrate(db);
      expect(words()).toBe("A welcome present: apply code WELCOME10.");
      db.prepare(
        "UPDATE basket_offer_texts SET description = 'Our gift to you: WELCOME10' WHERE offer_id = 2 AND store_code = ''",
      ).run();
      welcomeOfferWordsMigration(db);
      expect(words()).toBe("Our gift to you: WELCOME10");
    } finally {
      db.close();
    }
  });
});

describe("reward products", () => {
  it("offers a free product from the threshold on; the taken one is a free line of quantity 1", async () => {
    const cartId = await newCart(backend);
    await add(cartId, [whey("VAN", "2.5KG")]);
    expect((await cartQuery(cartId)).reward).toBeNull(); // 39.99 < 60
    await add(cartId, [whey("VAN", "1KG")]); // 59.98
    expect((await cartQuery(cartId)).reward).toBeNull();
    await add(cartId, [{ sku: "PW-CREA-250", quantity: 1 }]); // 69.97
    const reward = (await cartQuery(cartId)).reward;
    expect(reward).toMatchObject({ discount_label: REWARD_RULE.discountLabel, popup_title: REWARD_RULE.popupTitle });
    // the out-of-stock peanut butter box is not offered
    expect(reward.products.map((p: any) => p.child_sku ?? p.sku)).toEqual([
      "PW-SHAKER",
      "PW-BAR-CHOC-12BARS",
      "PW-BAR-SALT-12BARS",
      "PW-BAR-COOK-12BARS",
      "PW-BUNDLE-PRE",
    ]);
    expect(reward.products[1]).toMatchObject({ sku: "PW-BAR", txt_flavours: "Chocolate Smooth" });

    const refused = await mutate(TAKE, { cart_id: cartId, sku: "PW-BAR", child_sku: "PW-BAR-PB-12BARS" });
    expect(refused.errors?.[0].message).toMatch(/not one of the free gifts/);

    const taken = await mutate(TAKE, { cart_id: cartId, sku: "PW-BAR", child_sku: "PW-BAR-SALT-12BARS" });
    expect(taken.errors).toBeUndefined();
    const cart = taken.data.addRewardProductToCart.cart;
    const gift = cart.items.find((i: any) => i.is_reward_product);
    expect(gift).toMatchObject({
      quantity: 1,
      configured_variant: { sku: "PW-BAR-SALT-12BARS" },
      prices: {
        price_including_tax: { value: 0 },
        row_total_including_tax: { value: 0 },
        regular_price: { value: 22.99 },
      },
    });
    expect(cart.prices.subtotal_including_tax.value).toBe(69.97);
    expect(cart.reward).toBeNull(); // one gift per basket

    const again = await mutate(UPDATE, { cart_id: cartId, cart_items: [{ cart_item_uid: gift.uid, quantity: 3 }] });
    expect(again.errors?.[0].message).toBe("The quantity of a free gift cannot be changed.");

    // Below the threshold the gift goes.
    const creatine = cart.items.find((i: any) => i.product.sku === "PW-CREA-250");
    const lowered = await mutate(UPDATE, {
      cart_id: cartId,
      cart_items: [{ cart_item_uid: creatine.uid, quantity: 0 }],
    });
    expect(lowered.data.updateCartItems.cart.items.some((i: any) => i.is_reward_product)).toBe(false);
  });

  it("gives a bundle gift with the parts the rule names, with or without the parts posted", async () => {
    const cartId = await newCart(backend);
    await add(cartId, [whey("CHOC", "5KG")]);
    const bundle = (await cartQuery(cartId)).reward.products.find((p: any) => p.sku === "PW-BUNDLE-PRE");
    // SPEC select_bundle_items: the option and the selections the rule gives.
    expect(bundle.select_bundle_items).toHaveLength(2);
    expect(bundle.select_bundle_items.every((item: any) => item.selected_option_ids.length === 1)).toBe(true);

    // The reward form posts the sku only: the backend adds the rule's parts.
    const taken = await mutate(TAKE, { cart_id: cartId, sku: "PW-BUNDLE-PRE" });
    expect(taken.errors).toBeUndefined();
    const gift = taken.data.addRewardProductToCart.cart.items.find((i: any) => i.is_reward_product);
    expect(gift.product.sku).toBe("PW-BUNDLE-PRE");
    expect(gift.prices.row_total_including_tax.value).toBe(0);
    expect(gift.bundle_options.flatMap((o: any) => o.values.map((v: any) => v.product_sku))).toEqual([
      "PW-PRE-PUNCH-250G",
      "PW-BCAA-LEMON-250G",
    ]);

    // Parts the rule does not name are refused.
    const other = await newCart(backend);
    await add(other, [whey("CHOC", "5KG")]);
    const product = await gql(
      backend,
      `{ products(filter: { sku: { eq: "PW-BUNDLE-PRE" } }) { items { ... on BundleProduct { items { options { uid product { sku } } } } } } }`,
    );
    const blue = product.products.items[0].items
      .flatMap((o: any) => o.options)
      .find((o: any) => o.product.sku === "PW-PRE-BLUE-250G");
    const refused = await mutate(TAKE, { cart_id: other, sku: "PW-BUNDLE-PRE", bundle_options: [blue.uid] });
    expect(refused.errors?.[0].message).toMatch(/not one of the free gifts/);
  });

  it("a declined reward is not offered again in that basket", async () => {
    const cartId = await newCart(backend);
    await add(cartId, [whey("CHOC", "5KG")]);
    expect((await cartQuery(cartId)).reward).not.toBeNull();
    const declined = await mutate(DECLINE, { cart_id: cartId });
    expect(declined.data.declineRewardProduct.cart.reward).toBeNull();
    const taken = await mutate(TAKE, { cart_id: cartId, sku: "PW-SHAKER" });
    expect(taken.errors?.[0].message).toMatch(/does not qualify/);
    // another basket still gets it
    const other = await newCart(backend);
    await add(other, [whey("CHOC", "5KG")]);
    expect((await cartQuery(other)).reward).not.toBeNull();
  });
});

describe("supersize", () => {
  it("offers the larger pack with what it costs more and saves per kg, and swaps the line, same quantity", async () => {
    const cartId = await newCart(backend);
    await add(cartId, [whey("VAN", "1KG", 2)]);
    const [line] = (await cartQuery(cartId)).items;
    // 2 x (39.99 - 19.99) more; 19.99 a kg against 39.99 / 2.5 = 16.00 a kg
    expect(line.supersize).toEqual({
      sku: SUPERSIZE.upgradable.to,
      message: "Upgrade to 2.5 kg for £40.00 more — save £3.99 per kg",
    });
    const done = await mutate(SUPERSIZE_M, { cart_id: cartId, cart_item_uid: line.uid });
    expect(done.errors).toBeUndefined();
    const items = done.data.supersizeCartItem.cart.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 2, configured_variant: { sku: SUPERSIZE.upgradable.to } });
    // 16.00 a kg against 69.99 / 5 = 14.00 a kg: what the old "save £9.99" hid behind a doubled total
    expect(items[0].supersize).toEqual({
      sku: "PW-WHEY-VAN-5KG",
      message: "Upgrade to 5 kg for £60.00 more — save £2.00 per kg",
    });
  });

  it("says it in the store's language and currency", async () => {
    const cartId = await newCart(backend, { Store: "de" });
    await add(cartId, [whey("CHOC", "1KG")], { Store: "de" });
    const [line] = (await cartQuery(cartId, { Store: "de" })).items;
    // 45.99 - 22.99 more; 22.99 - 45.99 / 2.5 = 4.59 a kg
    expect(line.supersize.message).toMatch(/^Für 23,00\s€ mehr auf 2[.,]5 kg wechseln – 4,59\s€ pro kg sparen$/);
  });

  it("does not offer a larger pack that is out of stock, and the upgrade is refused as before", async () => {
    const cartId = await newCart(backend, { Store: "de" });
    await add(cartId, [whey("SALT", "2.5KG")], { Store: "de" });
    const [line] = (await cartQuery(cartId, { Store: "de" })).items;
    expect(line.supersize).toBeNull();
    const failed = await mutate(SUPERSIZE_M, { cart_id: cartId, cart_item_uid: line.uid }, { Store: "de" });
    expect(failed.errors?.[0].message).toBe(SUPERSIZE_FAILED);
    const [still] = (await cartQuery(cartId, { Store: "de" })).items;
    expect(still.configured_variant.sku).toBe(SUPERSIZE.failing.from);
  });

  it("counts the stock the rest of the basket already takes", async () => {
    const cartId = await newCart(backend);
    // 60 of the 100 vanilla 2.5 kg tubs already in the basket: 50 more would be too many.
    await add(cartId, [whey("VAN", "2.5KG", 60), whey("VAN", "1KG", 50)]);
    const small = (await cartQuery(cartId)).items.find((i: any) => i.configured_variant.sku === "PW-WHEY-VAN-1KG");
    expect(small.supersize).toBeNull();
    const failed = await mutate(SUPERSIZE_M, { cart_id: cartId, cart_item_uid: small.uid });
    expect(failed.errors?.[0].message).toBe(SUPERSIZE_FAILED);
  });

  it("can do every upgrade it offers, in every store view", SLOW, async () => {
    const rules = backend.db.prepare("SELECT from_sku, to_sku FROM supersize_rules ORDER BY rowid").all() as Array<{
      from_sku: string;
      to_sku: string;
    }>;
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const store of ["default", "ie", "us", "de", "es", "fr", "it"]) {
      const offered: string[] = [];
      for (const rule of rules) {
        const headers = { Store: store };
        const cartId = await newCart(backend, headers);
        await add(cartId, [{ sku: rule.from_sku, parent_sku: WHEY.sku, quantity: 1 }], headers);
        const [line] = (await cartQuery(cartId, headers)).items;
        if (!line?.supersize) continue; // not sold (out of stock) or nothing to offer
        offered.push(rule.from_sku);
        expect(line.supersize.sku).toBe(rule.to_sku);
        expect(line.supersize.message).toMatch(/kg/);
        const done = await mutate(SUPERSIZE_M, { cart_id: cartId, cart_item_uid: line.uid }, headers);
        expect(done.errors, `${store} ${rule.from_sku}`).toBeUndefined();
        expect(done.data.supersizeCartItem.cart.items[0].configured_variant.sku).toBe(rule.to_sku);
      }
      // Every rule whose small pack is sold and whose large pack is in stock is offered.
      expect(offered, store).toEqual(
        rules
          .map((r) => r.from_sku)
          .filter((sku) => !WHEY.outOfStock.includes(sku as never) && sku !== SUPERSIZE.failing.from),
      );
    }
  });

  it("has no upgrade for products without a larger pack", async () => {
    const cartId = await newCart(backend);
    await add(cartId, [{ sku: "PW-CREA-250", quantity: 1 }, whey("VAN", "5KG")]);
    expect((await cartQuery(cartId)).items.map((i: any) => i.supersize)).toEqual([null, null]);
  });
});
