// The account area: its layout's guard and every page's loader and action, as the signed-in
// customer and as a guest (sent to sign in and back), with the status, Location, cache headers,
// the data each page shows, validation errors (4xx, next to the field, input kept) and 303s.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CARDS, DEMO_SUBSCRIPTIONS, REFERRAL_CODES } from "../../backend/seed/fixtures-perks.js";
import { DEMO_UK_ORDERS, OTHER_CUSTOMER_ORDER, PROCESSING_ORDER } from "../../backend/seed/fixtures-sales.js";
import { DEMO_ADDRESSES } from "../../backend/seed/fixtures-profile.js";
import { WHEY } from "../../backend/seed/fixtures.js";
import type { ScreenId } from "~/routing/screens.mjs";
import { DEMO_CUSTOMER, fieldErrorsOf, keptInputOf, useShop } from "./harness";
import { loadLayout, loadScreen } from "./screen";
import { renderPage } from "./render";

const shop = useShop();
let demo: string;

beforeAll(async () => {
  demo = await shop.signIn();
});

/** A new customer of the backend's own, with saved cards and subscriptions, for tests that change them. */
async function perksCustomer() {
  const made = (await (await fetch(`${shop.config.commerceUrl}/__test/perks-customer`, { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  return shop.signIn(made);
}

const loginOf = (path: string) =>
  `/customer/account/login/referer/${Buffer.from(path).toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, ",")}`;

const pages: Array<[ScreenId, string, Record<string, string>?]> = [
  ["account", "/account"],
  ["account.orders", "/account/orders"],
  ["account.order", `/account/orders/${PROCESSING_ORDER.number}`, { number: PROCESSING_ORDER.number }],
  ["account.orderPrint", `/account/orders/${PROCESSING_ORDER.number}/print`, { number: PROCESSING_ORDER.number }],
  ["account.invoices", "/account/invoices"],
  ["account.shipments", "/account/shipments"],
  ["account.reviews", "/account/reviews"],
  ["account.rewardPoints", "/account/reward-points"],
  ["account.referral", "/account/referral"],
  ["account.addresses", "/account/addresses"],
  ["account.addressNew", "/account/addresses/new"],
  ["account.cards", "/account/cards"],
  ["account.subscriptions", "/account/subscriptions"],
  ["account.contactPreferences", "/account/contact-preferences"],
  ["account.details", "/account/details"],
];

describe("the account layout", () => {
  it("sends a guest to sign in and back, and lets a signed-in customer in, privately", async () => {
    const layout = await loadLayout("account");
    const guest = await shop.load(layout, "/account/orders");
    expect(guest.status).toBeGreaterThanOrEqual(300);
    expect(guest.status).toBeLessThan(400);
    expect(guest.location).toBe(loginOf("/account/orders"));
    const customer = await shop.load(layout, "/account/orders", { cookie: demo });
    expect(customer.status).toBe(200);
    expect(customer.response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("every account page", () => {
  it.each(pages)("%s: a guest is sent to sign in and back, with no call made for them", async (id, path, params) => {
    const guest = await shop.load(await loadScreen(id), path, { params });
    expect(guest.status).toBeGreaterThanOrEqual(300);
    expect(guest.status).toBeLessThan(400);
    expect(guest.location).toBe(loginOf(path));
  });

  it.each(pages)("%s: the customer sees their page, never stored by a shared cache", async (id, path, params) => {
    const writes = shop.writes();
    const page = await shop.load(await loadScreen(id), path, { cookie: demo, params });
    expect(page.status).toBe(200);
    expect(page.data.title).toMatch(/\| Peak Whey$/);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    // A GET changes nothing in the shop.
    expect(shop.writes()).toBe(writes);
  });

  it("account.password: the page shows to the customer", async () => {
    const page = await shop.load(await loadScreen("account.password"), "/account/password", { cookie: demo });
    expect(page.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("what the pages show", () => {
  it("the dashboard and order history show the customer's own orders, newest first; a page past the end is 404", async () => {
    const dashboard = await shop.load(await loadScreen("account"), "/account", { cookie: demo });
    expect(JSON.stringify(dashboard.data.dashboard)).toContain(DEMO_UK_ORDERS[0].number);
    const orders = await loadScreen("account.orders");
    const history = await shop.load(orders, "/account/orders", { cookie: demo });
    expect(history.data.history.orders[0]).toMatchObject({ number: DEMO_UK_ORDERS[0].number });
    expect(history.data.history.totalPages).toBe(2);
    const past = await shop.load(orders, "/account/orders?page=9", { cookie: demo });
    expect(past.status).toBe(404);
  });

  it("an order shows its lines and tracking; another customer's order is 404", async () => {
    const order = await loadScreen("account.order");
    const own = await shop.load(order, `/account/orders/${PROCESSING_ORDER.number}`, {
      cookie: demo,
      params: { number: PROCESSING_ORDER.number },
    });
    expect(JSON.stringify(own.data)).toContain(PROCESSING_ORDER.tracking.number);
    expect(JSON.stringify(own.data)).toContain(PROCESSING_ORDER.whey.sku);
    const other = await shop.load(order, `/account/orders/${OTHER_CUSTOMER_ORDER.number}`, {
      cookie: demo,
      params: { number: OTHER_CUSTOMER_ORDER.number },
    });
    expect(other.status).toBe(404);
    const print = await shop.load(await loadScreen("account.orderPrint"), "/account/orders/x/print", {
      cookie: demo,
      params: { number: OTHER_CUSTOMER_ORDER.number },
    });
    expect(print.status).toBe(404);
  });

  it("an order's lines link to their products, open on the flavour and size ordered; one no longer sold is plain text", async () => {
    const order = await loadScreen("account.order");
    const path = `/account/orders/${PROCESSING_ORDER.number}`;
    const options = { cookie: demo, params: { number: PROCESSING_ORDER.number } };
    const linksOf = async () => {
      const page = await shop.load(order, path, options);
      return [...renderPage(order, { path, loaderData: page.data }).querySelectorAll("[data-testid=order-line]")].map(
        (line) => ({
          text: line.querySelector("strong")?.textContent,
          href: line.querySelector("a")?.getAttribute("href"),
        }),
      );
    };
    const [whey, omega] = await linksOf();
    expect(whey.text).toBe(PROCESSING_ORDER.whey.name);
    expect(whey.href).toMatch(new RegExp(`^/products/${WHEY.url_key}\\?`));
    const opened = await shop.load(await loadScreen("product"), whey.href!, { params: { urlKey: WHEY.url_key } });
    expect(opened.data.variant.sku).toBe(PROCESSING_ORDER.whey.sku);
    expect(omega).toEqual({ text: PROCESSING_ORDER.omega.name, href: expect.stringMatching(/^\/products\/[\w-]+$/) });

    // The backend still names a disabled product's page; the shop links only what it sells.
    shop.backend.db.prepare("UPDATE products SET status = 2 WHERE sku = ?").run(PROCESSING_ORDER.omega.sku);
    try {
      const [, gone] = await linksOf();
      expect(gone).toEqual({ text: PROCESSING_ORDER.omega.name, href: undefined });
    } finally {
      shop.backend.db.prepare("UPDATE products SET status = 1 WHERE sku = ?").run(PROCESSING_ORDER.omega.sku);
    }
  });

  it("invoices, shipments, points, referral, cards and subscriptions show the customer's records", async () => {
    const invoices = await shop.load(await loadScreen("account.invoices"), "/account/invoices", { cookie: demo });
    expect(invoices.data.invoices.length).toBeGreaterThan(0);
    const shipments = await shop.load(await loadScreen("account.shipments"), "/account/shipments", { cookie: demo });
    expect(JSON.stringify(shipments.data.shipments)).toContain(PROCESSING_ORDER.tracking.number);
    const points = await shop.load(await loadScreen("account.rewardPoints"), "/account/reward-points", {
      cookie: demo,
    });
    expect(JSON.stringify(points.data.account)).toContain(String(DEMO_CUSTOMER.points));
    const referral = await shop.load(await loadScreen("account.referral"), "/account/referral", { cookie: demo });
    expect(referral.data.link).toBe(`http://shop.test/customer/account/create?referral=${REFERRAL_CODES.demo}`);
    const cards = await loadScreen("account.cards");
    const list = await shop.load(cards, "/account/cards", { cookie: demo });
    expect(list.data.cards).toHaveLength(DEMO_CARDS.length);
    expect(list.data.confirming).toBeNull();
    const hash = list.data.cards[0].publicHash as string;
    const asking = await shop.load(cards, `/account/cards?delete=${hash}`, { cookie: demo });
    expect(asking.data.confirming).toBe(hash);
    // Only one of the customer's own cards can be asked about.
    const foreign = await shop.load(cards, "/account/cards?delete=other-card-visa-1881", { cookie: demo });
    expect(foreign.data.confirming).toBeNull();
    const subscriptions = await shop.load(await loadScreen("account.subscriptions"), "/account/subscriptions", {
      cookie: demo,
    });
    expect(subscriptions.data.subscriptions).toHaveLength(DEMO_SUBSCRIPTIONS.length);
  });

  it("the details and address pages fill their forms with what the account holds", async () => {
    const details = await shop.load(await loadScreen("account.details"), "/account/details", { cookie: demo });
    expect(details.data.defaults).toMatchObject({ email: DEMO_CUSTOMER.email, firstname: DEMO_CUSTOMER.firstname });
    const book = await shop.load(await loadScreen("account.addresses"), "/account/addresses", { cookie: demo });
    const home = book.data.addresses.find((a: { city: string }) => a.city === DEMO_ADDRESSES.home.city);
    const edit = await shop.load(await loadScreen("account.addressEdit"), `/account/addresses/${home.id}/edit`, {
      cookie: demo,
      params: { addressId: String(home.id) },
    });
    expect(edit.status).toBe(200);
    expect(edit.data.defaults).toMatchObject({ street1: DEMO_ADDRESSES.home.street[0], postcode: "M3 4JR" });
    const del = await shop.load(await loadScreen("account.addressDelete"), `/account/addresses/${home.id}/delete`, {
      cookie: demo,
      params: { addressId: String(home.id) },
    });
    expect(del.status).toBe(200);
    expect(del.data.address.city).toBe(DEMO_ADDRESSES.home.city);
  });
});

const newAddress = {
  intent: "save",
  firstname: "Alex",
  lastname: "Demo",
  street1: "1 Market Street",
  city: "Leeds",
  postcode: "LS1 6DT",
  country: "GB",
  telephone: "+44 113 496 0000",
};

describe("account actions", () => {
  it("a guest's post is sent to sign in with a message, nothing changed", async () => {
    const writes = shop.writes();
    const answer = await shop.submit(await loadScreen("account.addressNew"), "/account/addresses/new", newAddress);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(loginOf("/account/addresses/new"));
    expect(answer.context.shop.session.get("messages")).toMatchObject([{ type: "error" }]);
    expect(shop.writes()).toBe(writes);
  });

  it("a new address: errors next to the fields with the input kept (400), then saved with a 303", async () => {
    const screen = await loadScreen("account.addressNew");
    const bad = await shop.submit(
      screen,
      "/account/addresses/new",
      { ...newAddress, postcode: "NOT A POSTCODE", city: "" },
      { cookie: demo },
    );
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad)).toMatchObject({ postcode: ["postcodeInvalid"], city: ["required"] });
    expect(keptInputOf(bad)).toMatchObject({ street1: "1 Market Street", postcode: "NOT A POSTCODE" });
    const saved = await shop.submit(screen, "/account/addresses/new", newAddress, { cookie: demo });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/account/addresses");
    const book = await shop.load(await loadScreen("account.addresses"), "/account/addresses", { cookie: demo });
    expect(book.data.addresses.map((a: { city: string }) => a.city)).toContain("Leeds");
  });

  it("an address is edited, made the default, and deleted; another's address is not found", async () => {
    const book = await shop.load(await loadScreen("account.addresses"), "/account/addresses", { cookie: demo });
    const berlin = book.data.addresses.find((a: { city: string }) => a.city === DEMO_ADDRESSES.berlin.city);
    const params = { addressId: String(berlin.id) };
    const edit = await loadScreen("account.addressEdit");
    const bad = await shop.submit(
      edit,
      `/account/addresses/${berlin.id}/edit`,
      { ...newAddress, country: "DE", street1: "Torstraße", houseNumber: "", city: "Berlin", postcode: "10119" },
      { cookie: demo, params },
    );
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad).houseNumber).toEqual(["required"]);
    const edited = await shop.submit(
      edit,
      `/account/addresses/${berlin.id}/edit`,
      {
        ...newAddress,
        country: "DE",
        street1: "Torstraße",
        houseNumber: "126",
        city: "Berlin",
        postcode: "10119",
        telephone: "+49 30 901820",
      },
      { cookie: demo, params },
    );
    expect(edited.status).toBe(303);
    expect(edited.location).toBe("/account/addresses");

    const setDefault = await shop.submit(
      await loadScreen("account.addresses"),
      "/account/addresses",
      { intent: "setShipping", addressId: String(berlin.id) },
      { cookie: demo },
    );
    expect(setDefault.status).toBe(303);
    const after = await shop.load(await loadScreen("account.addresses"), "/account/addresses", { cookie: demo });
    expect(after.data.addresses.find((a: { id: number }) => a.id === berlin.id)).toMatchObject({
      houseNumber: "126",
      defaultShipping: true,
    });

    const other = await shop.load(edit, "/account/addresses/999999/edit", {
      cookie: demo,
      params: { addressId: "999999" },
    });
    expect(other.status).toBe(404);

    // A default address cannot go: refused with the reason, on the same page.
    const remove = await loadScreen("account.addressDelete");
    const refused = await shop.submit(remove, `/account/addresses/${berlin.id}/delete`, {}, { cookie: demo, params });
    expect(refused.status).toBe(400);
    const leeds = after.data.addresses.find((a: { city: string }) => a.city === "Leeds");
    const deleted = await shop.submit(
      remove,
      `/account/addresses/${leeds.id}/delete`,
      {},
      { cookie: demo, params: { addressId: String(leeds.id) } },
    );
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe("/account/addresses");
    const gone = await shop.load(await loadScreen("account.addresses"), "/account/addresses", { cookie: demo });
    expect(gone.data.addresses.map((a: { id: number }) => a.id)).not.toContain(leeds.id);
  });

  it("details: a bad mobile number is refused next to its field, input kept; good details are saved", async () => {
    const screen = await loadScreen("account.details");
    const fields = { firstname: "Alexa", lastname: "Demo", mobileNumber: "12" };
    const bad = await shop.submit(screen, "/account/details", fields, { cookie: demo });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad).mobileNumber?.length).toBe(1);
    expect(keptInputOf(bad)).toMatchObject({ firstname: "Alexa" });
    const saved = await shop.submit(screen, "/account/details", { ...fields, mobileNumber: "" }, { cookie: demo });
    expect(saved.status).toBe(303);
    const page = await shop.load(screen, "/account/details", { cookie: demo });
    expect(page.data.defaults.firstname).toBe("Alexa");
  });

  it("password: a wrong current password is refused with a 4xx and no password sent back", async () => {
    const screen = await loadScreen("account.password");
    const mismatch = await shop.submit(
      screen,
      "/account/password",
      { currentPassword: DEMO_CUSTOMER.password, password: "New-Pass-2026!", passwordConfirmation: "Other-2026!!" },
      { cookie: demo },
    );
    expect(mismatch.status).toBe(400);
    expect(fieldErrorsOf(mismatch).passwordConfirmation?.length).toBe(1);
    const wrong = await shop.submit(
      screen,
      "/account/password",
      { currentPassword: "not-my-password", password: "New-Pass-2026!", passwordConfirmation: "New-Pass-2026!" },
      { cookie: demo },
    );
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(keptInputOf(wrong)).toEqual({});
  });

  it("contact preferences are saved with a 303", async () => {
    const screen = await loadScreen("account.contactPreferences");
    const saved = await shop.submit(
      screen,
      "/account/contact-preferences",
      { newsletter: "on", channels: ["EMAIL"] },
      { cookie: demo },
    );
    expect(saved.status).toBe(303);
    const page = await shop.load(screen, "/account/contact-preferences", { cookie: demo });
    expect(page.data).toMatchObject({ subscribed: true, channels: ["EMAIL"] });
  });

  it("referral: a bad email is refused next to the field; a friend is invited with a 303", async () => {
    const screen = await loadScreen("account.referral");
    const bad = await shop.submit(screen, "/account/referral", { name: "Jo", email: "jo@" }, { cookie: demo });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad).email).toEqual(["emailInvalid"]);
    expect(keptInputOf(bad)).toEqual({ name: "Jo", email: "jo@" });
    const sent = await shop.submit(
      screen,
      "/account/referral",
      { name: "Jo", email: "jo.friend@example.com" },
      { cookie: demo },
    );
    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/account/referral");
  });

  it("cards: a card is deleted with a 303 and a message; another's card is not", async () => {
    const cookie = await perksCustomer();
    const screen = await loadScreen("account.cards");
    const { data } = await shop.load(screen, "/account/cards", { cookie });
    const hash = data.cards[0].publicHash as string;
    const foreign = await shop.submit(
      screen,
      "/account/cards",
      { intent: "delete", publicHash: "other-card-visa-1881" },
      { cookie },
    );
    expect(foreign.status).toBe(303);
    expect(foreign.context.shop.session.get("messages")?.at(-1)).toMatchObject({ type: "error" });
    const deleted = await shop.submit(screen, "/account/cards", { intent: "delete", publicHash: hash }, { cookie });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe("/account/cards");
    expect(deleted.context.shop.session.get("messages")?.at(-1)).toMatchObject({ type: "success" });
    const after = await shop.load(screen, "/account/cards", { cookie });
    expect(after.data.cards).toHaveLength(data.cards.length - 1);
  });

  it("subscriptions: pausing one works with a 303; an unknown one says it was not changed", async () => {
    const cookie = await perksCustomer();
    const screen = await loadScreen("account.subscriptions");
    const { data } = await shop.load(screen, "/account/subscriptions", { cookie });
    const active = data.subscriptions.find((s: { status: string }) => s.status === "ACTIVE");
    const paused = await shop.submit(
      screen,
      "/account/subscriptions",
      { intent: "pause", uid: active.uid },
      { cookie },
    );
    expect(paused.status).toBe(303);
    expect(paused.location).toBe("/account/subscriptions");
    expect(paused.context.shop.session.get("messages")?.at(-1)).toMatchObject({ type: "success" });
    const unknown = await shop.submit(screen, "/account/subscriptions", { intent: "pause", uid: "nope" }, { cookie });
    expect(unknown.context.shop.session.get("messages")?.at(-1)).toMatchObject({ type: "error" });
  });
});
