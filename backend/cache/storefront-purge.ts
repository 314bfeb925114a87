// A backend of its own process tells the storefronts what changed, as Magento tells Varnish: each
// invalidation (an order, a restock, the owner's command line) goes as a PURGE to every address of
// HTTP_CACHE_HOSTS, with Magento's X-Magento-Tags-Pattern and the storefront's purge secret
// (its PAGE_CACHE_PURGE_SECRET). The storefront drops those pages and purges the caches in front.
import { ALL_PAGES, type CacheTagListener } from "./invalidation.js";

/** HTTP_CACHE_HOSTS: "host:port" or full origins, comma separated (Magento's http-cache-hosts). */
export function parseStorefrontHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => (/^https?:\/\//.test(host) ? host.replace(/\/+$/, "") : `http://${host}`));
}

/** Magento's pattern for the tags: `((^|,)cat_p_1(,|$))|((^|,)cat_p_2(,|$))`, or ".*" for every page. */
export function magentoTagsPattern(tags: readonly string[]): string {
  return tags.includes(ALL_PAGES) ? ".*" : tags.map((tag) => `((^|,)${tag}(,|$))`).join("|");
}

/**
 * The listener that purges the storefronts. A storefront that is away or refuses is logged, never
 * thrown: its pages then end by their TTL, and the change (an order, a restock) stands.
 */
export function storefrontPurger(
  hosts: readonly string[],
  secret: string | undefined,
  timeoutMs = 2_000,
): CacheTagListener {
  return (tags) => {
    const headers: Record<string, string> = { "X-Magento-Tags-Pattern": magentoTagsPattern(tags) };
    if (secret) headers.Authorization = `Bearer ${secret}`;
    for (const host of hosts) {
      void fetch(`${host}/`, { method: "PURGE", headers, signal: AbortSignal.timeout(timeoutMs) }).then(
        (response) => {
          if (!response.ok) console.error(`storefront purge refused by ${host}: ${response.status}`);
          void response.body?.cancel();
        },
        (error: unknown) => console.error(`storefront purge failed for ${host}`, error),
      );
    }
  };
}
