// Redirect targets that come from a form or query string must stay on our own origin.
const BASE = "http://storefront.invalid";

/** The path (with query) if `target` is a same-origin relative path, else `fallback`. */
export function safeReturnPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\"))
    return fallback;
  try {
    const url = new URL(target, BASE);
    if (url.origin !== BASE) return fallback;
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}
