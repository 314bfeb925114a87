// The browsing journeys on a stock Magento 2.4.7: the embedded backend behind a gate that validates
// every document against Magento's own schema and refuses it as Magento does (tests/support/
// stock-magento.ts). The shop learns it speaks no extension and sends only core documents: every
// page answers, nothing is refused, and what only the extension offers is not there.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CREATINE, ELECTROLYTES, PROTEIN_CATEGORY, STARTER_BUNDLE, WHEY } from "../../backend/seed/fixtures.js";
import { PROCESSING_ORDER } from "../../backend/seed/fixtures-sales.js";
import { loader as rootLoader } from "~/root";
import { stockMagentoGate, type StockMagentoGate } from "../support/stock-magento";
import { useShop } from "./harness";
import { renderPage } from "./render";
import { loadScreen } from "./screen";

const shop = useShop();
let gate: StockMagentoGate;
let throughTheBackend: typeof fetch;

beforeEach(() => {
  throughTheBackend = shop.config.commerceFetch!;
  gate = stockMagentoGate(throughTheBackend);
  shop.config.commerceFetch = gate.fetch;
});

afterEach(() => {
  shop.config.commerceFetch = throughTheBackend;
  // The proof of each journey: stock Magento was never sent a document it would refuse.
  expect(gate.refused).toEqual([]);
});

describe("browsing a shop on stock Magento 2.4.7", () => {
  it("every page's shell: the header's menu and store data from core fields; no session data asked", async () => {
    const root = await shop.run(rootLoader, new Request("http://shop.test/de/"));
    expect(root.status).toBe(200);
    expect(root.data.menu.map((link: { name: string }) => link.name)).toContain(PROTEIN_CATEGORY.names.de);
    expect(root.data.currency).toBe("EUR");
    expect(root.data.popups.newsletter.enabled).toBe(false);
    expect(gate.asked).toEqual(["BackendDialect", "AppCore"]);
  });

  it("home: featured products of the first category; the deals and goals rows are left out", async () => {
    const home = await shop.load(await loadScreen("home"), "/");
    expect(home.status).toBe(200);
    expect(home.data.featured.length).toBeGreaterThan(0);
    expect(home.data.sections).toEqual({ deals: [], goals: [], goal: null, bestSellers: [] });
    expect(gate.asked).not.toContain("HomeSections");
  });

  it("a category with its facets, refined and sorted; the products section; quick buy falls back to cards", async () => {
    const category = await loadScreen("category");
    const protein = await shop.load(category, `/${PROTEIN_CATEGORY.url_path}`);
    expect(protein.status).toBe(200);
    expect(protein.data.category.name).toBe(PROTEIN_CATEGORY.names.en);
    const listing = protein.data.listing;
    expect(listing.products.products.map((p: { sku: string }) => p.sku)).toContain(WHEY.sku);
    expect(listing.facets.length).toBeGreaterThan(0);
    expect(gate.asked).toContain("CategoryByPathCore");
    expect(gate.asked).toContain("ProductListCore");

    const byPrice = await shop.load(category, `/${PROTEIN_CATEGORY.url_path}?sort=price_desc`);
    const prices = byPrice.data.listing.products.products.map(
      (p: { price: { final: { value: number } } }) => p.price.final.value,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // A flavour ticked (Magento's own attribute filter): the list narrows to it.
    const flavours = listing.facets.find((f: { code: string }) => f.code === "flavours");
    const option = flavours.options[0];
    const refined = await shop.load(
      category,
      `/${PROTEIN_CATEGORY.url_path}?flavour=${encodeURIComponent(option.value)}`,
    );
    expect(refined.status).toBe(200);
    expect(refined.data.listing.applied.map((a: { value: string }) => a.value)).toEqual([option.value]);

    const all = await shop.load(await loadScreen("productsSection"), "/products?mode=quickbuy");
    expect(all.status).toBe(200);
    expect(all.data.listing.products.totalCount).toBeGreaterThan(5);
    expect(all.data.listing.quickBuy).toBeNull();
  });

  it("search and the suggestions as one types", async () => {
    const found = await shop.load(await loadScreen("search"), "/search?q=creatine");
    expect(found.status).toBe(200);
    expect(found.data.listing.products.products.map((p: { sku: string }) => p.sku)).toContain(CREATINE.sku);
    const typed = await shop.load(await loadScreen("searchSuggest"), "/search/suggest?q=whey");
    expect(typed.status).toBe(200);
    expect(JSON.stringify(await (typed.result as Response).json())).toContain(WHEY.name);
  });

  it("product pages: simple, configurable with its default variant, bundle with its parts; extension extras hidden", async () => {
    const product = await loadScreen("product");
    const whey = await shop.load(product, `/products/${WHEY.url_key}`, { params: { urlKey: WHEY.url_key } });
    expect(whey.status).toBe(200);
    expect(whey.data.product.name).toBe(WHEY.name);
    expect(whey.data.variant.sku).toMatch(/^PW-WHEY-/);
    expect(whey.data.product.options.length).toBeGreaterThan(1);
    expect(whey.data.crossSells).toEqual([]);
    expect(whey.data.subscription).toBeNull();
    expect(whey.data.stockMagento).toBe(true);
    // Reviews from Magento's own ProductInterface.reviews, in the review list's markup.
    // (the list's HTML goes into the document once, beside the data)
    expect(whey.data.reviews.htmlInDocument).toBe(true);
    expect(whey.data.reviews.info.totalCount).toBeGreaterThan(0);
    expect(gate.asked).toContain("ProductReviewsCore");

    const creatine = await shop.load(product, `/products/${CREATINE.url_key}`, {
      params: { urlKey: CREATINE.url_key },
    });
    expect(creatine.status).toBe(200);
    expect(creatine.data.product.price.final.value).toBeGreaterThan(0);

    const bundle = await shop.load(product, `/products/${STARTER_BUNDLE.url_key}`, {
      params: { urlKey: STARTER_BUNDLE.url_key },
    });
    expect(bundle.status).toBe(200);
    expect(bundle.data.bundleSelection).not.toBeNull();

    // Out of stock: no back-in-stock form (the extension's), and nothing refused.
    const electrolytes = await shop.load(product, `/products/${ELECTROLYTES.url_key}`, {
      params: { urlKey: ELECTROLYTES.url_key },
    });
    expect(electrolytes.status).toBe(200);
    expect(electrolytes.data.alertEmail).toBeNull();
    expect(gate.asked).toContain("ProductPageCore");
    expect(gate.asked).not.toContain("CrossSells");
  });
});

describe("the basket's add on stock Magento 2.4.7 (the first step of the basket slice)", () => {
  it("a basket line links to its product page open on the flavour and size in the basket", async () => {
    const vanilla = WHEY.variantSku("VAN", "2.5KG");
    const { cookie } = await shop.basketSession([{ sku: vanilla, parentSku: WHEY.sku, quantity: 1 }]);
    const basket = await loadScreen("basket");
    const page = await shop.load(basket, "/basket", { cookie });
    expect(gate.asked).toContain("CartCore");
    const link = renderPage(basket, { path: "/basket", loaderData: page.data }).querySelector<HTMLAnchorElement>(
      "[data-testid=basket-line] a",
    );
    const opened = await shop.load(await loadScreen("product"), link!.getAttribute("href")!, {
      params: { urlKey: WHEY.url_key },
    });
    expect(opened.data.variant.sku).toBe(vanilla);
  });

  it("a product is added from its page's form and the header counts it", async () => {
    const added = await shop.submit(await loadScreen("basket"), "/basket", {
      intent: "add-to-basket",
      urlKey: CREATINE.url_key,
      quantity: "2",
      redirectTo: `/products/${CREATINE.url_key}`,
    });
    expect(added.status).toBe(303);
    expect(added.location).toMatch(new RegExp(`^/products/${CREATINE.url_key}\\?cookie_check=\\d+$`));
    expect(gate.asked).toContain("AddProductsToCartCore");
    const next = await shop.run(
      rootLoader,
      new Request(`http://shop.test/products/${CREATINE.url_key}`, { headers: { Cookie: added.cookie } }),
    );
    expect(next.data.cartCount).toBe(2);
  });
});

describe("the account's orders on stock Magento 2.4.7", () => {
  it("an order's line links to its product page open on the flavour and size ordered", async () => {
    const order = await loadScreen("account.order");
    const path = `/account/orders/${PROCESSING_ORDER.number}`;
    const page = await shop.load(order, path, {
      cookie: await shop.signIn(),
      params: { number: PROCESSING_ORDER.number },
    });
    expect(gate.asked).toContain("CustomerOrderCore");
    const link = renderPage(order, { path, loaderData: page.data }).querySelector("[data-testid=order-line] a");
    expect(link?.textContent).toBe(PROCESSING_ORDER.whey.name);
    const opened = await shop.load(await loadScreen("product"), link!.getAttribute("href")!, {
      params: { urlKey: WHEY.url_key },
    });
    expect(opened.data.variant.sku).toBe(PROCESSING_ORDER.whey.sku);
  });
});
