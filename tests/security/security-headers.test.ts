// every answer carries the security headers; a page's Content-Security-Policy lets
// only its own inline scripts run (a personal page's by nonce, a public page's by hash); SVG media
// cannot run script when opened by themselves.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "../support/shop-server";

let server: ShopServer;

beforeAll(async () => {
  // Behind a proxy, so that HSTS can be checked for a request the proxy says came over TLS.
  server = await startShopServer("security-headers", { TRUST_PROXY: "1" });
});

afterAll(async () => {
  await server?.stop();
});

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, server.baseURL), { headers, redirect: "manual" });
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  it.each(["/", "/products", "/basket", "/robots.txt", "/no-such-page", "/graphql?query=%7B__typename%7D"])(
    "%s carries the common headers",
    async (path) => {
      const response = await get(path);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(directives(response.headers.get("Content-Security-Policy")).get("frame-ancestors")).toEqual(["'none'"]);
      // Plain HTTP: no HSTS.
      expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    },
  );

  it("sends HSTS when the trusted proxy says the request came over TLS", async () => {
    const response = await get("/", { "X-Forwarded-Proto": "https" });
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{7,}/);
  });

  it("gives a shopper's own page a policy with a fresh nonce that every inline script of the page carries", async () => {
    // A page for a visitor with a session: private, rendered for them alone (public pages: below).
    const personal = { Cookie: "pw_session=a-visitor-with-a-session" };
    const first = await get("/", personal);
    const policy = directives(first.headers.get("Content-Security-Policy"));
    const scriptSrc = policy.get("script-src") ?? [];
    const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toBeTruthy();
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);

    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    // Data blocks (JSON, JSON-LD for crawlers) are never run, so a policy has nothing to say of them.
    const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag, tag).toContain(`nonce="${nonce}"`);

    const second = await get("/", personal);
    expect(second.headers.get("Content-Security-Policy")).not.toContain(`'nonce-${nonce}'`);
  });

  it("names a public page's inline scripts by hash: a kept page hands no nonce to everyone", async () => {
    for (const path of ["/", "/", "/products"]) {
      const response = await get(path);
      expect(response.headers.get("Cache-Control")).toContain("public");
      const scriptSrc = directives(response.headers.get("Content-Security-Policy")).get("script-src") ?? [];
      expect(scriptSrc.some((value) => value.startsWith("'nonce-"))).toBe(false);
      expect(scriptSrc).toContain("'strict-dynamic'");
      const html = await response.text();
      expect(html).not.toContain(" nonce=");
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\ssrc=/.test(attributes),
      );
      expect(inline.length).toBeGreaterThan(0);
      const hashes = inline.map(([, , content]) => `'sha256-${createHash("sha256").update(content).digest("base64")}'`);
      expect(new Set(scriptSrc.filter((value) => value.startsWith("'sha256-")))).toEqual(new Set(hashes));
    }
  });

  it("lets no script run in SVG media opened by themselves", async () => {
    // The catalogue's own pictures are raster files now; an SVG in the media folder is an upload (a
    // CMS picture), put there the way an editor would.
    const dir = join(server.dataDir, "media", "wysiwyg", "uploads");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "probe.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const response = await get("/media/wysiwyg/uploads/probe.svg");
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get("Content-Security-Policy"));
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.has("sandbox")).toBe(true);
    expect(policy.has("script-src")).toBe(false);
  });
});
