// Browser-side security: the shop's Content-Security-Policy lets every page of ours
// work and hydrate with no violation (Remix's inline scripts and ours carry the page's nonce).
// Projects js and nojs. Framing is refused by headers (tests/security/security-headers.test.ts), and
// the browser obeys them (the last test here).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";

/** Violations the page reports, gathered from the moment it starts (init scripts run before any CSP check). */
async function watchViolations(page: Page): Promise<string[]> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return fromConsole;
}

async function violationsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test("home, product and basket work under the Content-Security-Policy with no violation", async ({
  page,
  javaScriptEnabled,
}) => {
  const fromConsole = await watchViolations(page);
  const ready = async () => {
    if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await violationsOf(page)).toEqual([]);
  };

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await ready();

  const product = page.locator(".product-card__link").first();
  await product.click();
  await expect(page.locator("#add-to-basket").getByRole("button", { name: /Add to basket/ })).toBeVisible();
  await ready();

  await page.goto("/basket");
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await ready();

  expect(fromConsole).toEqual([]);
});

test("another site cannot show the shop in a frame (no clickjacking of the add button)", async ({ page, baseURL }) => {
  const framed = `${baseURL}/products/${seed.CREATINE.url_key}`;
  // The attacker's page, served by a real server of its own on another port: another origin. (A
  // page Playwright made up would have no address, and Chromium's local-network checks would block
  // its frame before the shop's headers were even read.)
  const attacker = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end(
      `<!doctype html><title>Win a prize</title><iframe name="shop" src="${framed}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = attacker.address() as AddressInfo;
    const shopAnswer = page.waitForResponse((response) => response.url() === framed);
    await page.goto(`http://127.0.0.1:${port}/`);
    // The shop did answer the frame's request, so what the frame shows is the browser's refusal.
    expect((await shopAnswer).status()).toBe(200);
    // The frame found by its element: Playwright learns a frame's name only when it reports the
    // frame's navigation, which under load can come after the attacker's page has loaded.
    const frame = await page
      .locator('iframe[name="shop"]')
      .elementHandle()
      .then((element) => element!.contentFrame());
    // The browser's refusal is the frame's last page; until it is there, the frame may be blank.
    await expect.poll(() => frame!.url()).toMatch(/^chrome-error:/);
    await frame!.waitForLoadState("load");
    // Nothing of the shop in it: no add button to trick a shopper into, not even the product's name.
    expect(await frame!.getByRole("button", { name: /add to basket/i }).count()).toBe(0);
    expect(await frame!.getByText(seed.CREATINE.name).count()).toBe(0);
  } finally {
    attacker.close();
  }
});
