// , items 1, 2 and 12: hostile form posts against the real server. Every answer is small and
// has the right status, no client mistake is a 500, and the shop still serves a page right after.
import Database from "better-sqlite3";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHEY } from "../../backend/seed/fixtures";
import { defaultStoreView, storeViewByCode, productPath } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import { pageScreens, screenPath } from "~/routing/registry";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { screenModules } from "~/routing/screen-modules.mjs";

let server: ShopServer;
beforeAll(async () => {
  server = await startShopServer("form-posts");
});
afterAll(async () => {
  await server?.stop();
});

const german = storeViewByCode("de")!;
const FORM = "application/x-www-form-urlencoded";

/** Every form action of the shop, with a post each refuses (a refusal is what echoes the form back). */
const ACTIONS = [
  { name: "newsletter", path: paths.newsletter(defaultStoreView), fields: "intent=subscribe&email=not-an-email" },
  { name: "preferences", path: paths.preferences(defaultStoreView), fields: "intent=preferences&store=X" },
  {
    name: "cookie consent",
    path: paths.cookieConsent(defaultStoreView),
    fields: "intent=cookie-consent&consent=maybe",
  },
  { name: "error feedback", path: paths.errorFeedback(defaultStoreView), fields: "intent=note&note=hi" },
  {
    name: "basket (add)",
    path: paths.basket(defaultStoreView),
    fields: `intent=add-to-basket&urlKey=${WHEY.url_key}&quantity=0`,
  },
  { name: "basket (line)", path: paths.basket(german), fields: "intent=remove-line&itemUid=" },
];

const url = (path: string) => new URL(path, server.baseURL);

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(url(path), {
    method: "POST",
    body,
    headers: { "Content-Type": FORM, ...headers },
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
}

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(text), text };
}

async function expectShopStillServes() {
  const response = await fetch(url(productPath(defaultStoreView, WHEY.url_key)), {
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status).toBe(200);
}

describe("a field the schema does not know (item 1)", () => {
  for (const action of ACTIONS) {
    for (const data of [false, true]) {
      it(`is never echoed by the ${action.name} action${data ? " (.data)" : ""}`, async () => {
        const path = data ? `${action.path}.data` : action.path;
        const { status, bytes, text } = await answer(await post(path, `x[1000000]=1&${action.fields}`));
        expect(status).toBeLessThan(500);
        expect(bytes).toBeLessThan(200_000);
        expect(text).not.toContain("null,null,null");
      });
    }
  }

  it("does not stall or kill the shop with a huge index", async () => {
    // (No clock here: the post's own 20 s time-out is the bound; a sparse array of that length took
    // 51 s and then the process died, which expectShopStillServes would see.)
    const { status, bytes } = await answer(await post(paths.newsletter(defaultStoreView), "x[100000000]=1"));
    expect(status).toBe(400);
    expect(bytes).toBeLessThan(200_000);
    await expectShopStillServes();
  });
});

describe("a form post's size (item 2)", () => {
  it("refuses 100,000 repeated fields with the shop's 413 page, before parsing them", async () => {
    const response = await post(paths.newsletter(defaultStoreView), "a=1&".repeat(100_000) + "intent=dismiss");
    const { status, text } = await answer(response);
    expect(status).toBe(413);
    expect(text).toContain("This form was too large");
    await expectShopStillServes();
  });

  it("refuses 101 small fields, under the byte limit", async () => {
    const { status } = await answer(
      await post(paths.newsletter(defaultStoreView), "a=1&".repeat(100) + "intent=dismiss"),
    );
    expect(status).toBe(413);
  });

  it("refuses a body over 64 KB in one field, in the store's language", async () => {
    const { status, text } = await answer(
      await post(paths.newsletter(german), `intent=subscribe&email=${"a".repeat(70_000)}`),
    );
    expect(status).toBe(413);
    expect(text).toContain("Dieses Formular war zu groß");
  });

  it("answers a data request's refusal with a small body", async () => {
    const { status, bytes } = await answer(await post(`${paths.basket(defaultStoreView)}.data`, "a=1&".repeat(5_000)));
    expect(status).toBe(413);
    expect(bytes).toBeLessThan(200);
  });

  it("refuses a multipart post with too many parts", async () => {
    const form = new FormData();
    for (let i = 0; i < 150; i++) form.append(`f${i}`, "1");
    const response = await fetch(url(paths.newsletter(defaultStoreView)), {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    expect((await answer(response)).status).toBe(413);
  });

  it("still takes an ordinary post", async () => {
    const response = await post(paths.cookieConsent(defaultStoreView), "intent=cookie-consent&consent=all");
    expect(response.status).toBe(303);
  });
});

describe("cross-site posts, odd methods and content types (item 12)", () => {
  it("refuses a post from another site with the shop's 403 page", async () => {
    const { status, text } = await answer(
      await post(paths.cookieConsent(defaultStoreView), "intent=cookie-consent&consent=all", {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      }),
    );
    expect(status).toBe(403);
    expect(text).toContain("This form could not be sent");
  });

  it("refuses a cross-site fetch that sends no Origin", async () => {
    const response = await post(
      paths.basket(defaultStoreView),
      `intent=add-to-basket&urlKey=${WHEY.url_key}&quantity=1`,
      {
        "Sec-Fetch-Site": "cross-site",
      },
    );
    expect(response.status).toBe(403);
  });

  it("takes a post from the shop's own pages (Origin, as browsers send it without JavaScript too)", async () => {
    const response = await post(paths.cookieConsent(defaultStoreView), "intent=cookie-consent&consent=all", {
      Origin: server.baseURL,
      "Sec-Fetch-Site": "same-origin",
    });
    expect(response.status).toBe(303);
  });

  for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
    it(`answers ${method} with the shop's 405 page and Allow`, async () => {
      const response = await fetch(url(paths.newsletter(defaultStoreView)), {
        method,
        body: method === "OPTIONS" ? undefined : "a=1",
      });
      const { status, text } = await answer(response);
      expect(status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      if (method !== "OPTIONS") expect(text).toContain("This address does not take that request");
    });
  }

  it("answers a post to a page without an action with the shop's 405 page", async () => {
    // A category page: the product page has an action of its own now (reviews, stock alerts).
    const response = await post("/protein", "intent=x");
    const { status, text } = await answer(response);
    expect(status).toBe(405);
    expect(text).toContain("This address does not take that request");
  });

  for (const contentType of ["application/json", "text/plain", "application/xml"]) {
    it(`answers a form post sent as ${contentType} with the shop's 415 page`, async () => {
      const { status, text } = await answer(
        await post(paths.newsletter(defaultStoreView), '{"intent":"dismiss"}', { "Content-Type": contentType }),
      );
      expect(status).toBe(415);
      expect(text).toContain("This form could not be read");
    });
  }

  it("answers a crash report with an address that cannot be read with a 400 naming the field", async () => {
    const response = await post(
      `${paths.errorFeedback(defaultStoreView)}.data`,
      "intent=report&message=boom&url=http%3A%2F%2F%5B%3A%3A1",
    );
    const { status, text } = await answer(response);
    expect(status).toBe(400);
    expect(text).toContain("urlInvalid");
    await expectShopStillServes();
  });
});

describe("a multipart body cut off in the middle", () => {
  const PARAMS: Record<string, string> = {
    urlKey: WHEY.url_key,
    number: "000000013",
    addressId: "1",
    productId: "1",
    referer: Buffer.from("/").toString("base64url"),
    "*": "protein",
  };
  /** Every screen whose route module has an action (its layout's action counts too). */
  const actionPaths = pageScreens
    .filter(
      (screen) =>
        Boolean(screenModules[screen.id]) &&
        /export (async function|const|function) action\b|export \{[^}]*\baction\b/.test(
          readFileSync(join("app", screenModules[screen.id]!), "utf8"),
        ),
    )
    .map((screen) => screenPath(screen.id, defaultStoreView, PARAMS));

  const TRUNCATED = [
    "--cut",
    'Content-Disposition: form-data; name="intent"',
    "",
    "add-to-basket",
    "--cut",
    'Content-Disposition: form-data; name="quantity"',
    "",
    "1",
  ].join("\r\n");

  function errorReports(): number {
    const file = readdirSync(server.dataDir).find((f) => /\.(db|sqlite3?)$/.test(f))!;
    const db = new Database(join(server.dataDir, file), { readonly: true });
    try {
      return (db.prepare("SELECT COUNT(*) AS n FROM error_reports").get() as { n: number }).n;
    } finally {
      db.close();
    }
  }

  it("finds the shop's action routes", () => {
    expect(actionPaths.length).toBeGreaterThanOrEqual(20);
  });

  it("answers 400 on every action route with the shop's page saying so, and writes no error report", async () => {
    const before = errorReports();
    const answers: string[] = [];
    for (const path of actionPaths) {
      for (const data of [false, true]) {
        const target = data ? (path === "/" ? "/_root.data" : `${path}.data`) : path;
        const { status, text } = await answer(
          await post(target, TRUNCATED, { "Content-Type": "multipart/form-data; boundary=cut" }),
        );
        const clear = data ? text.includes("could not be read") : text.includes("This form arrived incomplete");
        answers.push(`${target} ${status}${clear ? "" : " (no clear message)"}`);
      }
    }
    expect(answers.filter((a) => !/ 400$/.test(a))).toEqual([]);
    expect(errorReports()).toBe(before);
    await expectShopStillServes();
  });

  it("still takes a whole multipart post", async () => {
    const whole = `${TRUNCATED.replace("add-to-basket", "subscribe").replace('"quantity"', '"email"').replace(/1$/, "someone@example.com")}\r\n--cut--\r\n`;
    const response = await post(paths.newsletter(defaultStoreView), whole, {
      "Content-Type": "multipart/form-data; boundary=cut",
    });
    expect(response.status).toBe(303);
  });
});
