// The in-process page cache (DESIGN "Caching and scale"): anonymous pages kept whole, compressed
// once, answered again without running the page machinery, until their lifetime ends or the backend
// says one of the things they show changed (a cache tag: cat_p_<id>, cat_c_<id>, cms_p_<id>, ...).
//
// It keeps only what app/http/page-delivery.server.ts decided is public: a 200 to an anonymous GET
// whose route called it public and that sets no cookie. Bounded by bytes, least recently used first.
import { createHash } from "node:crypto";
import { BROTLI_QUALITY_KEPT, compressWhole, type ContentCoding } from "./content-coding.server";

export interface KeptPage {
  key: string;
  status: number;
  /** The answer's headers, without length or coding (they depend on the coding sent). */
  headers: Array<[string, string]>;
  body: Buffer;
  /** Weak: the same page in any coding. */
  etag: string;
  tags: string[];
  expiresAt: number;
  /** Compressed copies, made on first demand (brotli made again at best quality, in the background). */
  coded: Partial<Record<Exclude<ContentCoding, "identity">, Promise<Buffer>>>;
}

export interface PageCacheOptions {
  /** Total bytes of kept bodies (identity and compressed copies counted as the identity size x 1.5). */
  maxBytes?: number;
  now?: () => number;
}

/** Every page (Magento's purge pattern ".*"); the same word as the backend's. */
export const ALL_PAGES = "*";

export const DEFAULT_PAGE_CACHE_BYTES = 128 * 1024 * 1024;

/** The weak entity tag of a page body: equal bodies, equal tags, in every coding. */
export function entityTag(body: Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private readonly byTag = new Map<string, Set<string>>();
  private bytes = 0;
  /** Invalidations counted, and the count when each tag (or every page) was last invalidated. */
  private generation = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private allInvalidatedAt = 0;
  private readonly maxBytes: number;
  private readonly now: () => number;
  /** Counters for tests and the bench. */
  readonly stats = { hits: 0, misses: 0, stored: 0, purged: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE_BYTES;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (!page || page.expiresAt <= this.now()) {
      if (page) this.remove(key);
      this.stats.misses++;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.pages.delete(key);
    this.pages.set(key, page);
    this.stats.hits++;
    return page;
  }

  /** Taken before a page is made: `set` refuses it if what it shows was invalidated meanwhile. */
  startMaking(): number {
    return this.generation;
  }

  /**
   * Keeps a page made since `madeSince` (startMaking). A page whose tags were invalidated while it
   * was being made may show the old data: it is answered but not kept.
   */
  set(page: Omit<KeptPage, "coded" | "etag"> & { etag?: string }, madeSince = this.generation): KeptPage {
    this.remove(page.key);
    const kept: KeptPage = { ...page, etag: page.etag ?? entityTag(page.body), coded: {} };
    const cost = costOf(kept);
    const outdated =
      this.allInvalidatedAt > madeSince || kept.tags.some((tag) => (this.invalidatedAt.get(tag) ?? 0) > madeSince);
    if (cost > this.maxBytes || outdated) return kept;
    this.pages.set(kept.key, kept);
    this.bytes += cost;
    for (const tag of kept.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(kept.key);
    }
    this.stats.stored++;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return kept;
  }

  /** The page's body in `coding`, compressed once and kept with it. */
  coded(page: KeptPage, coding: Exclude<ContentCoding, "identity">): Promise<Buffer> {
    let copy = page.coded[coding];
    if (copy) return copy;
    copy = compressWhole(page.body, coding);
    page.coded[coding] = copy;
    if (coding === "br") {
      // The kept copy at brotli's best; answers use the quick one until it is ready.
      void copy.then(() =>
        compressWhole(page.body, "br", BROTLI_QUALITY_KEPT).then(
          (best) => (page.coded.br = Promise.resolve(best)),
          () => undefined,
        ),
      );
    }
    return copy;
  }

  /** Drops every page that shows one of `tags` (ALL_PAGES: every page); answers how many were dropped. */
  invalidate(tags: Iterable<string>): number {
    const generation = ++this.generation;
    let dropped = 0;
    for (const tag of tags) {
      if (tag === ALL_PAGES) {
        this.allInvalidatedAt = generation;
        dropped += this.clear();
        continue;
      }
      this.invalidatedAt.set(tag, generation);
      for (const key of [...(this.byTag.get(tag) ?? [])]) if (this.remove(key)) dropped++;
    }
    this.stats.purged += dropped;
    return dropped;
  }

  private clear(): number {
    const dropped = this.pages.size;
    this.pages.clear();
    this.byTag.clear();
    this.bytes = 0;
    return dropped;
  }

  private remove(key: string): boolean {
    const page = this.pages.get(key);
    if (!page) return false;
    this.pages.delete(key);
    this.bytes -= costOf(page);
    for (const tag of page.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    return true;
  }
}

/** The identity body plus room for its compressed copies (a fifth to a third of it, each). */
function costOf(page: KeptPage): number {
  return Math.ceil(page.body.length * 1.5) + 512;
}
