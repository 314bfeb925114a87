// The backend on its own origin, as `npm run backend` runs it (backend/server.ts): the card provider's
// pages and notifications on the backend's public origin while shoppers return to the storefront's,
// by a signed GET (ADR 0063); emailed links on the storefront's address (its base URL, per store view
// from the store configuration's web/secure/base_url, else STOREFRONT_URL), never the backend's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBackendEnv } from "../../backend/env.js";
import type { NotificationDelivery } from "../../backend/cardpay/notifications.js";
import type { EmbeddedBackend } from "../../backend/index.js";
import { CREATINE, WHEY } from "../../backend/seed/fixtures.js";
import { createShopServices } from "../../backend/create-services.js";
import { ADD, gql, newBackend, newCart, serveBackend, type ServedBackend } from "./helpers.js";

const BACKEND = "https://backend.shop.example";
const SHOP = "https://shop.example";
const RETURN_URL = `${SHOP}/checkout/payment/return`;

describe("the card provider on the backend's own origin", () => {
  let served: ServedBackend;
  const notifications: string[] = [];
  const capture: NotificationDelivery = async (url) => {
    notifications.push(url);
    return { status: 200 };
  };

  beforeAll(async () => {
    served = await serveBackend({ publicUrl: BACKEND, storefrontUrl: SHOP, cardNotificationDelivery: capture });
  });
  afterAll(async () => {
    await served.stop();
  });

  const redirectUrl = async (cartId: string, returnUrl: string) => {
    const response = await fetch(`${served.url}/rest/default/V1/pwcard/guest-carts/${cartId}/redirect-url`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ return_url: returnUrl }),
    });
    return { status: response.status, body: (await response.json()) as { redirect_url?: string; message?: string } };
  };

  const guestCart = async () => {
    const cartId = await newCart(served.backend);
    await gql(served.backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
    return cartId;
  };

  it("gives the hosted page's address on the backend's public origin, for a return to the storefront only", async () => {
    const cartId = await guestCart();
    const started = await redirectUrl(cartId, RETURN_URL);
    expect(started.status).toBe(200);
    expect(started.body.redirect_url).toMatch(new RegExp(`^${BACKEND}/pwcard/pay/[A-Za-z0-9_-]{32}$`));
    // Neither the backend's own origin nor a loopback address is the shop's.
    for (const elsewhere of [`${BACKEND}/checkout/payment/return`, "http://localhost:3000/checkout/payment/return"]) {
      const refused = await redirectUrl(cartId, elsewhere);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("The return URL must be on the shop's own address.");
    }
  });

  it("sends the shopper back to the storefront by a GET with the signed result, and tells the backend's own address", async () => {
    const cartId = await guestCart();
    const { body } = await redirectUrl(cartId, RETURN_URL);
    const path = new URL(body.redirect_url!).pathname;
    const paid = await fetch(`${served.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Robin Remote" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const result = await fetch(`${served.url}${paid.headers.get("location")}`);
    const html = await result.text();
    // A navigation, not a cross-site post: the shop's SameSite=Lax session cookie comes along.
    expect(html).toContain(`<form id="result" method="get" action="${RETURN_URL}">`);
    expect(html).toMatch(/name="signature" value="[0-9a-f]{64}"/);
    // The page's policy lets its form lead to the storefront, and nowhere else.
    expect(result.headers.get("content-security-policy")).toContain(`form-action 'self' ${SHOP};`);
    // The provider's notification goes to the backend's own REST path, not to the storefront.
    await expect.poll(() => notifications.length).toBeGreaterThan(0);
    expect(notifications.at(-1)).toBe(`${BACKEND}/rest/default/V1/pwcard/notifications`);
  });
});

describe("emailed links carry the storefront's base URL", () => {
  let backend: EmbeddedBackend;
  let counter = 0;

  beforeAll(() => {
    backend = newBackend({
      storefrontUrl: SHOP,
      testHooks: true,
      // Magento's per-store base URL (core_config_data), as a merchant sets it for one store view.
      testConfig: { de: { "web/secure/base_url": "https://de.shop.example/" } },
    });
  });
  afterAll(() => backend.close());

  const resetLinkFor = async (store: string) => {
    const email = `remote-links-${++counter}@example.com`;
    await gql(
      backend,
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { firstname: "Robin", lastname: "Remote", email, password: "Remote-Pass-2026" } },
    );
    await gql(backend, `mutation($email: String!) { requestPasswordResetEmail(email: $email) }`, { email }, { store });
    const mail = backend.db
      .prepare("SELECT body_text FROM mail_outbox WHERE recipient = ? AND kind = 'password-reset'")
      .get(email) as { body_text: string } | undefined;
    return new URL(/https?:\/\/\S+/.exec(mail!.body_text)![0]);
  };

  it("uses STOREFRONT_URL for a store view without a base URL of its own", async () => {
    const link = await resetLinkFor("default");
    expect(link.origin).toBe(SHOP);
    expect(link.pathname).toBe("/customer/account/resetpassword");
  });

  it("links a back-in-stock email to the storefront's product page, whatever address the restock came in on", async () => {
    const services = createShopServices(backend.db, { mediaBaseUrl: "/media/", storefrontUrl: SHOP });
    const sku = WHEY.outOfStock[0]!;
    const email = `remote-alert-${++counter}@example.com`;
    const answer = await backend.execute(
      `mutation($sku: String!, $email: String) { subscribeProductStockAlert(input: { sku: $sku, email: $email }) { success } }`,
      { sku, email },
    );
    expect(answer.errors).toBeUndefined();
    services.stockAlerts.restock(services.catalog.productIdBySku(sku)!, 5, BACKEND);
    const [mail] = services.accounts.mail.newest(5, email).filter((m) => m.kind === "stock-alert");
    expect(mail!.text).toContain(`${SHOP}/${WHEY.url_key}`);
    expect(mail!.text).not.toContain(BACKEND);
  });

  it("uses the store view's configured web/secure/base_url over the default", async () => {
    const link = await resetLinkFor("de");
    expect(link.origin).toBe("https://de.shop.example");
    expect(link.pathname).toBe("/de/customer/account/resetpassword");
  });
});

describe("the backend's environment (npm run backend)", () => {
  it("has defaults for a developer's machine", () => {
    expect(parseBackendEnv({})).toMatchObject({
      PORT: 3100,
      HOST: "0.0.0.0",
      DATA_DIR: ".data",
      EMBEDDED_TEST_HOOKS: "0",
    });
  });

  it("keeps origins only, and says what is wrong with a bad value", () => {
    const env = parseBackendEnv({
      PUBLIC_URL: "https://backend.shop.example/",
      STOREFRONT_URL: "https://shop.example",
    });
    expect(env.PUBLIC_URL).toBe("https://backend.shop.example");
    expect(() => parseBackendEnv({ PUBLIC_URL: "https://backend.shop.example/api" })).toThrow(
      /PUBLIC_URL: an origin only/,
    );
    expect(() => parseBackendEnv({ STOREFRONT_URL: "shop.example" })).toThrow(/STOREFRONT_URL: an http\(s\) address/);
    expect(() => parseBackendEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => parseBackendEnv({ CARD_PROVIDER_SECRET: "short" })).toThrow(/CARD_PROVIDER_SECRET/);
    expect(() => parseBackendEnv({ EMBEDDED_TEST_CONFIG: "{}" })).toThrow(/only with EMBEDDED_TEST_HOOKS=1/);
    expect(() => parseBackendEnv({ EMBEDDED_TEST_HOOKS: "1", EMBEDDED_TEST_CONFIG: "{" })).toThrow(/not valid JSON/);
  });
});
