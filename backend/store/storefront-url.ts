// The storefront's public address, as Magento keeps it: the store configuration's base URL
// (web/secure/base_url, else web/unsecure/base_url; a store view's value over the default scope),
// else the address the backend was started with (STOREFRONT_URL, or PUBLIC_URL when the backend is
// mounted in the storefront's own server). Emailed links and the card provider's return address
// are built on it, never on the address a request reached (with a remote backend, the backend's).
import type { StoreRepository } from "./repository.js";

export const SECURE_BASE_URL_PATH = "web/secure/base_url";
export const UNSECURE_BASE_URL_PATH = "web/unsecure/base_url";

/** An absolute http(s) address without credentials, query or fragment, without its trailing slash; else null. */
function baseOf(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  const url = URL.parse(value);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/**
 * The storefront's base address for a store view (no trailing slash), or undefined when none is
 * configured. Magento's `{{unsecure_base_url}}` placeholders are not supported: an absolute address only.
 */
export function storefrontBaseUrl(
  stores: StoreRepository,
  storeCode: string,
  fallback: string | undefined,
): string | undefined {
  const config = stores.config(storeCode);
  return (
    baseOf(config[SECURE_BASE_URL_PATH]) ?? baseOf(config[UNSECURE_BASE_URL_PATH]) ?? baseOf(fallback) ?? undefined
  );
}
