// Which dialect the backend speaks: Magento 2.4 with the shop's extension modules (sessionData,
// reward points, free delivery, the popups' settings...), or stock Magento 2.4.7, which has none of
// them and refuses a whole document for one field it does not know. Learnt once per backend and
// store view, kept in process as the store data is (ADR 0065), and held on the request's context so
// each request asks the cache once.
import { DEFAULT_PAGE_CACHE_TTL } from "~/http/cache.server";
import { commerceRequest, type BackendDialectHold, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import { EXTENSIONS_MARKER_QUERY } from "../store/extensions-marker.server";

/**
 * The probe: an introspection of StoreConfig, which stock Magento validates and answers (Magento
 * allows introspection unless `graphql/disable_introspection` is set in env.php). A backend that
 * refuses it (so does the embedded one outside development) is then asked for one extension field
 * (store/extensions-marker.server.ts): answered, the extension is there; refused, it is not.
 */
export const BACKEND_DIALECT_QUERY = graphql(`
  query BackendDialect {
    storeConfigType: __type(name: "StoreConfig") {
      fields {
        name
      }
    }
  }
`);

/** StoreConfig fields only the extension adds and every page reads: all present means it is there. */
export const EXTENSION_MARKERS = ["page_cache_ttl", "free_delivery_amount", "quickbuy_countdown"] as const;

/**
 * What one request learns about its backend; contexts derived with `{ ...ctx }` share it. A dialect
 * set in the configuration (COMMERCE_DIALECT) is known from the start: no probe.
 */
export function createBackendDialectHold(configured: "auto" | "core" | "extended" = "auto"): BackendDialectHold {
  return configured === "auto" ? {} : { extensions: Promise.resolve(configured === "extended") };
}

const cache = new Map<string, { expires: number; extensions: Promise<boolean> }>();
const keyOf = (ctx: CommerceRequestContext) => `${ctx.commerceUrl}|${ctx.storeCode}`;

/** A GraphQL error is an answer (a refusal); a backend that did not answer at all is not. */
const refused = (error: unknown) => isCommerceError(error) && error.kind === "graphql";

async function probe(ctx: CommerceRequestContext): Promise<boolean> {
  try {
    const { data } = await commerceRequest(ctx, BACKEND_DIALECT_QUERY);
    const fields = new Set((data.storeConfigType?.fields ?? []).map((field) => field.name));
    return EXTENSION_MARKERS.every((name) => fields.has(name));
  } catch (error) {
    // Not answered: the page fails as it would have, and the next request asks again.
    if (!refused(error)) throw error;
  }
  try {
    await commerceRequest(ctx, EXTENSIONS_MARKER_QUERY);
    return true;
  } catch (error) {
    // Refused as well: the safe side, core fields only.
    if (refused(error)) return false;
    throw error;
  }
}

/** Whether the request's backend speaks the shop's extensions (false: stock Magento fields only). */
export function speaksExtensions(ctx: CommerceRequestContext): Promise<boolean> {
  const held = ctx.backendDialect?.extensions;
  if (held) return held;
  const extensions = cachedOrProbe(ctx);
  if (ctx.backendDialect) ctx.backendDialect.extensions = extensions;
  return extensions;
}

function cachedOrProbe(ctx: CommerceRequestContext): Promise<boolean> {
  const key = keyOf(ctx);
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.extensions;
  const extensions = probe(ctx);
  cache.set(key, { expires: Date.now() + DEFAULT_PAGE_CACHE_TTL * 1000, extensions });
  extensions.catch(() => {
    if (cache.get(key)?.extensions === extensions) cache.delete(key);
  });
  return extensions;
}

/** Keeps what was learnt as long as the store data read with it (page_cache_ttl seconds). */
export function keepBackendDialect(ctx: CommerceRequestContext, ttlSeconds: number): void {
  const hit = cache.get(keyOf(ctx));
  if (hit) hit.expires = Date.now() + ttlSeconds * 1000;
}

/** Forgets what was learnt about every backend (tests; the store data cache is emptied with it). */
export function clearBackendDialectCache(): void {
  cache.clear();
}
