// The product page's content: translated tabs, amino acids, claims, running deals,
// sold-out products, and the store settings the page reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endOfWeek } from "./deal.js";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE, ELECTROLYTES, WHEY } from "../seed/fixtures.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const CONTENT = `query($k: String) { products(filter: { url_key: { eq: $k } }) { items {
  sku ingredients nutrition texture active_ingredients recommended_serving
  amino_acid_profile { name per_serving per_100g } claims_list
  sold_out stock_status deal_price deal_end_time claimed_percent
  price_range { minimum_price { final_price { value } regular_price { value } } }
} } }`;
/** The product, its nutrition table's non-breaking spaces ("100\u00a0g") read as spaces. */
const product = async (urlKey: string, store = "default") => {
  const item = (await gql(backend, CONTENT, { k: urlKey }, { Store: store })).products.items[0];
  return item.nutrition ? { ...item, nutrition: item.nutrition.replace(/\u00a0/g, " ") } : item;
};

describe("the tabs' content", () => {
  it("gives a protein a nutrition table per 100 g and per serving with every row, in the store's language", async () => {
    const en = await product(WHEY.url_key);
    for (const row of [
      "Energy",
      "Fat",
      "of which saturates",
      "Carbohydrate",
      "of which sugars",
      "Fibre",
      "Protein",
      "Salt",
    ]) {
      expect(en.nutrition).toContain(`>${row}</th>`);
    }
    expect(en.nutrition).toContain("Per 100 g");
    expect(en.nutrition).toContain("Per serving (30 g)");
    expect(en.nutrition).toContain("1596 kJ / 378 kcal");
    const de = await product(WHEY.url_key, "de");
    expect(de.nutrition).toContain("davon gesättigte Fettsäuren");
    expect(de.nutrition).toContain("pro Portion (30 g)");
    // German decimals: 6,4 g fat per 100 g
    expect(de.nutrition).toContain("6,4 g");
    expect(de.texture).toBe("Cremig und glatt; lässt sich im Shaker klumpenfrei mischen.");
    expect(de.ingredients).toMatch(/^Molkenproteinkonzentrat/);
    expect(de.active_ingredients).toContain("pro Portion");
    expect(de.recommended_serving).toMatch(/^30 g/);
  });

  it("answers the amino acid profile per serving and per 100 g, with translated names", async () => {
    const en = await product(WHEY.url_key);
    expect(en.amino_acid_profile[0]).toEqual({ name: "Leucine", per_serving: 2.4, per_100g: 8.1 });
    expect(en.amino_acid_profile.length).toBeGreaterThanOrEqual(9);
    const it = await product(WHEY.url_key, "it");
    expect(it.amino_acid_profile.map((a: { name: string }) => a.name)).toContain("Acido glutammico");
  });

  it("answers the claims in every language", async () => {
    expect((await product(WHEY.url_key)).claims_list).toContain("Protein contributes to a growth in muscle mass.");
    expect((await product(WHEY.url_key, "fr")).claims_list).toContain(
      "Les protéines contribuent à augmenter la masse musculaire.",
    );
    expect((await product(CREATINE.url_key, "es")).claims_list[0]).toMatch(/^La creatina aumenta/);
  });

  it("gives each product its serving: a brownie per brownie, a vitamin per tablet with its NRV", async () => {
    const bar = await product("protein-brownie");
    expect(bar.nutrition).toContain("Per serving (1 brownie, 60 g)");
    expect(bar.amino_acid_profile).toBeNull();
    const vitamin = await product("vitamin-d3", "de");
    expect(vitamin.nutrition).toContain("pro Portion (1 Tablette, 0,2 g)");
    expect(vitamin.nutrition).toContain("% NRV*");
  });

  it("has no content for an accessory (its tabs are not shown)", async () => {
    const shaker = await product("shaker-600ml");
    expect(shaker).toMatchObject({
      ingredients: null,
      nutrition: null,
      texture: null,
      active_ingredients: null,
      recommended_serving: null,
      amino_acid_profile: null,
      claims_list: null,
    });
  });
});

describe("deals", () => {
  it("runs the weekly deal until Sunday night in the store's time zone, with its claimed share", async () => {
    const pre = await product("the-pre-workout");
    expect(pre.deal_price).toBeGreaterThan(0);
    expect(pre.claimed_percent).toBe(64);
    const end = Date.parse(pre.deal_end_time);
    expect(end).toBeGreaterThan(Date.now());
    expect(end - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    expect(pre.deal_end_time).toBe(endOfWeek(new Date(), "Europe/London"));
    // the page's price is the deal's, below the regular one
    expect(pre.price_range.minimum_price.final_price.value).toBe(pre.deal_price);
    expect(pre.price_range.minimum_price.regular_price.value).toBeGreaterThan(pre.deal_price);
  });

  it("charges the deal price in the basket", async () => {
    const citrulline = await product("citrulline-malate");
    expect(citrulline.deal_price).toBe(10.99);
    const cartId = await newCart(backend);
    const added = await gql(backend, ADD, { cartId, items: [{ sku: "PW-CITR", quantity: 1 }] });
    expect(added.addProductsToCart.cart.items[0].prices.row_total_including_tax.value).toBe(10.99);
  });

  it(
    "answers no deal price once a fixed deal has ended, and the regular price applies again",
    { timeout: 30_000 },
    async () => {
      const own = newBackend();
      try {
        own.db
          .prepare(
            "UPDATE products SET deal_recurrence = NULL, deal_end_time = '2020-01-05T23:59:59Z' WHERE sku = 'PW-CITR'",
          )
          .run();
        const ended = (await gql(own, CONTENT, { k: "citrulline-malate" })).products.items[0];
        expect(ended.deal_price).toBeNull();
        expect(ended.deal_end_time).toBeNull();
        expect(ended.price_range.minimum_price.final_price.value).toBe(14.99);
      } finally {
        own.close();
      }
    },
  );

  it("ends a week on Sunday 23:59:59 local time, summer time included", () => {
    // Friday 27 March 2026; British Summer Time starts on Sunday the 29th
    expect(endOfWeek(new Date("2026-03-27T12:00:00Z"), "Europe/London")).toBe("2026-03-29T22:59:59Z");
    // Sunday 23:30 in London is still that Sunday; in Berlin it is already Monday
    expect(endOfWeek(new Date("2026-11-22T23:30:00Z"), "Europe/London")).toBe("2026-11-22T23:59:59Z");
    expect(endOfWeek(new Date("2026-11-22T23:30:00Z"), "Europe/Berlin")).toBe("2026-11-29T22:59:59Z");
  });
});

describe("sold out", () => {
  it("marks a product sold for good as sold out, and one merely out of stock as not", async () => {
    const flapjack = await product("protein-flapjack");
    expect(flapjack).toMatchObject({ sold_out: true, stock_status: "OUT_OF_STOCK" });
    const electrolytes = await product(ELECTROLYTES.url_key);
    expect(electrolytes).toMatchObject({ sold_out: false, stock_status: "OUT_OF_STOCK" });
  });
});

describe("the page's store settings", () => {
  it("serves the delivery timer and the flavour label settings per store view", async () => {
    const q = `{ storeConfig { delivery_timer { shipment_time delivery_time holidays } flavour_label_enabled flavour_label_default } }`;
    expect((await gql(backend, q)).storeConfig).toEqual({
      // The Manchester warehouse's bank holidays: Christmas 2026 is a Friday, Boxing Day's holiday
      // the Monday after.
      delivery_timer: {
        shipment_time: "15:00",
        delivery_time: "Next working day",
        holidays: expect.arrayContaining(["2026-12-25", "2026-12-28", "2027-01-01"]),
      },
      flavour_label_enabled: true,
      flavour_label_default: "Flavour",
    });
    expect((await gql(backend, q, {}, { Store: "de" })).storeConfig).toMatchObject({
      // The same warehouse sends the German orders: its holidays are the German timer's too.
      delivery_timer: {
        shipment_time: "14:00",
        delivery_time: "in 2–3 Werktagen",
        holidays: expect.arrayContaining(["2026-12-25", "2026-12-28", "2027-01-01"]),
      },
      flavour_label_default: "Geschmack",
    });
  });
});
