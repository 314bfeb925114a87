// The bench's hostile run (issue 8): while 10 connections load a product page, one client sends the
// requests that used to stall or kill the shop, one after another. The product page's p99 under that
// load is reported next to the calm run's (the aim: within 2x; reported, not asserted). An error
// answer a CDN could keep is tallied as "<status> SHARED-CACHEABLE".

/** One hostile request: what a fuzzer or a careless script sends to a form action. */
interface HostileRequest {
  name: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

const FORM = "application/x-www-form-urlencoded";

/** Four nested pages of 300 products (under 420 bytes): 300^4 values asked for. */
export const NESTED_PAGES_QUERY = `{ products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku name categories {
  products(pageSize: 300) { items { sku name categories { products(pageSize: 300) { items { sku name
  categories { products(pageSize: 300) { items { sku name url_key stock_status price_range {
  minimum_price { final_price { value currency } regular_price { value currency } } } } } } } } } } } } } } }`;

/** Ten aliases of three nested pages of 300 products. */
export const ALIASED_PAGES_QUERY = `{ ${Array.from(
  { length: 10 },
  (_, i) =>
    `a${i}: products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku categories { products(pageSize: 300) { items { sku categories { products(pageSize: 300) { items { sku name } } } } } } } }`,
).join(" ")} }`;

export const HOSTILE_REQUESTS: readonly HostileRequest[] = [
  { name: "huge index", method: "POST", path: "/newsletter", body: "x[100000000]=1", contentType: FORM },
  { name: "big index (.data)", method: "POST", path: "/basket.data", body: "x[1000000]=1", contentType: FORM },
  { name: "100,000 fields", method: "POST", path: "/newsletter", body: "a=1&".repeat(100_000), contentType: FORM },
  { name: "1 MB body", method: "POST", path: "/cookie-consent", body: `a=${"x".repeat(1_000_000)}`, contentType: FORM },
  { name: "PUT", method: "PUT", path: "/basket", body: "a=1", contentType: FORM },
  { name: "DELETE", method: "DELETE", path: "/newsletter" },
  { name: "JSON post", method: "POST", path: "/preferences", body: "{}", contentType: "application/json" },
  {
    name: "truncated multipart",
    method: "POST",
    path: "/basket",
    body: '--cut\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd-to-basket\r\n--cut\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n1',
    contentType: "multipart/form-data; boundary=cut",
  },
  {
    name: "form-encoded GraphQL mutation",
    method: "POST",
    path: "/graphql",
    body: `query=${encodeURIComponent("mutation { createGuestCart { cart { id } } }")}`,
    contentType: FORM,
  },
  {
    name: "GraphQL nested pages of 300",
    method: "POST",
    path: "/graphql",
    body: JSON.stringify({ query: NESTED_PAGES_QUERY }),
    contentType: "application/json",
  },
  {
    name: "GraphQL 10 aliases x 3 nested pages",
    method: "POST",
    path: "/graphql",
    body: JSON.stringify({ query: ALIASED_PAGES_QUERY }),
    contentType: "application/json",
  },
  {
    name: "cross-site post",
    method: "POST",
    path: "/cookie-consent",
    body: "intent=cookie-consent&consent=all",
    contentType: FORM,
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  },
  // A failure a CDN must not keep: tallied with "SHARED-CACHEABLE" if its answer lets one.
  { name: "page of a product that is not there", method: "GET", path: "/products/no-such-product-bench" },
];

/** An error answer a shared cache may keep (a public CDN lifetime): one blip served to everyone. */
function sharedCacheable(response: Response): boolean {
  if (response.status < 400) return false;
  const shared = response.headers.get("CDN-Cache-Control") ?? response.headers.get("Surrogate-Control") ?? "";
  const browser = response.headers.get("Cache-Control") ?? "";
  return /max-age=[1-9]/.test(shared) || (/\bpublic\b/.test(browser) && /max-age=[1-9]/.test(browser));
}

export interface HostileTally {
  sent: number;
  /** Answers by status ("error" when the request itself failed or timed out). */
  statuses: Record<string, number>;
  slowestMs: number;
}

/** Sends the hostile requests in a loop until `stop` resolves; one at a time, as one client would. */
export async function sendHostileRequests(base: string, stop: Promise<unknown>): Promise<HostileTally> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const tally: HostileTally = { sent: 0, statuses: {}, slowestMs: 0 };
  while (!stopped) {
    for (const request of HOSTILE_REQUESTS) {
      if (stopped) break;
      const started = performance.now();
      let status: string;
      try {
        const response = await fetch(base + request.path, {
          method: request.method,
          body: request.body,
          headers: { ...(request.contentType ? { "Content-Type": request.contentType } : {}), ...request.headers },
          redirect: "manual",
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = String(response.status) + (sharedCacheable(response) ? " SHARED-CACHEABLE" : "");
      } catch {
        status = "error";
      }
      tally.sent++;
      tally.statuses[`${request.name} → ${status}`] = (tally.statuses[`${request.name} → ${status}`] ?? 0) + 1;
      tally.slowestMs = Math.max(tally.slowestMs, Math.round(performance.now() - started));
    }
  }
  return tally;
}
