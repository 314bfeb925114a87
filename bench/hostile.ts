// The bench's hostile run: while 10 connections load a product page, one client sends the
// requests that used to stall or kill the shop, one after another. The product page's p99 under that
// load is reported next to the calm run's (the aim: within 2x; reported, not asserted). An error
// answer a CDN could keep is tallied as "<status> SHARED-CACHEABLE". Fan-out cases ask for a lot with
// little: the most aliases a document may have, each a cheap field or a small list, and 50 small
// queries at once (as a script with many connections would). The proxy-hop run (proxyHopRun) checks
// that behind one trusted proxy (TRUST_PROXY=1) a client rotating its own X-Forwarded-For keeps its
// per-address limits.

/** One hostile request: what a fuzzer or a careless script sends to a form action. */
interface HostileRequest {
  name: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Sent this many times at once (a fan-out over connections); counted as one, timed until the last. */
  parallel?: number;
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

/** The most aliases a document may have (backend/graphql/query-limits.ts), each a cheap scalar. */
export const ALIASED_CHEAP_FIELDS_QUERY = `{ ${Array.from(
  { length: 10 },
  (_, i) => `s${i}: storeConfig { store_code store_name base_currency_code locale }`,
).join(" ")} }`;

/** Ten aliases of a page of 100 products' cheap fields: the widest answer the limits let through. */
export const ALIASED_PRODUCT_PAGES_QUERY = `{ ${Array.from(
  { length: 10 },
  (_, i) => `p${i}: products(filter: { price: { from: "${i}" } }, pageSize: 100) { items { sku name url_key } }`,
).join(" ")} }`;

/** 50 aliases of one cheap field (under the token limit): refused by the alias limit, before it runs. */
export const TOO_MANY_ALIASES_QUERY = `{ ${Array.from({ length: 50 }, (_, i) => `c${i}: storeConfig { store_code }`).join(" ")} }`;

/** A small search, as a script fanning out over many connections would send it. */
export const SMALL_SEARCH_QUERY = `{ products(search: "whey", pageSize: 5) { items { sku name } } }`;

const graphqlPost = (name: string, query: string, parallel?: number): HostileRequest => ({
  name,
  method: "POST",
  path: "/graphql",
  body: JSON.stringify({ query }),
  contentType: "application/json",
  parallel,
});

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
  graphqlPost("fan-out: 10 aliases of cheap store fields", ALIASED_CHEAP_FIELDS_QUERY),
  graphqlPost("fan-out: 10 aliases of 100 products' cheap fields", ALIASED_PRODUCT_PAGES_QUERY),
  graphqlPost("fan-out: 50 aliases of one cheap field", TOO_MANY_ALIASES_QUERY),
  graphqlPost("fan-out: 50 small searches at once", SMALL_SEARCH_QUERY, 50),
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
  /** The slowest answer of each hostile request (the last of a fan-out's answers), ms. */
  slowestByName: Record<string, number>;
}

/** One hostile request's answer: its status, "SHARED-CACHEABLE" when a CDN could keep an error. */
async function send(base: string, request: HostileRequest): Promise<string> {
  try {
    const response = await fetch(base + request.path, {
      method: request.method,
      body: request.body,
      headers: { ...(request.contentType ? { "Content-Type": request.contentType } : {}), ...request.headers },
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return String(response.status) + (sharedCacheable(response) ? " SHARED-CACHEABLE" : "");
  } catch {
    return "error";
  }
}

/**
 * Sends the hostile requests in a loop until `stop` resolves; one at a time, as one client would.
 * The first round is always finished, so every case is answered at least once on a slow machine.
 */
export async function sendHostileRequests(base: string, stop: Promise<unknown>): Promise<HostileTally> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const tally: HostileTally = { sent: 0, statuses: {}, slowestMs: 0, slowestByName: {} };
  while (!stopped) {
    for (const request of HOSTILE_REQUESTS) {
      if (stopped && tally.sent >= HOSTILE_REQUESTS.length) break;
      const started = performance.now();
      const statuses = await Promise.all(Array.from({ length: request.parallel ?? 1 }, () => send(base, request)));
      // A fan-out counts once, by its answers' statuses (all alike, or the set of them).
      const status = [...new Set(statuses)].sort().join(" + ");
      const ms = Math.round(performance.now() - started);
      tally.sent++;
      tally.statuses[`${request.name} → ${status}`] = (tally.statuses[`${request.name} → ${status}`] ?? 0) + 1;
      tally.slowestMs = Math.max(tally.slowestMs, ms);
      tally.slowestByName[request.name] = Math.max(tally.slowestByName[request.name] ?? 0, ms);
    }
  }
  return tally;
}

/** The address the trusted proxy saw for the bench's one client, and the client's own made-up ones. */
const CLIENT_BEHIND_PROXY = "203.0.113.77";
const madeUpAddress = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

interface ProxyHopCase {
  name: string;
  /** The limit the shop should hold the client to (per minute, backend/graphql/write-limits.ts). */
  limit: number;
  attempts: number;
  /** X-Forwarded-For of attempt n. */
  forwardedFor: (n: number) => string;
  query: (n: number) => string;
}

const newBasket = () => "mutation { createGuestCart { cart { id } } }";
const wrongSignIn = (n: number) =>
  `mutation { generateCustomerToken(email: "bench-proxy-${n}@example.com", password: "wrong-${n}") { token } }`;

/**
 * Behind one trusted proxy (the shop runs with TRUST_PROXY=1): the proxy appends the address it saw,
 * so whatever the client writes before it is not its address. Each case counts how many of its
 * attempts the shop took before it said 429; a client that rotates its own entry must be held to
 * the limit as if it had not. The last case is the same client reaching the shop directly, not
 * through the proxy: then its X-Forwarded-For is all there is, which is why TRUST_PROXY is only for
 * a shop that nothing but the proxy can reach (README).
 */
export const PROXY_HOP_CASES: readonly ProxyHopCase[] = [
  {
    name: "new baskets, rotating X-Forwarded-For, through the proxy",
    limit: 20,
    attempts: 30,
    forwardedFor: (n) => `${madeUpAddress(n)}, ${CLIENT_BEHIND_PROXY}`,
    query: newBasket,
  },
  {
    name: "failed sign-ins (new email each), rotating, through the proxy",
    limit: 10,
    attempts: 25,
    forwardedFor: (n) => `${madeUpAddress(1000 + n)}, ${CLIENT_BEHIND_PROXY}`,
    query: wrongSignIn,
  },
  {
    name: "new baskets, three made-up hops, through the proxy",
    limit: 20,
    attempts: 30,
    forwardedFor: (n) => `${madeUpAddress(2000 + n)}, 10.0.0.${(n % 200) + 1}, 172.16.0.1, ${CLIENT_BEHIND_PROXY}`,
    query: newBasket,
  },
  {
    name: "new baskets, rotating, straight to the shop (no proxy in front)",
    limit: 20,
    attempts: 30,
    forwardedFor: (n) => madeUpAddress(3000 + n),
    query: newBasket,
  },
];

export interface ProxyHopRow {
  case: string;
  limit: number;
  sent: number;
  taken: number;
  "429": number;
  other: number;
  "held to limit": "yes" | "NO";
}

/** Runs each proxy-hop case against a shop started with TRUST_PROXY=1, one request after another. */
export async function proxyHopRun(base: string): Promise<ProxyHopRow[]> {
  const rows: ProxyHopRow[] = [];
  for (const hop of PROXY_HOP_CASES) {
    let taken = 0;
    let limited = 0;
    let other = 0;
    for (let n = 0; n < hop.attempts; n++) {
      const response = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": hop.forwardedFor(n) },
        body: JSON.stringify({ query: hop.query(n) }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await response.json().catch(() => ({}))) as {
        errors?: Array<{ extensions?: { category?: string } }>;
      };
      const refusedAsTooMany =
        response.status === 429 || body.errors?.some((e) => e.extensions?.category === "graphql-too-many-requests");
      // A wrong password is "taken" too: the attempt reached the check (and counts towards the limit).
      const reached =
        response.status === 200 &&
        (!body.errors?.length || body.errors.every((e) => e.extensions?.category === "graphql-authentication"));
      if (refusedAsTooMany) limited++;
      else if (reached) taken++;
      else other++;
    }
    rows.push({
      case: hop.name,
      limit: hop.limit,
      sent: hop.attempts,
      taken,
      "429": limited,
      other,
      "held to limit": taken <= hop.limit ? "yes" : "NO",
    });
  }
  return rows;
}
