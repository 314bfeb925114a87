// The seed's demo data tells the truth about the shop: a subscription names a product, flavour and
// price the catalogue sells, and a review's stars agree with its words. A database seeded by an
// older version is corrected by its migration.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctSeededDemoData } from "./demo-corrections.js";
import type { EmbeddedBackend } from "../index.js";
import { correctDemoReviewRatings } from "../review/schema.js";
import { catalogueLine, correctDemoSubscriptions } from "./perks.js";
import { DEMO_CUSTOMER } from "./fixtures-customers.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const signIn = async () => {
  const d = await gql(
    backend,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
  );
  return { Authorization: `Bearer ${d.generateCustomerToken.token}` };
};

const SUBSCRIPTIONS = `{ customer { subscriptions { items { product_sku product_name product_options { label value }
  price { value currency } } } } }`;

describe("the demo customer's subscriptions", () => {
  it("name the product, flavour and size the shop sells, at the price it sells them for", async () => {
    const items = (await gql(backend, SUBSCRIPTIONS, {}, await signIn())).customer.subscriptions.items;
    expect(items.length).toBe(3);
    const whey = items.find((s: { product_sku: string }) => s.product_sku === "PW-WHEY-CHOC-1KG");
    expect(whey.product_name).toBe("Impact Whey Protein");
    expect(whey.product_options).toEqual([
      { label: "Flavour", value: "Chocolate Smooth" },
      { label: "Size", value: "1 kg" },
    ]);
    expect(whey.price).toEqual({ value: 19.99, currency: "GBP" });
    // what the catalogue sells each one as
    for (const s of items) {
      const line = catalogueLine(backend.db, s.product_sku);
      expect(s.price.value, s.product_sku).toBe(line.price);
      expect(s.product_name, s.product_sku).toBe(line.name);
    }
  });

  it("are corrected in a database seeded with the old made-up ones", async () => {
    backend.db
      .prepare("UPDATE subscriptions SET product_options = ?, price = 29.99 WHERE product_sku = 'PW-WHEY-CHOC-1KG'")
      .run(
        JSON.stringify([
          { label: "Flavour", value: "Chocolate" },
          { label: "Size", value: "1kg" },
        ]),
      );
    correctDemoSubscriptions(backend.db);
    const items = (await gql(backend, SUBSCRIPTIONS, {}, await signIn())).customer.subscriptions.items;
    const whey = items.find((s: { product_sku: string }) => s.product_sku === "PW-WHEY-CHOC-1KG");
    expect(whey.product_options[0].value).toBe("Chocolate Smooth");
    expect(whey.price.value).toBe(19.99);
  });
});

describe("the demo reviews", () => {
  const ratingsBySummary = () =>
    backend.db
      .prepare(
        "SELECT summary, GROUP_CONCAT(DISTINCT rating) AS ratings FROM reviews WHERE customer_id IS NULL GROUP BY summary, text",
      )
      .all() as Array<{ summary: string; ratings: string }>;

  it("rate as their words say: one review text, one rating; no five stars for 'Not for me'", () => {
    const rows = ratingsBySummary();
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) expect(r.ratings, r.summary).not.toContain(",");
    const notForMe = backend.db
      .prepare("SELECT COUNT(*) AS n FROM reviews WHERE summary = 'Not for me' AND rating >= 4")
      .get() as { n: number };
    expect(notForMe.n).toBe(0);
  });

  it("are corrected in a database seeded with raised ratings", () => {
    backend.db.prepare("UPDATE reviews SET rating = 5 WHERE summary = 'Not for me' AND customer_id IS NULL").run();
    correctDemoReviewRatings(backend.db);
    const ratings = backend.db
      .prepare("SELECT DISTINCT rating FROM reviews WHERE summary = 'Not for me'")
      .all() as Array<{ rating: number }>;
    expect(ratings.map((r) => r.rating)).toEqual([2]);
  });
});

describe("the correction a migration makes to a database seeded by an older version", () => {
  it("corrects its video titles, demo subscriptions, raised review ratings and diet labels", () => {
    const db = baseDatabase();
    try {
      // as the older seed wrote them
      db.prepare(
        "UPDATE product_media SET video_title = 'Creatine Monohydrate 250g: 360°' WHERE video_title IS NOT NULL",
      ).run();
      db.prepare(
        "UPDATE subscriptions SET product_options = ?, price = 29.99 WHERE product_sku = 'PW-WHEY-CHOC-1KG'",
      ).run(
        JSON.stringify([
          { label: "Flavour", value: "Chocolate" },
          { label: "Size", value: "1kg" },
        ]),
      );
      db.prepare("UPDATE reviews SET rating = 5 WHERE summary = 'Not for me' AND customer_id IS NULL").run();
      db.prepare("UPDATE attribute_option_labels SET label = 'Dairy Free' WHERE label = 'Dairy free'").run();
      correctSeededDemoData(db);
      const titles = db.prepare("SELECT video_title FROM product_media WHERE video_title IS NOT NULL").pluck().all();
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).not.toContain("360");
      const whey = db
        .prepare("SELECT product_options, price FROM subscriptions WHERE product_sku = 'PW-WHEY-CHOC-1KG'")
        .get() as { product_options: string; price: number };
      expect(JSON.parse(whey.product_options)[0].value).toBe("Chocolate Smooth");
      expect(whey.price).toBe(19.99);
      expect(
        db.prepare("SELECT COUNT(*) FROM reviews WHERE summary = 'Not for me' AND rating >= 4").pluck().get(),
      ).toBe(0);
      expect(db.prepare("SELECT COUNT(*) FROM attribute_option_labels WHERE label = 'Dairy Free'").pluck().get()).toBe(
        0,
      );
    } finally {
      db.close();
    }
  });
});
