// behind a proxy (TRUST_PROXY=1) a forged Host or X-Forwarded-Host must not reach
// the absolute links of a page (canonical, hreflang, og:) or robots.txt: those pages are kept by
// shared caches and would send every later visitor's crawler to the forger's host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "../support/shop-server";

const PUBLIC_URL = "https://shop.example";

let server: ShopServer;

beforeAll(async () => {
  server = await startShopServer("host-header", { TRUST_PROXY: "1", PUBLIC_URL });
});

afterAll(async () => {
  await server?.stop();
});

/** A request as a proxy forwards it when the caller forged the host. */
function forged(path: string): Promise<Response> {
  return fetch(new URL(path, server.baseURL), {
    headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" },
  });
}

/** Every absolute address in the document's links and meta tags. */
function absoluteLinks(html: string): string[] {
  const tags = html.match(/<(?:link|meta)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => [...tag.matchAll(/(?:href|content)="(https?:\/\/[^"]*)"/g)].map((m) => m[1]));
}

describe("absolute URLs come from PUBLIC_URL", () => {
  it.each(["/", "/de", "/products"])("on %s, canonical and hreflang links use PUBLIC_URL", async (path) => {
    const response = await forged(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("evil.example");
    const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    expect(canonical).toBe(`${PUBLIC_URL}${path}`);
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="[^"]*" href="([^"]*)"/gi)].map((m) => m[1]);
    expect(alternates.length).toBeGreaterThan(1);
    for (const link of absoluteLinks(html)) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  });

  it("robots.txt names PUBLIC_URL as the host", async () => {
    const body = await (await forged("/robots.txt")).text();
    expect(body).toContain(`Host: ${PUBLIC_URL}`);
    expect(body).not.toContain("evil.example");
  });
});

describe("form posts count as ours only from PUBLIC_URL's origin", () => {
  /** A consent post with these headers; the answer's status. */
  async function consentPost(headers: Record<string, string>): Promise<number> {
    const response = await fetch(new URL("/cookie-consent", server.baseURL), {
      method: "POST",
      body: "intent=cookie-consent&consent=all",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      redirect: "manual",
    });
    await response.body?.cancel();
    return response.status;
  }

  it("refuses a post whose Origin matches a forged X-Forwarded-Host", async () => {
    expect(await consentPost({ Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" })).toBe(403);
  });

  it("refuses a post whose Origin matches only the Host the request was sent to", async () => {
    expect(await consentPost({ Origin: server.baseURL })).toBe(403);
  });

  it("refuses a post from PUBLIC_URL's origin that a proxy forwarded for another host, with a 403, not a 500", async () => {
    expect(await consentPost({ Origin: PUBLIC_URL, "X-Forwarded-Host": "evil.example" })).toBe(403);
  });

  it("takes a post from PUBLIC_URL's origin, forwarded by the proxy for that host", async () => {
    const headers = { Origin: PUBLIC_URL, "X-Forwarded-Host": "shop.example", "Sec-Fetch-Site": "same-origin" };
    expect(await consentPost(headers)).toBe(303);
  });
});
