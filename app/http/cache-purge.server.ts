// Telling caches what changed, by Magento's cache tags.
//
// - In: a remote backend (COMMERCE_URL) purges the shop's page cache like it purges Varnish: a
//   `PURGE` (any path) or `POST /page-cache/purge` with `Surrogate-Key: cat_p_1 cat_p_2` or Magento's
//   `X-Magento-Tags-Pattern` (".*" for everything), authorised by `Authorization: Bearer
//   <PAGE_CACHE_PURGE_SECRET>`. Without a secret configured, the endpoint does not exist.
// - Out: every invalidation (the embedded backend's, or one received) is sent on as a PURGE to each
//   of HTTP_CACHE_HOSTS (Magento's name for its Varnish hosts), as deploy/varnish/default.vcl expects.
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { ALL_PAGES } from "./page-cache.server";
import { log } from "~/observability/logger.server";

export const PURGE_PATH = "/page-cache/purge";

/** Equal secrets, compared in a time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The tags a purge names: `Surrogate-Key` (space separated), else Magento's pattern, which is a
 * regular expression over X-Magento-Tags made of `((^|,)<tag>(,|$))` alternatives, or ".*".
 */
export function purgedTags(headers: { surrogateKey?: string; tagsPattern?: string }): string[] {
  const keys = (headers.surrogateKey ?? "").split(/[\s,]+/).filter(Boolean);
  if (keys.length) return keys;
  const pattern = headers.tagsPattern?.trim();
  if (!pattern) return [];
  if (pattern === ".*") return [ALL_PAGES];
  return [...pattern.matchAll(/\(\^\|,\)([^(),|^$]+)\(,\|\$\)/g)].map((match) => match[1]);
}

/** The purge endpoint; `invalidate` receives the tags. */
export function purgeEndpoint(secret: string, invalidate: (tags: string[]) => number): RequestHandler {
  return (req, res, next) => {
    const isPurge = req.method === "PURGE" || (req.method === "POST" && req.path === PURGE_PATH);
    if (!isPurge) return next();
    const given = /^Bearer\s+(.+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? "";
    res.set("Cache-Control", "no-store");
    if (!given || !sameSecret(given, secret)) {
      res.status(401).set("WWW-Authenticate", "Bearer").json({ message: "Not authorised to purge." });
      return;
    }
    const tags = purgedTags({ surrogateKey: req.get("surrogate-key"), tagsPattern: req.get("x-magento-tags-pattern") });
    if (!tags.length) {
      res.status(400).json({ message: "Name the tags to purge (Surrogate-Key or X-Magento-Tags-Pattern)." });
      return;
    }
    res.json({ purged: invalidate(tags), tags });
  };
}

/** HTTP_CACHE_HOSTS: "host:port" items, comma separated (Magento's http-cache-hosts). */
export function parseCacheHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => (/^https?:\/\//.test(host) ? host.replace(/\/+$/, "") : `http://${host}`));
}

/**
 * Sends each invalidation to every cache host as a PURGE (xkey by Surrogate-Key, or a ban of
 * everything). Failures are logged, never thrown: a cache that is away expires its pages by TTL.
 */
export function httpCachePurger(
  hosts: readonly string[],
  timeoutMs = 2_000,
): (tags: readonly string[]) => Promise<void> {
  return async (tags) => {
    if (!hosts.length || !tags.length) return;
    const headers: Record<string, string> = tags.includes(ALL_PAGES)
      ? { "X-Magento-Tags-Pattern": ".*" }
      : { "Surrogate-Key": tags.join(" ") };
    await Promise.all(
      hosts.map(async (host) => {
        try {
          const response = await fetch(`${host}/`, {
            method: "PURGE",
            headers,
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!response.ok) log.warn({ host, status: response.status }, "cache purge refused");
        } catch (error) {
          log.warn({ host, err: error }, "cache purge failed");
        }
      }),
    );
  };
}
