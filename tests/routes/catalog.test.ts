// The catalogue's and the content pages' loaders (home, products section, category, product, search
// and its suggestions, the reviews fragment, legal and service pages) and the product page's action:
// public, cacheable pages with the backend's cache tags, 404s and 301s, and the product's forms.
import { describe, expect, it } from "vitest";
import { CREATINE, ELECTROLYTES, PROTEIN_CATEGORY, WHEY } from "../../backend/seed/fixtures.js";
import type { ScreenId } from "~/routing/screens.mjs";
import { DEMO_CUSTOMER, useShop } from "./harness";
import { loadScreen } from "./screen";

const shop = useShop();

const PUBLIC = "public, max-age=0, must-revalidate";

describe("public catalogue pages", () => {
  it("home lists featured products, publicly cacheable with the backend's tags, and starts no session", async () => {
    const home = await shop.load(await loadScreen("home"), "/");
    expect(home.status).toBe(200);
    expect(home.data.featured.length).toBeGreaterThan(0);
    expect(home.data.meta[0]).toEqual({ title: expect.stringMatching(/Peak Whey$/) });
    expect(home.response.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(home.response.headers.get("Surrogate-Key")).toBeTruthy();
    expect(home.response.headers.getSetCookie()).toEqual([]);
  });

  it("a shopper with a session gets the same page, which no browser reuses across a change of session", async () => {
    const cookie = await shop.mint({ cookieConsent: "all" });
    const home = await shop.load(await loadScreen("home"), "/", { cookie });
    expect(home.status).toBe(200);
    expect(home.response.headers.get("Vary")).toMatch(/Cookie/);
    expect(home.response.headers.getSetCookie()).toEqual([]);
  });

  it("the products section lists every product; a filter keeps it out of the index; a page past the end is 404", async () => {
    const section = await loadScreen("productsSection");
    const all = await shop.load(section, "/products");
    expect(all.status).toBe(200);
    expect(all.data.listing.products.totalCount).toBeGreaterThan(5);
    expect(all.data.seo).toBeNull();
    const bad = await shop.load(section, "/products?page=x");
    expect(bad.status).toBe(404);
  });

  it("a category lists its products; an unknown path is 404; a product's url_key at the root moves to its page", async () => {
    const category = await loadScreen("category");
    const protein = await shop.load(category, `/${PROTEIN_CATEGORY.url_path}`);
    expect(protein.status).toBe(200);
    expect(protein.data.category.name).toBe(PROTEIN_CATEGORY.names.en);
    expect(protein.response.headers.get("Cache-Control")).toBe(PUBLIC);
    const missing = await shop.load(category, "/no-such-aisle/here");
    expect(missing.status).toBe(404);
    const moved = await shop.load(category, `/${CREATINE.url_key}`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/products/${CREATINE.url_key}`);
  });

  it("a page's address in another store's words moves to this store's, its query kept", async () => {
    const category = await loadScreen("category");
    const list = await shop.load(category, "/it/products?sort=price_asc");
    expect(list.status).toBe(301);
    expect(list.location).toBe("/it/prodotti?sort=price_asc");
    const privacy = await shop.load(category, "/de/privacy-policy");
    expect(privacy.status).toBe(301);
    expect(privacy.location).toBe("/de/datenschutz");
    const delivery = await shop.load(category, "/ie/shipping");
    expect(delivery.location).toBe("/ie/delivery");
  });

  it("a product shows its name, price and default variant; an unknown one is 404", async () => {
    const product = await loadScreen("product");
    const whey = await shop.load(product, `/products/${WHEY.url_key}`, { params: { urlKey: WHEY.url_key } });
    expect(whey.status).toBe(200);
    expect(whey.data.product.name).toBe(WHEY.name);
    expect(whey.data.variant.sku).toMatch(/^PW-WHEY-/);
    expect(whey.data.quantity).toBe("1");
    expect(whey.response.headers.get("Cache-Control")).toBe(PUBLIC);
    const missing = await shop.load(product, "/products/nothing-here", { params: { urlKey: "nothing-here" } });
    expect(missing.status).toBe(404);
  });

  it("search finds products by name, offers popular ones when nothing matches, and suggests as one types", async () => {
    const search = await loadScreen("search");
    const found = await shop.load(search, "/search?q=creatine");
    expect(found.status).toBe(200);
    expect(found.data.listing.products.products.map((p: { sku: string }) => p.sku)).toContain(CREATINE.sku);
    const none = await shop.load(search, "/search?q=zzzqqq");
    expect(none.data.listing.products.totalCount).toBe(0);
    expect(none.data.popular.length).toBeGreaterThan(0);
    const empty = await shop.load(search, "/search");
    expect(empty.data.state.kind).toBe("empty");

    const suggest = await loadScreen("searchSuggest");
    const typed = await shop.load(suggest, "/search/suggest?q=whey");
    expect(typed.status).toBe(200);
    expect(typed.response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(typed.response.headers.get("X-Robots-Tag")).toBe("noindex");
    const body = await (typed.result as Response).json();
    expect(JSON.stringify(body)).toContain(WHEY.name);
    // A product of flavours and sizes starts at its price ("From £19.99"), a simple one is its price.
    expect(body.fromWord).toBe("From");
    const suggested = body.products as Array<{ name: string; priceIsFrom: boolean }>;
    expect(suggested.find((p) => p.name === WHEY.name)?.priceIsFrom).toBe(true);
    const creatine = await shop.load(suggest, "/search/suggest?q=creapure");
    const simple = (await (creatine.result as Response).json()).products as Array<{
      name: string;
      priceIsFrom: boolean;
    }>;
    expect(simple.find((p) => p.name === "Creapure Creatine 500g")?.priceIsFrom).toBe(false);
    const letter = await shop.load(suggest, "/search/suggest?q=w");
    expect(JSON.stringify(await (letter.result as Response).json())).not.toContain(WHEY.name);
  });

  it("the reviews fragment is HTML for a product, a 404 for an unknown one and a 400 for a bad page", async () => {
    const list = await loadScreen("reviewList");
    const product = await shop.load(await loadScreen("product"), `/products/${WHEY.url_key}`, {
      params: { urlKey: WHEY.url_key },
    });
    const id = String(product.data.product.productId);
    const fragment = await shop.load(list, `/review/product/listAjax/id/${id}`, { params: { productId: id } });
    expect(fragment.status).toBe(200);
    expect(fragment.response.headers.get("Content-Type")).toMatch(/text\/html/);
    const html = await (fragment.result as Response).text();
    expect(html).toMatch(/<li|<article|<div/);
    // Each review's stars are drawn from its rating, not written as "★" characters, which most
    // system fonts lack (the browser then searches for a font that has them, in every size shown).
    expect(html).toMatch(/data-rating="[1-5]"><span class="review-item__stars star-bar" aria-hidden="true"><\/span>/);
    expect(html).not.toMatch(/[★☆]/);
    const unknown = await shop.load(list, "/review/product/listAjax/id/abc", { params: { productId: "abc" } });
    expect(unknown.status).toBe(404);
    const badPage = await shop.load(list, `/review/product/listAjax/id/${id}?p=0`, { params: { productId: id } });
    expect(badPage.status).toBe(400);
  });
});

describe("content pages", () => {
  const pages: Array<[ScreenId, string]> = [
    ["privacy", "/privacy-policy"],
    ["terms", "/terms"],
    ["delivery", "/delivery"],
    ["returns", "/returns"],
    ["contact", "/contact"],
  ];
  it.each(pages)("%s: the store's page, public and cacheable", async (id, path) => {
    const page = await shop.load(await loadScreen(id), path);
    expect(page.status).toBe(200);
    expect(page.data.page.title).toBeTruthy();
    // The sanitised CMS HTML: in the document once (kept for the server's render), not in the data.
    const { key, html, inDocument } = page.data.content;
    expect({ html, inDocument }).toEqual({ html: null, inDocument: true });
    expect(page.context.documentHtml?.get(key)?.length ?? 0).toBeGreaterThan(100);
    expect(page.response.headers.get("Cache-Control")).toBe(PUBLIC);
  });

  it("contact: a signed-in customer's page carries their name and email, so no shared cache keeps it", async () => {
    const cookie = await shop.signIn();
    const page = await shop.load(await loadScreen("contact"), "/contact", { cookie });
    expect(page.status).toBe(200);
    expect(page.data.prefill).toEqual({
      name: `${DEMO_CUSTOMER.firstname} ${DEMO_CUSTOMER.lastname}`,
      email: DEMO_CUSTOMER.email,
    });
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.response.headers.get("Surrogate-Key")).toBeNull();
    const guest = await shop.load(await loadScreen("contact"), "/contact");
    expect(guest.data.prefill).toBeNull();
  });
});

describe("the product page's forms", () => {
  const whey = { params: { urlKey: WHEY.url_key } };

  it("answers 400 to an unknown intent and 404 for an unknown product", async () => {
    const product = await loadScreen("product");
    const unknown = await shop.submit(product, `/products/${WHEY.url_key}`, { intent: "explode" }, whey);
    expect(unknown.status).toBe(400);
    const missing = await shop.submit(
      product,
      "/products/nothing-here",
      { intent: "review" },
      { params: { urlKey: "nothing-here" } },
    );
    expect(missing.status).toBe(404);
  });

  it("a review: a guest is asked to sign in (401); a verified buyer's bad review is refused next to its fields", async () => {
    const product = await loadScreen("product");
    const review = { intent: "review", nickname: "Alex", summary: "Great", rating: "5", text: "Too short" };
    const guest = await shop.submit(product, `/products/${WHEY.url_key}`, review, whey);
    expect(guest.status).toBe(401);
    const cookie = await shop.signIn(DEMO_CUSTOMER);
    const bad = await shop.submit(product, `/products/${WHEY.url_key}`, review, { ...whey, cookie });
    expect(bad.status).toBe(400);
    expect(bad.data.review.result.error.text).toEqual(["textTooShort"]);
    expect(bad.data.review.result.initialValue).toMatchObject({ nickname: "Alex", summary: "Great" });
  });

  it("a stock alert: a bad email is refused (400, kept); a good one comes back to the page with a 303", async () => {
    const product = await loadScreen("product");
    const electrolytes = { params: { urlKey: ELECTROLYTES.url_key } };
    const path = `/products/${ELECTROLYTES.url_key}`;
    const bad = await shop.submit(
      product,
      path,
      { intent: "stockAlert", sku: ELECTROLYTES.sku, email: "me@" },
      electrolytes,
    );
    expect(bad.status).toBe(400);
    expect(bad.data.stockAlert.result.error.email).toEqual(["emailInvalid"]);
    expect(bad.data.stockAlert.result.initialValue.email).toBe("me@");
    const made = await shop.submit(
      product,
      path,
      { intent: "stockAlert", sku: "MADE-UP", email: "me@example.com" },
      electrolytes,
    );
    expect(made.status).toBe(400);
    const good = await shop.submit(
      product,
      path,
      { intent: "stockAlert", sku: ELECTROLYTES.sku, email: "me@example.com" },
      electrolytes,
    );
    expect(good.status).toBe(303);
    expect(good.location).toBe(`${path}#messages`);
    expect(good.context.shop.session.get("messages")).toMatchObject([{ type: "success" }]);
  });
});
