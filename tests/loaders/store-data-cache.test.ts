// one answer of the wrong shape to the App query must not be kept as store data.
// Every page reads it, so a kept bad answer broke every page for page_cache_ttl seconds after the
// backend had recovered. The bad answer is a backend failure (502) and the next good one is served.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { answeringBackendFailures } from "~/http/backend-failures.server";
import { loader } from "~/root";
import { commerce, contextFor, mockCommerce, storeCodeOf } from "../mocks";
import { storeAnswer } from "../mocks/store";

const server = mockCommerce();

/** The root loader as server.ts runs it: backend failures become 502/503 answers. */
async function rootStatus(url: string): Promise<number> {
  const request = new Request(url);
  const context = await contextFor(request);
  const load = answeringBackendFailures(loader);
  try {
    const result = await load({ request, params: {}, context });
    return result instanceof Response ? result.status : (result.init?.status ?? 200);
  } catch (error) {
    if (error instanceof Response) return error.status;
    if (error && typeof error === "object" && "init" in error)
      return (error as { init?: { status?: number } }).init?.status ?? 500;
    return 500;
  }
}

/** Answers App once with `broken` applied to the store's own answer, then as usual. */
function badOnce(broken: (answer: ReturnType<typeof storeAnswer>) => unknown) {
  return commerce.query(
    "App",
    ({ request }) => HttpResponse.json({ data: broken(storeAnswer(storeCodeOf(request))) as never }),
    { once: true },
  );
}

describe("store data cache: a bad answer is never kept", () => {
  const wrongShapes: Record<string, (answer: ReturnType<typeof storeAnswer>) => unknown> = {
    "categories that are not a list": (a) => ({ ...a, categories: { items: "none" } }),
    "store views that are not a list": (a) => ({ ...a, availableStores: { de: "Deutsch" } }),
    "a storeConfig without a store code": (a) => ({ ...a, storeConfig: { ...a.storeConfig, store_code: null } }),
    "a page_cache_ttl that is not a number": (a) => ({ ...a, storeConfig: { ...a.storeConfig, page_cache_ttl: "1h" } }),
  };

  for (const [name, broken] of Object.entries(wrongShapes)) {
    it(`${name}: that page is a backend failure, the next page after a good answer is 200`, async () => {
      server.use(badOnce(broken));
      const first = await rootStatus("http://shop.test/");
      expect(first).not.toBe(200);
      expect(first).toBe(502);
      expect(await rootStatus("http://shop.test/")).toBe(200);
    });
  }

  it("a failed read is not kept either", async () => {
    server.use(commerce.query("App", () => HttpResponse.error(), { once: true }));
    expect(await rootStatus("http://shop.test/")).toBe(503);
    expect(await rootStatus("http://shop.test/")).toBe(200);
  });
});
