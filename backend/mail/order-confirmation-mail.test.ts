// The order confirmation email as the shopper reads it: each line bought on subscription says so
// and how often (like the basket), the delivery address (or the collection point) and the billing
// address are printed, in the store view's language. And the free gift's threshold counts a
// subscription line at the price the shopper pays, as the basket's subtotal shows it.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, MIGRATIONS } from "../db/migrations.js";
import { createMailOutbox } from "./outbox.js";
import type { EmbeddedBackend } from "../index.js";
import { mailTemplates, type MailLang } from "./templates.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { REWARD_RULE } from "../seed/fixtures-extras.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { gql, newCart, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let demo: Record<string, string>;

beforeAll(async () => {
  backend = newBackend({
    customers: { signInLimits: { delayStepMs: 0 } },
  });
  demo = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
}, 60_000);
afterAll(() => backend.close());

async function signIn(email: string, password: string, store = "default") {
  const d = await gql(
    backend,
    `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email, password },
    { Store: store, "x-forwarded-for": "198.51.100.7" },
  );
  return { Authorization: `Bearer ${d.generateCustomerToken.token}`, Store: store };
}

const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    cart { id reward { products { sku } } prices { subtotal_including_tax { value } } }
    user_errors { message } } }`;

const HOME = {
  firstname: "Robin",
  lastname: "Tester",
  street: ["1 Deansgate"],
  city: "Manchester",
  postcode: "M3 1AZ",
  country_id: "GB",
  telephone: "+441615550100",
};
const OFFICE = {
  firstname: "Robin",
  lastname: "Tester",
  company: "Tester & Co",
  street: ["22 Oxford Road", "Floor 3"],
  city: "Leeds",
  postcode: "LS1 4AP",
  country_id: "GB",
  telephone: "+441135550100",
};

function fill(cartId: string, shipping: object, method: string, billing: object | null, email: string | null) {
  backend.db
    .prepare(
      "UPDATE carts SET email = COALESCE(?, email), shipping_address = ?, billing_address = ?, shipping_method = ? WHERE masked_id = ?",
    )
    .run(email, JSON.stringify(shipping), billing ? JSON.stringify(billing) : null, method, cartId);
}

async function placeByTransfer(cartId: string, headers: Record<string, string> = {}) {
  await gql(
    backend,
    `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { cart { id } } }`,
    { id: cartId },
    headers,
  );
  const d = await gql(
    backend,
    `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }`,
    { id: cartId },
    headers,
  );
  return d.placeOrder.orderV2.number as string;
}

const newestConfirmation = () =>
  backend.db.prepare("SELECT * FROM mail_outbox WHERE kind = 'order-confirmation' ORDER BY id DESC LIMIT 1").get() as {
    body_text: string;
    body_html: string | null;
  };
const confirmation = () => newestConfirmation().body_text;
/** The HTML part's words, tags taken out (each tag a line break). */
const htmlText = () =>
  (newestConfirmation().body_html ?? "")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The lines after a heading, up to the next blank line. */
const block = (text: string, heading: string) => {
  const lines = text.split("\n");
  const at = lines.indexOf(heading);
  if (at < 0) return null;
  const end = lines.indexOf("", at);
  return lines.slice(at + 1, end < 0 ? undefined : end);
};

/** A Spanish collection point as the cart's delivery address, with the collector's name and mobile. */
const MADRID_POINT = {
  firstname: "Lucía",
  lastname: "García",
  company: "Estanco Sol",
  street: ["Calle de Alcalá 21"],
  city: "Madrid",
  postcode: "28014",
  country_id: "ES",
  telephone: "+34612345678",
  pickup_location_code: "ES-MAD-01",
};

describe("the order confirmation email", () => {
  it("says which line is a subscription and how often, as the basket does", async () => {
    const cartId = (await gql(backend, `{ customerCart { id } }`, {}, demo)).customerCart.id as string;
    const tub = { sku: WHEY.variantSku("VAN", "2.5KG"), parent_sku: WHEY.sku };
    await gql(backend, ADD, { cartId, items: [{ ...tub, quantity: 1, subscription_frequency_weeks: 6 }] }, demo);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] }, demo);
    fill(cartId, HOME, "flatrate_flatrate", null, null);
    await placeByTransfer(cartId, demo);
    const items = confirmation()
      .split("\n")
      .filter((l) => l.includes(" × "));
    expect(items).toHaveLength(2);
    expect(items.find((l) => l.includes("Whey"))).toMatch(/\(Subscribe & save 10% · every 6 weeks\)$/);
    expect(items.find((l) => l.includes(CREATINE.name))).not.toContain("Subscribe");
    // The HTML part says it under the item's name.
    const html = htmlText();
    const whey = html.findIndex((l) => l.startsWith("1 × Impact Whey"));
    expect(whey).toBeGreaterThanOrEqual(0);
    expect(html[whey + 1]).toBe("Flavour: Vanilla, Size: 2.5 kg");
    expect(html[whey + 2]).toBe("Subscribe & save 10% · every 6 weeks");
  });

  it("says what was chosen, and its money adds up as the basket's: subtotal, discount, delivery, total, the VAT in it", async () => {
    const cartId = await newCart(backend);
    await gql(backend, ADD, {
      cartId,
      items: [{ sku: WHEY.variantSku("VAN", "2.5KG"), parent_sku: WHEY.sku, quantity: 2 }],
    });
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
    await gql(
      backend,
      `mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { id } } }`,
      { id: cartId },
    );
    fill(cartId, HOME, "flatrate_flatrate", null, "sums@example.com");
    const { cart } = await gql(
      backend,
      `query($id: String!) { cart(cart_id: $id) {
        prices { subtotal_including_tax { value } grand_total { value } discounts { amount { value } }
          applied_taxes { amount { value } } }
        shipping_addresses { selected_shipping_method { amount { value } } } } }`,
      { id: cartId },
    );
    await placeByTransfer(cartId);
    const pounds = (value: number) => `£${value.toFixed(2)}`;
    const discount = cart.prices.discounts.reduce(
      (sum: number, d: { amount: { value: number } }) => sum + d.amount.value,
      0,
    );
    const vat = cart.prices.applied_taxes.reduce(
      (sum: number, t: { amount: { value: number } }) => sum + t.amount.value,
      0,
    );
    const delivery = cart.shipping_addresses[0].selected_shipping_method.amount.value;
    expect(discount).toBeGreaterThan(0);
    const text = confirmation().split("\n");
    expect(text.find((l) => l.startsWith("2 × Impact Whey"))).toContain("(Flavour: Vanilla, Size: 2.5 kg)");
    expect(text).toContain(`Subtotal: ${pounds(cart.prices.subtotal_including_tax.value)}`);
    expect(text.find((l) => l.startsWith("Discount ("))).toMatch(
      new RegExp(`: −${pounds(discount).replace(".", "\\.")}$`),
    );
    expect(text.find((l) => l.startsWith("Delivery: "))).toMatch(
      new RegExp(` — ${pounds(delivery).replace(".", "\\.")}$`),
    );
    expect(text).toContain(`Total: ${pounds(cart.prices.grand_total.value)}`);
    expect(text).toContain(`VAT included: ${pounds(vat)}`);
    // The sum the email shows is the total it states, to the penny.
    const subtotal = cart.prices.subtotal_including_tax.value;
    expect(Math.round((subtotal - discount + delivery) * 100)).toBe(Math.round(cart.prices.grand_total.value * 100));
    // The HTML part shows the same rows.
    const html = htmlText();
    for (const label of ["Subtotal", "Total", "VAT included"]) expect(html).toContain(label);
  });

  it("writes a French colon in French: a no-break space before it", () => {
    const mail = mailTemplates("fr").orderConfirmation({
      name: "Camille",
      shop: "Peak Whey",
      number: "000000042",
      items: [
        {
          qty: 1,
          name: "Impact Whey Protein",
          amount: "29,99 €",
          options: [{ label: "Saveur", value: "Vanille" }],
          note: null,
        },
      ],
      subtotal: "29,99 €",
      discounts: [],
      points: null,
      deliveryAmount: "3,95 €",
      total: "33,94 €",
      vat: "5,66 €",
      payment: "Virement bancaire",
      delivery: "Livraison standard",
      bankReference: "000000042",
      bankDetails: [{ label: "Titulaire du compte", value: "Peak Whey SARL" }],
      deliveryAddress: ["Camille Martin"],
      collection: false,
      billingAddress: ["Camille Martin"],
    });
    expect(mail.lines).toContain("Total\u00a0: 33,94 €");
    expect(mail.lines).toContain("Sous-total\u00a0: 29,99 €");
    expect(mail.lines).toContain("Titulaire du compte\u00a0: Peak Whey SARL");
    expect(mail.lines.find((l) => l.startsWith("1 × Impact Whey"))).toContain("(Saveur\u00a0: Vanille)");
    expect(mail.lines.join("\n")).not.toMatch(/\S:\s/);
  });

  it("tells a collected order it is written to when ready to collect, not when on its way", () => {
    const order = (lang: MailLang, collection: boolean) =>
      mailTemplates(lang).orderConfirmation({
        name: "Lea",
        shop: "Peak Whey",
        number: "000000043",
        items: [{ qty: 1, name: "Creapure Creatine", amount: "19,99 €", options: [], note: null }],
        subtotal: "19,99 €",
        discounts: [],
        points: null,
        deliveryAmount: null,
        total: "19,99 €",
        vat: "3,19 €",
        payment: "Barzahlung bei Abholung",
        delivery: "Click & Collect",
        bankReference: null,
        bankDetails: [],
        deliveryAddress: ["Kiosk am Platz"],
        collection,
        billingAddress: [],
      }).lines;
    expect(order("de", true)).toContain("Wir schreiben Ihnen, sobald Ihre Bestellung zur Abholung bereitliegt.");
    expect(order("de", true).join("\n")).not.toContain("unterwegs");
    expect(order("de", false)).toContain("Wir schreiben Ihnen wieder, sobald Ihre Bestellung unterwegs ist.");
    expect(order("en", true)).toContain("We email you as soon as your order is ready to collect.");
    for (const lang of ["es", "fr", "it"] as MailLang[])
      expect(order(lang, true), lang).not.toEqual(order(lang, false));
  });

  it("has the subscription's words in every mail language, with the interval and the saving", () => {
    const english = mailTemplates("en").subscription(10, 4);
    for (const lang of ["en", "de", "es", "fr", "it"] as MailLang[]) {
      const words = mailTemplates(lang).subscription(10, 4);
      expect(words).toMatch(/10\s?%/);
      expect(words).toContain("4");
      if (lang !== "en") expect(words).not.toBe(english);
    }
  });

  it("prints the delivery address and a different billing address, in the letter's order", async () => {
    const cartId = await newCart(backend);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
    fill(cartId, HOME, "flatrate_flatrate", OFFICE, "addresses@example.com");
    await placeByTransfer(cartId);
    const text = confirmation();
    expect(block(text, "Delivery address:")).toEqual([
      "Robin Tester",
      "1 Deansgate",
      "Manchester",
      "M3 1AZ",
      "United Kingdom",
    ]);
    // The HTML part has both addresses under their headings, the company escaped.
    const html = htmlText();
    expect(html.slice(html.indexOf("Delivery address"), html.indexOf("Delivery address") + 6)).toEqual([
      "Delivery address",
      "Robin Tester",
      "1 Deansgate",
      "Manchester",
      "M3 1AZ",
      "United Kingdom",
    ]);
    expect(newestConfirmation().body_html).toContain("Tester &amp; Co");
    expect(html).toContain("Billing address");
    expect(block(text, "Billing address:")).toEqual([
      "Robin Tester",
      "Tester & Co",
      "22 Oxford Road",
      "Floor 3",
      "Leeds",
      "LS1 4AP",
      "United Kingdom",
    ]);
  });

  it("prints the delivery address as the billing address when the shopper gave no other", async () => {
    const cartId = await newCart(backend);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
    fill(cartId, HOME, "flatrate_flatrate", null, "same-address@example.com");
    await placeByTransfer(cartId);
    const text = confirmation();
    expect(block(text, "Billing address:")).toContain("1 Deansgate");
    expect(block(text, "Billing address:")).toEqual(block(text, "Delivery address:"));
  });

  it("names the collection point and its address for click and collect, in the store's language", async () => {
    const headers = { Store: "es" };
    const cartId = await newCart(backend, headers);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] }, headers);
    const billing = {
      ...MADRID_POINT,
      company: null,
      pickup_location_code: null,
      street: ["Calle Mayor 5"],
      postcode: "28013",
    };
    fill(cartId, MADRID_POINT, "clickcollect_clickcollect", billing, "recogida@example.com");
    await placeByTransfer(cartId, headers);
    const text = confirmation();
    expect(text).not.toContain("Dirección de entrega:");
    expect(htmlText()).toEqual(expect.arrayContaining(["Recogida en", "Estanco Sol", "Dirección de facturación"]));
    expect(newestConfirmation().body_html).toMatch(/^<!doctype html>/);
    expect(block(text, "Recogida en:")).toEqual(["Estanco Sol", "Calle de Alcalá 21", "28014 Madrid", "España"]);
    expect(block(text, "Dirección de facturación:")).toEqual([
      "Lucía García",
      "Calle Mayor 5",
      "28013 Madrid",
      "España",
    ]);
  });

  it("names no billing address for a collection that asked for none (the order's is the point's)", async () => {
    const headers = { Store: "es" };
    const cartId = await newCart(backend, headers);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] }, headers);
    fill(cartId, MADRID_POINT, "clickcollect_clickcollect", null, "sin-factura@example.com");
    await placeByTransfer(cartId, headers);
    const text = confirmation();
    expect(block(text, "Recogida en:")).toEqual(["Estanco Sol", "Calle de Alcalá 21", "28014 Madrid", "España"]);
    expect(text).not.toContain("Dirección de facturación");
    expect(htmlText()).not.toContain("Dirección de facturación");
  });
});

describe("the free gift's threshold", () => {
  it("counts a subscription line at its subscription price, the basket's subtotal, as free delivery does", async () => {
    // A US customer (threshold $75): six tubs of creatine on subscription are $77.94 on the shelf
    // but $70.14 paid, so no gift; one more tub bought once takes the basket over.
    const email = "threshold-us@example.com";
    const password = "Threshold-Pass-2026";
    await gql(
      backend,
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { email, password, firstname: "Sam", lastname: "Lift" } },
      { Store: "us" },
    );
    const us = await signIn(email, password, "us");
    const cartId = (await gql(backend, `{ customerCart { id } }`, {}, us)).customerCart.id as string;
    const min = REWARD_RULE.minSubtotal.USD;
    const shelf = CREATINE.prices.USD;
    const each = Math.round(shelf * 90) / 100;
    expect(shelf * 6).toBeGreaterThanOrEqual(min);
    expect(each * 6).toBeLessThan(min);

    const subscribed = await gql(
      backend,
      ADD,
      { cartId, items: [{ sku: CREATINE.sku, quantity: 6, subscription_frequency_weeks: 4 }] },
      us,
    );
    expect(subscribed.addProductsToCart.user_errors).toEqual([]);
    expect(subscribed.addProductsToCart.cart.prices.subtotal_including_tax.value).toBe(Math.round(each * 600) / 100);
    expect(subscribed.addProductsToCart.cart.reward).toBeNull();
    // Free delivery ($75 too) counts the same figure: standard delivery still costs.
    fill(
      cartId,
      {
        ...HOME,
        street: ["350 Fifth Avenue"],
        city: "New York",
        region: "New York",
        region_code: "NY",
        postcode: "10118",
        country_id: "US",
      },
      "flatrate_flatrate",
      null,
      null,
    );
    const delivery = async () =>
      (
        await gql(
          backend,
          `query($id: String!) { cart(cart_id: $id) { shipping_addresses { selected_shipping_method { amount { value } } } } }`,
          { id: cartId },
          us,
        )
      ).cart.shipping_addresses[0].selected_shipping_method.amount.value as number;
    expect(await delivery()).toBeGreaterThan(0);

    const more = await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] }, us);
    expect(more.addProductsToCart.cart.prices.subtotal_including_tax.value).toBeGreaterThanOrEqual(min);
    expect(more.addProductsToCart.cart.reward?.products.length).toBeGreaterThan(0);
    expect(await delivery()).toBe(0);
  });
});

describe("the US store's order confirmation", () => {
  const US_HOME = {
    ...HOME,
    street: ["350 Fifth Avenue"],
    city: "New York",
    region: "New York",
    region_code: "NY",
    postcode: "10118",
    country_id: "US",
  };

  it("says Flavor, Shipping and shipping address, as the US checkout does; the UK's stays British", async () => {
    const us = { Store: "us" };
    const cartId = await newCart(backend, us);
    const tub = { sku: WHEY.variantSku("VAN", "2.5KG"), parent_sku: WHEY.sku, quantity: 1 };
    await gql(backend, ADD, { cartId, items: [tub] }, us);
    fill(cartId, US_HOME, "flatrate_flatrate", null, "us-order@example.com");
    await placeByTransfer(cartId, us);
    const text = confirmation().split("\n");
    expect(text.find((l) => l.startsWith("1 × Impact Whey"))).toContain("(Flavor: Vanilla, Size: 2.5 kg)");
    expect(text.find((l) => l.startsWith("Shipping: "))).toBeDefined();
    expect(text).toContain("Shipping address:");
    expect(text.join("\n")).toContain("We ship your order as soon as the money arrives.");
    expect(text.join("\n")).not.toMatch(/Flavour|Delivery/);
    expect(htmlText()).toContain("Shipping address");

    const uk = await newCart(backend);
    await gql(backend, ADD, { cartId: uk, items: [tub] });
    fill(uk, HOME, "flatrate_flatrate", null, "uk-order@example.com");
    await placeByTransfer(uk);
    const british = confirmation().split("\n");
    expect(british.find((l) => l.startsWith("1 × Impact Whey"))).toContain("(Flavour: Vanilla, Size: 2.5 kg)");
    expect(british).toContain("Delivery address:");
  });

  it("tells a US shopper their pickup order is ready for pickup", () => {
    const lines = mailTemplates("en", "en_US").orderConfirmation({
      name: "Sam",
      shop: "Peak Whey",
      number: "000000044",
      items: [{ qty: 1, name: "Creapure Creatine", amount: "$19.99", options: [], note: null }],
      subtotal: "$19.99",
      discounts: [],
      points: null,
      deliveryAmount: null,
      total: "$19.99",
      vat: null,
      payment: "Cash on collection",
      delivery: "Click and collect",
      bankReference: null,
      bankDetails: [],
      deliveryAddress: ["Corner Store"],
      collection: true,
      billingAddress: [],
    }).lines;
    expect(lines).toContain("Pick up at:");
    expect(lines).toContain("We email you as soon as your order is ready for pickup.");
  });
});

describe("the mail HTML migration", () => {
  it("gives an outbox made before it the HTML part's column, keeping its mail", () => {
    const old = new Database(":memory:");
    const version = MIGRATIONS.findIndex((m) => typeof m === "function" && m.name === "mailHtmlMigration");
    expect(version).toBeGreaterThan(0);
    migrate(old, version);
    old
      .prepare(
        "INSERT INTO mail_outbox (recipient, store_code, kind, subject, body_text, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run("old@example.com", "default", "welcome", "Welcome", "Hello", new Date().toISOString());
    migrate(old);
    const outbox = createMailOutbox(old);
    outbox.send({
      to: "new@example.com",
      storeCode: "default",
      kind: "order-confirmation",
      subject: "S",
      text: "T",
      html: "<p>H</p>",
    });
    expect(outbox.newest(5).map((m) => [m.to, m.text, m.html])).toEqual([
      ["new@example.com", "T", "<p>H</p>"],
      ["old@example.com", "Hello", null],
    ]);
    old.close();
  });
});
