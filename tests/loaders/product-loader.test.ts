// The product loader against a mocked backend (msw at the HTTP level): it must send the store view
// and currency headers of SPEC §7, and turn a GraphQL error into a failure that keeps its message.
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { clearStoreDataCache } from "~/commerce/store/store.server";
import { answeringBackendFailures } from "~/http/backend-failures.server";
import { REVIEWS_DOCUMENT_HTML_KEY } from "~/features/product/reviews";
import { PRODUCT_JSON_LD_KEY } from "~/features/product/ProductJsonLd";
import { loader } from "~/features/product/route";
import { commerce, contextFor, mockCommerce } from "../mocks";

// Store data (the App query) comes from the mocks' defaults: the German store view, in euros.
const server = mockCommerce();

const money = (value: number) => ({ value, currency: "EUR" });
const product = {
  __typename: "SimpleProduct",
  uid: "MQ==",
  sku: "PW-CREA-250",
  name: "Kreatin Monohydrat 250 g",
  url_key: "creatine-monohydrate",
  stock_status: "IN_STOCK",
  small_image: { url: "/media/c.svg", label: null },
  price_range: { minimum_price: { final_price: money(11.99), regular_price: money(11.99), discount: null } },
  meta_title: null,
  meta_description: null,
  description: { html: "<p>Rein.</p>" },
  short_description: null,
  image: { url: "/media/c.svg", label: null },
  media_gallery: [],
};

async function loadProduct(path: string) {
  const request = new Request(`http://shop.test${path}`);
  // As server.ts runs it: backend failures are answered around every loader (answerBackendFailures).
  const context = await contextFor(request);
  return answeringBackendFailures(loader)({ request, params: { urlKey: "creatine-monohydrate" }, context });
}

describe("product loader", () => {
  it("asks the backend with the Store and Content-Currency headers of the URL's store view", async () => {
    const seen: Headers[] = [];
    server.use(
      commerce.query("ProductPage", ({ request, variables }) => {
        seen.push(request.headers);
        expect(variables).toEqual({ urlKey: "creatine-monohydrate" });
        return HttpResponse.json({ data: { products: { items: [product] } } });
      }),
      // the page's cross-sells: the shop's rules for this product, a page of four
      commerce.query("CrossSells", ({ variables }) => {
        expect(variables).toEqual({
          crossSellFilters: { crosssell_of: { eq: "PW-CREA-250" } },
          crossSellPageSize: 4,
          crossSellCurrentPage: 1,
        });
        return HttpResponse.json({ data: { cross_sells: { total_count: 0, items: [] } } });
      }),
    );
    const result = await loadProduct("/de/produkte/creatine-monohydrate");
    expect(result.data.product.name).toBe("Kreatin Monohydrat 250 g");
    expect(new Headers(result.init?.headers).get("Surrogate-Control")).toContain("max-age=600");
    expect(seen).toHaveLength(1);
    expect(seen[0].get("Store")).toBe("de");
    expect(seen[0].get("Content-Currency")).toBe("EUR");
    expect(seen[0].get("X-Forwarded-For")).toBe("203.0.113.9");
  });

  it("answers 404 when no product has the URL key", async () => {
    server.use(commerce.query("ProductPage", () => HttpResponse.json({ data: { products: { items: [] } } })));
    await expect(loadProduct("/products/creatine-monohydrate")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("turns a GraphQL error into a 502 whose message stays in the server log", async () => {
    server.use(
      commerce.query("ProductPage", () =>
        HttpResponse.json({
          errors: [{ message: "Requested store is not found", extensions: { category: "graphql-no-such-entity" } }],
        }),
      ),
    );
    const failure = await loadProduct("/products/creatine-monohydrate").catch((error: unknown) => error);
    expect(failure).toMatchObject({
      init: { status: 502 },
      data: { kind: "graphql", messages: [] },
    });
  });

  it("tells an unreachable backend apart from a GraphQL error", async () => {
    server.use(commerce.query("ProductPage", () => HttpResponse.error()));
    const failure = await loadProduct("/products/creatine-monohydrate").catch((error: unknown) => error);
    expect(failure).toMatchObject({ init: { status: 503 }, data: { kind: "network" } });
  });

  it("keeps the review list's HTML out of a document's data (the page shows it once), not a navigation's", async () => {
    const fragment =
      '<div class="review-list" data-product-id="7" data-current-page="1" data-total-pages="1" data-total-count="1">\n<ol class="review-list__items"><li class="review-item" data-review-id="1">Gut</li></ol>\n</div>\n';
    server.use(
      commerce.query("ProductPage", () =>
        HttpResponse.json({ data: { products: { items: [{ ...product, product_id: 7 }] } } }),
      ),
      commerce.query("CrossSells", () => HttpResponse.json({ data: { cross_sells: { total_count: 0, items: [] } } })),
      http.get("http://commerce.test/review/product/listAjax/id/7", () =>
        HttpResponse.text(fragment, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
      ),
    );
    const page = "/de/produkte/creatine-monohydrate";
    for (const [asked, inDocument] of [
      [page, true],
      [`${page}.data`, false],
    ] as const) {
      const context = await contextFor(new Request(`http://shop.test${asked}`));
      const request = new Request(`http://shop.test${page}`);
      const result = await loader({ request, params: { urlKey: "creatine-monohydrate" }, context });
      const reviews = result.data.reviews!;
      expect(reviews.info.totalCount).toBe(1);
      expect(reviews.htmlInDocument).toBe(inDocument);
      // the list's HTML is the fragment with the status line (one page: no pager), made on the server
      const list = `<div class="product-reviews__fragment">${fragment}</div><p class="visually-hidden" role="status"></p>`;
      expect(reviews.html).toBe(inDocument ? null : list);
      expect(context.documentHtml?.get(REVIEWS_DOCUMENT_HTML_KEY)).toBe(inDocument ? list : undefined);
      // the summary is a static part: its markup in the document, or in a navigation's data
      const summary = result.data.reviewSummary!;
      const markup = inDocument ? context.documentHtml?.get(summary.key) : summary.html;
      expect(markup).toContain("Basierend auf 1 Bewertung");
      expect(summary.html).toBe(inDocument ? null : markup);
      // a guest's way in is a static part too: made here, so the page's script carries none of it
      const gate = result.data.reviewGate!;
      const gateMarkup = inDocument ? context.documentHtml?.get(gate.key) : gate.html;
      expect(gateMarkup).toContain("Nur verifizierte Käufer können bewerten");
      expect(gateMarkup).toMatch(
        /<a class="button button--primary" href="\/de\/customer\/account\/login\/referer\/[\w,-]+">Anmelden<\/a>/,
      );
      expect(gateMarkup).toContain('href="/de/customer/account/create?');
      expect(gate.html).toBe(inDocument ? null : gateMarkup);
      // so is the phone's add bar: the name, the pack's price, a button that submits the add form
      const bar = result.data.stickyAdd!;
      const barMarkup = inDocument ? context.documentHtml?.get(bar.key) : bar.html;
      expect(barMarkup).toContain('<span class="sticky-add__name">Kreatin Monohydrat 250 g</span>');
      expect(barMarkup).toMatch(/<span class="sticky-add__price">11,99\s€<\/span>/);
      expect(barMarkup).toContain('form="add-to-basket" name="intent" value="add-to-basket"');
      expect(bar.html).toBe(inDocument ? null : barMarkup);
      // and the stock line and SKU of the pack shown
      const facts = result.data.facts;
      const factsMarkup = inDocument ? context.documentHtml?.get(facts.key) : facts.html;
      expect(factsMarkup).toBe(
        '<p class="stock stock--in" data-testid="stock-status">Auf Lager</p><p class="product-page__sku" data-testid="sku">Artikelnr.: PW-CREA-250</p>',
      );
      expect(facts.html).toBe(inDocument ? null : factsMarkup);
    }
  });

  it("keeps the JSON-LD and the description out of a document's data (the page shows them once), not a navigation's", async () => {
    server.use(
      commerce.query("ProductPage", () =>
        HttpResponse.json({ data: { products: { items: [{ ...product, product_id: 7 }] } } }),
      ),
      commerce.query("CrossSells", () => HttpResponse.json({ data: { cross_sells: { total_count: 0, items: [] } } })),
      http.get("http://commerce.test/review/product/listAjax/id/7", () => HttpResponse.text("", { status: 404 })),
    );
    const page = "/de/produkte/creatine-monohydrate";
    for (const [asked, inDocument] of [
      [page, true],
      [`${page}.data`, false],
    ] as const) {
      const context = await contextFor(new Request(`http://shop.test${asked}`));
      const request = new Request(`http://shop.test${page}`);
      const result = await loader({ request, params: { urlKey: "creatine-monohydrate" }, context });
      const { jsonLd, product: shown, tabsView } = result.data;
      // the tabs are the product's whichever way: the description's is there
      expect(tabsView.tabs).toContain("description");
      // the description's panel (its heading and the description) is a static part: in the document,
      // or in a navigation's data
      const description = tabsView.parts.description!;
      const panel = inDocument ? context.documentHtml?.get(description.key) : description.html;
      expect(panel).toBe(
        '<h2 id="heading-description" class="product-tabs__heading">Beschreibung</h2>' +
          '<div class="product-tabs__html"><p>Rein.</p></div>',
      );
      expect(description.html).toBe(inDocument ? null : panel);
      expect(shown.descriptionHtml).toBeNull();
      const kept = context.documentHtml?.get(PRODUCT_JSON_LD_KEY);
      expect(JSON.parse((inDocument ? kept : jsonLd) ?? "null")).toMatchObject({ "@type": "Product" });
      expect(inDocument ? jsonLd : kept).toBe(inDocument ? null : undefined);
    }
  });
  it("asks for the reviews and cross-sells as soon as the product is known, while the store data is still coming", async () => {
    clearStoreDataCache();
    const events: string[] = [];
    let crossSellsAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (crossSellsAsked = resolve));
    server.use(
      commerce.query("ProductPage", () => HttpResponse.json({ data: { products: { items: [product] } } })),
      // A slow store-data read: it answers once the cross-sells were asked for (or after a second).
      commerce.query("App", async () => {
        await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 1000))]);
        events.push("store data answered");
      }),
      commerce.query("CrossSells", () => {
        events.push("cross-sells asked");
        crossSellsAsked();
        return HttpResponse.json({ data: { cross_sells: { total_count: 0, items: [] } } });
      }),
    );
    const result = await loadProduct("/de/produkte/creatine-monohydrate");
    expect(result.data.product.name).toBe("Kreatin Monohydrat 250 g");
    expect(events).toEqual(["cross-sells asked", "store data answered"]);
  });

  it("still shows the product when the cross-sells cannot be read, without suggestions", async () => {
    server.use(
      commerce.query("ProductPage", () => HttpResponse.json({ data: { products: { items: [product] } } })),
      commerce.query("CrossSells", () => HttpResponse.error()),
    );
    const result = await loadProduct("/de/produkte/creatine-monohydrate");
    expect(result.data.product.name).toBe("Kreatin Monohydrat 250 g");
    expect(result.data.crossSells).toEqual([]);
  });

  it("answers with the reviews and cross-sells themselves, not promises, so the HTML holds them without JavaScript", async () => {
    const offer = {
      product_id: 9,
      name: "Shaker",
      sku: "PW-SHAKER",
      url_key: "shaker",
      stock_status: "IN_STOCK",
      small_image: { url: "/media/s.svg", label: null },
      price_range: { minimum_price: { final_price: money(4.99), regular_price: money(4.99) } },
    };
    server.use(
      commerce.query("ProductPage", () => HttpResponse.json({ data: { products: { items: [product] } } })),
      commerce.query("CrossSells", () =>
        HttpResponse.json({ data: { cross_sells: { total_count: 1, items: [offer] } } }),
      ),
    );
    const result = await loadProduct("/de/produkte/creatine-monohydrate");
    expect(result.data.crossSells).toMatchObject([{ sku: "PW-SHAKER", name: "Shaker" }]);
  });
});
