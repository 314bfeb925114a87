// The backend's review list fragment (SPEC §7: GET /review/product/listAjax/id/{product id}), read
// by the storefront's server only: the product page renders it, and the storefront's review-list
// route passes it on to the pager (the browser never calls the backend). It goes through the
// commerce fetch: the network, or in embedded mode the backend's own handler in process (no loopback
// socket); the store view travels in the `Store` header.
import { commerceHeaders, type CommerceRequestContext } from "~/commerce/client.server";
import { CommerceError } from "~/commerce/errors";

// The review-list route's loader-only helpers, reached through here so that the route's browser module
// imports none of the product page's modules (which then stay in the product page's own chunk).
export { isCommerceError } from "~/commerce/errors";
export { requestedReviewPage } from "./reviews";

/** How long a browser or CDN may keep a page of reviews: they change only after moderation. */
export const REVIEW_LIST_TTL = 300;

/** One page of a product's reviews as the backend's HTML, or null when there is no such product or page. */
export async function fetchReviewList(
  ctx: CommerceRequestContext,
  productId: number,
  page: number,
): Promise<string | null> {
  const url = new URL(`/review/product/listAjax/id/${encodeURIComponent(String(productId))}`, ctx.commerceUrl);
  if (page > 1) url.searchParams.set("p", String(page));
  let response: Response;
  try {
    const { Authorization: _token, ...headers } = commerceHeaders(ctx);
    // Without a commerce fetch, the global fetch looked up at call time (msw in tests replaces it).
    // Reviews are public: no token.
    const fetchFn = ctx.fetch ?? ((input: URL, init?: RequestInit) => fetch(input, init));
    response = await fetchFn(url, {
      headers: { ...headers, Accept: "text/html", "X-Requested-With": "XMLHttpRequest" },
      signal: AbortSignal.timeout(ctx.timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new CommerceError("timeout", ["The shop's backend did not answer in time."]);
    }
    throw new CommerceError("network", ["The shop's backend cannot be reached."]);
  }
  if (response.status === 404) return null;
  if (!response.ok || !(response.headers.get("content-type") ?? "").startsWith("text/html")) {
    throw new CommerceError("network", [`The shop's backend answered with status ${response.status}.`]);
  }
  return response.text();
}
