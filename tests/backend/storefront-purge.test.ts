// A backend of its own process purges the storefronts it is told of (HTTP_CACHE_HOSTS) as Magento
// purges Varnish, in words the storefront's purge endpoint reads back as the same tags.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { magentoTagsPattern, parseStorefrontHosts, storefrontPurger } from "../../backend/cache/storefront-purge";
import { ALL_PAGES } from "../../backend/cache/invalidation";
import { purgedTags } from "~/http/cache-purge.server";

async function purgesReceived(count: number, send: (origin: string) => void) {
  const received: Array<{ method?: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((req, res) => {
    received.push({ method: req.method, headers: req.headers });
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    send(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await expect.poll(() => received.length).toBe(count);
    return received;
  } finally {
    server.close();
  }
}

describe("the backend's purges of its storefronts", () => {
  it("name the changed pages' tags with Magento's pattern and the storefront's secret", async () => {
    const [purge] = await purgesReceived(1, (origin) =>
      storefrontPurger([origin], "a-secret-of-sixteen-chars")(["cat_p_1", "cat_p_12"]),
    );
    expect(purge.method).toBe("PURGE");
    expect(purge.headers.authorization).toBe("Bearer a-secret-of-sixteen-chars");
    // The storefront's endpoint reads the very tags back.
    expect(purgedTags({ tagsPattern: purge.headers["x-magento-tags-pattern"] as string })).toEqual([
      "cat_p_1",
      "cat_p_12",
    ]);
  });

  it("purge every page for a change of settings, and tell each storefront", async () => {
    const received = await purgesReceived(2, (origin) =>
      storefrontPurger([origin, `${origin}/`], undefined)([ALL_PAGES]),
    );
    expect(received.map((purge) => purge.headers["x-magento-tags-pattern"])).toEqual([".*", ".*"]);
    expect(purgedTags({ tagsPattern: magentoTagsPattern([ALL_PAGES]) })).toEqual([ALL_PAGES]);
  });

  it("read HTTP_CACHE_HOSTS as Magento writes it", () => {
    expect(parseStorefrontHosts("127.0.0.1:3000, https://shop.example/")).toEqual([
      "http://127.0.0.1:3000",
      "https://shop.example",
    ]);
    expect(parseStorefrontHosts(undefined)).toEqual([]);
  });
});
