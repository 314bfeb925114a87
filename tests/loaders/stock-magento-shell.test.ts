// Every page's shell on a stock Magento 2.4.7, which has none of the shop's extension fields and
// refuses a whole document for one field it does not know: the shop learns so once per store view
// and reads the store data with core fields only. The header, menu, store switcher and prices work;
// what only the extension provides (popups, the geo suggestion, error notes) is simply not there.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { answeringBackendFailures } from "~/http/backend-failures.server";
import { loader } from "~/root";
import { commitChangedSession, createRequestContext } from "~/request-context.server";
import { commerce, contextFor, mockCommerce } from "../mocks";
import { stockMagentoStore } from "../mocks/store";

const server = mockCommerce();
const shopper = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

/** The operations the backend was asked, in order. */
function askedOperations(): string[] {
  const asked: string[] = [];
  server.events.on("request:start", async ({ request }) => {
    // A POST carries the document in its body; a store-wide query goes by GET, in the address.
    const query =
      request.method === "GET"
        ? new URL(request.url).searchParams.get("query")
        : ((await request.clone().json()) as { query?: string }).query;
    asked.push(query?.match(/^\s*(?:query|mutation)\s+(\w+)/)?.[1] ?? "?");
  });
  return asked;
}

async function loadRoot(url: string) {
  const request = new Request(url, { headers: shopper });
  const context = await contextFor(request);
  const result = await answeringBackendFailures(loader)({ request, params: {}, context }).catch(
    (thrown: { data: never; init: ResponseInit }) => thrown,
  );
  const status = result instanceof Response ? result.status : (result.init?.status ?? 200);
  const response = new Response(null, { status, headers: new Headers(result.init?.headers) });
  await commitChangedSession(context, request, response);
  return { data: result.data, status, response, context };
}

describe("the shell on a stock Magento 2.4.7", () => {
  it("renders with core fields only: menu, store name, stores; no popups, no error note, no session start", async () => {
    server.use(...stockMagentoStore);
    const asked = askedOperations();
    const page = await loadRoot("http://shop.test/de/");
    expect(page.status).toBe(200);
    expect(page.data.storeName).toBe("Deutschland");
    expect(page.data.menu.map((link: { name: string }) => link.name)).toEqual(["Protein"]);
    expect(page.data.stores.map((store: { code: string }) => store.code)).toContain("fr");
    expect(page.data.currency).toBe("EUR");
    expect(page.data.robots).toBe("INDEX,FOLLOW");
    expect(page.data.errorNote).toBe(false);
    expect(page.data.popups.newsletter.enabled).toBe(false);
    expect(page.data.popups.cookieConsent.show).toBe(false);
    expect(page.data.popups.customsWarning).toBeNull();
    expect(page.data.geo).toBeNull();
    // Nothing personal happened: the page may be shared, and no session was started.
    expect(page.response.headers.getSetCookie()).toEqual([]);
    expect(await page.context.shop.backend.extensions()).toBe(false);
    // Neither the extended App nor sessionData was sent (stock Magento would refuse them).
    expect(asked).toEqual(["BackendDialect", "AppCore"]);
  });

  it("asks which dialect once per store view: the next pages read the cache", async () => {
    server.use(...stockMagentoStore);
    await loadRoot("http://shop.test/de/");
    const asked = askedOperations();
    await loadRoot("http://shop.test/de/");
    await loadRoot("http://shop.test/de/");
    expect(asked).toEqual([]);
  });

  it("asks a backend that refuses introspection for an extension field: answered, it speaks the extensions", async () => {
    server.use(
      commerce.query("BackendDialect", () =>
        HttpResponse.json({ errors: [{ message: "GraphQL introspection is not allowed" }] }),
      ),
    );
    const asked = askedOperations();
    const page = await loadRoot("http://shop.test/");
    expect(await page.context.shop.backend.extensions()).toBe(true);
    expect(asked.slice(0, 2)).toEqual(["BackendDialect", "BackendExtensionsMarker"]);
    expect(asked).toContain("App");
  });

  it("takes a Magento that refuses introspection and the extension field for a stock one", async () => {
    server.use(
      commerce.query("BackendDialect", () =>
        HttpResponse.json({
          errors: [{ message: "GraphQL introspection is not allowed, but the query contained __schema or __type" }],
        }),
      ),
      ...stockMagentoStore.slice(1),
    );
    const page = await loadRoot("http://shop.test/");
    expect(page.status).toBe(200);
    expect(await page.context.shop.backend.extensions()).toBe(false);
  });

  it("does not remember a backend that did not answer: the next page asks again and gets the extensions", async () => {
    server.use(commerce.query("BackendDialect", () => HttpResponse.error(), { once: true }));
    expect((await loadRoot("http://shop.test/")).status).toBe(503);
    const page = await loadRoot("http://shop.test/");
    expect(page.status).toBe(200);
    expect(await page.context.shop.backend.extensions()).toBe(true);
    expect(page.data.popups.newsletter.enabled).toBe(true);
  });

  it("COMMERCE_DIALECT=core: core documents from the first page, without asking", async () => {
    server.use(...stockMagentoStore);
    const asked = askedOperations();
    const request = new Request("http://shop.test/", { headers: shopper });
    const context = await createRequestContext(request, {
      config: { ...(await contextFor(request)).config, commerceDialect: "core" },
      clientIp: "203.0.113.9",
    });
    const result = await loader({ request, params: {}, context });
    expect(result.data.popups.newsletter.enabled).toBe(false);
    expect(asked).toEqual(["AppCore"]);
  });

  it("with the extensions (the embedded backend), reads the extended App as before", async () => {
    const asked = askedOperations();
    const page = await loadRoot("http://shop.test/");
    expect(page.data.errorNote).toBe(true);
    expect(asked).toContain("App");
    expect(asked).not.toContain("AppCore");
  });
});
