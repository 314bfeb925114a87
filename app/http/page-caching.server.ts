// The page caching of one server process, set up once from the environment (server.ts): the
// in-process page cache (PAGE_CACHE, on unless "off"), the purge endpoint for a remote backend
// (PAGE_CACHE_PURGE_SECRET) and the PURGEs sent on to the HTTP caches in front (HTTP_CACHE_HOSTS).
import cluster, { type Cluster } from "node:cluster";
import type { RequestHandler } from "express";
import { httpCachePurger, parseCacheHosts, purgeEndpoint } from "./cache-purge.server";
import { PageCache } from "./page-cache.server";
import { createPageDelivery, type PageDelivery } from "./page-delivery.server";

export interface PageCachingSettings {
  PAGE_CACHE: "on" | "off";
  PAGE_CACHE_MAX_MB: number;
  PAGE_CACHE_PURGE_SECRET?: string;
  HTTP_CACHE_HOSTS?: string;
}

export interface PageCaching {
  delivery: PageDelivery;
  /** Pages showing `tags` are out of date: dropped here, purged in the HTTP caches. Answers how many here. */
  invalidate(tags: readonly string[]): number;
  /**
   * Also told of every invalidation this process hears: its own, another worker's and a purge's
   * (what else the process keeps that a change makes stale, such as the store's settings).
   */
  onInvalidate(listener: (tags: readonly string[]) => void): void;
  /** The purge endpoint, when a secret is configured. */
  purgeEndpoint: RequestHandler | null;
  cache: PageCache | null;
}

export function setUpPageCaching(settings: PageCachingSettings): PageCaching {
  const cache =
    settings.PAGE_CACHE === "off" ? null : new PageCache({ maxBytes: settings.PAGE_CACHE_MAX_MB * 1024 * 1024 });
  const purgeHosts = httpCachePurger(parseCacheHosts(settings.HTTP_CACHE_HOSTS));
  const listeners: Array<(tags: readonly string[]) => void> = [];
  const tell = (tags: readonly string[]) => {
    for (const listener of listeners) listener(tags);
  };
  const invalidate = (tags: readonly string[]) => {
    tell(tags);
    const dropped = cache?.invalidate(tags) ?? 0;
    void purgeHosts(tags);
    // The other workers of this host keep their own copies (relayPageCacheInvalidations).
    if (cluster.isWorker) process.send?.({ type: INVALIDATE_MESSAGE, tags });
    return dropped;
  };
  if (cluster.isWorker)
    process.on("message", (message: { type?: string; tags?: string[] }) => {
      if (message?.type !== INVALIDATE_MESSAGE || !Array.isArray(message.tags)) return;
      tell(message.tags);
      cache?.invalidate(message.tags);
    });
  return {
    delivery: createPageDelivery(cache),
    invalidate,
    onInvalidate: (listener) => void listeners.push(listener),
    purgeEndpoint: settings.PAGE_CACHE_PURGE_SECRET
      ? purgeEndpoint(settings.PAGE_CACHE_PURGE_SECRET, invalidate)
      : null,
    cache,
  };
}

const INVALIDATE_MESSAGE = "pw:page-cache-invalidate";

/**
 * For the primary of a node:cluster (WEB_CONCURRENCY): passes each worker's invalidations to the
 * others, so a page one worker keeps is dropped when another worker's order takes its stock.
 */
export function relayPageCacheInvalidations(primary: Cluster = cluster): void {
  primary.on("message", (from, message: { type?: string }) => {
    if (message?.type !== INVALIDATE_MESSAGE) return;
    for (const worker of Object.values(primary.workers ?? {})) {
      if (!worker || worker === from || !worker.isConnected()) continue;
      // A worker whose channel closes in between (it is dying; the primary starts another, with an
      // empty cache): with a callback the failure is this send's alone, never an 'error' event
      // that would bring the primary, and with it every worker, down.
      worker.send(message, undefined, undefined, () => {});
    }
  });
}
