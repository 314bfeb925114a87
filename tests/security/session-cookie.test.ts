// The session cookie is sealed (AES-256-GCM): a shopper who reads their own cookie finds no basket id
// in it, in any encoding, so they cannot take the id to the GraphQL API and set quantities there.
import Database from "better-sqlite3";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREATINE } from "../../backend/seed/fixtures";
import { startShopServer, type ShopServer } from "../support/shop-server";

let server: ShopServer;
beforeAll(async () => {
  server = await startShopServer("session-cookie");
});
afterAll(async () => {
  await server?.stop();
});

/** Every reading of a text a curious shopper would try: URL-decoding, base64 and base64url of it and its parts, nested. */
function readings(value: string, depth = 3): string[] {
  const out = new Set<string>([value]);
  const add = (text: string) => {
    if (!out.has(text)) {
      out.add(text);
      if (depth > 0) for (const r of readings(text, depth - 1)) out.add(r);
    }
  };
  try {
    add(decodeURIComponent(value));
  } catch {
    // not URL-encoded
  }
  for (const part of [value, ...value.split(/[.;:|]/)]) {
    if (part.length < 8) continue;
    for (const encoding of ["base64", "base64url"] as const) add(Buffer.from(part, encoding).toString("latin1"));
  }
  return [...out];
}

function basketIds(): string[] {
  const file = readdirSync(server.dataDir).find((f) => /\.(db|sqlite3?)$/.test(f));
  expect(file).toBeTruthy();
  const db = new Database(join(server.dataDir, file!), { readonly: true });
  try {
    return (db.prepare("SELECT masked_id FROM carts").all() as Array<{ masked_id: string }>).map((r) => r.masked_id);
  } finally {
    db.close();
  }
}

describe("the session cookie", () => {
  it("holds the basket without letting the shopper read its id", async () => {
    const response = await fetch(new URL("/basket", server.baseURL), {
      method: "POST",
      body: new URLSearchParams({ intent: "add-to-basket", urlKey: CREATINE.url_key, quantity: "1" }),
      headers: { Origin: server.baseURL, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const set = response.headers.getSetCookie().find((c) => c.startsWith("pw_session="))!;
    expect(set).toBeTruthy();
    const value = set.split(";")[0].slice("pw_session=".length);

    const ids = basketIds();
    expect(ids.length).toBeGreaterThan(0);
    const texts = readings(value);
    for (const text of texts) {
      for (const id of ids) expect(text).not.toContain(id);
      expect(text).not.toContain("cartIds");
    }

    // The sealed cookie still carries the basket: the basket page shows the line.
    const basket = await fetch(new URL("/basket", server.baseURL), { headers: { Cookie: set.split(";")[0] } });
    expect(basket.status).toBe(200);
    expect(await basket.text()).toContain(CREATINE.name);
  });

  it("is refused when changed: a flipped character gives a fresh session, not another shopper's", async () => {
    const response = await fetch(new URL("/basket", server.baseURL), {
      method: "POST",
      body: new URLSearchParams({ intent: "add-to-basket", urlKey: CREATINE.url_key, quantity: "1" }),
      headers: { Origin: server.baseURL, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("pw_session="))!
      .split(";")[0];
    const at = cookie.length - 6;
    const flipped = cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
    const basket = await fetch(new URL("/basket", server.baseURL), { headers: { Cookie: flipped } });
    expect(basket.status).toBe(200);
    expect(await basket.text()).not.toContain(CREATINE.name);
  });
});
