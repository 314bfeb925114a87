// An order refunded in part, as the shopper reads the account's pages (rendered as the server sends
// them): the order keeps Magento's status (Processing, Complete) with each refund listed, a refund
// of shipping says so, the invoices page says "Partly refunded" rather than "Refunded", and the
// order's points say how many went without calling the rest "already spent".
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../backend/seed/fixtures-customers.js";
import { createOwnerService } from "../../backend/owner/service.js";
import type { ScreenId } from "~/routing/screens.mjs";
import { useShop } from "./harness";
import { renderPage } from "./render";
import { loadScreen } from "./screen";

const shop = useShop();
let demo: string;

/** Complete, one Vegan Starter Bundle (£34.99) and £3.99 delivery, paid by card. */
const BUNDLE_ORDER = "000000011";
/** Processing: 2 × whey (£19.99, shipped) and an omega 3 (£12.99, not shipped); 52 points gathered. */
const PROCESSING_ORDER = "000000012";

beforeAll(async () => {
  demo = await shop.signIn();
  const { db, services, sharedState } = shop.backend;
  const customerId = db.prepare("SELECT id FROM customers WHERE email = ?").pluck().get(DEMO_CUSTOMER.email) as number;
  const orderId = db.prepare("SELECT id FROM orders WHERE increment_id = ?").pluck().get(PROCESSING_ORDER) as number;
  // The points the order gathered, counted from its invoice, as placing and invoicing it records them.
  services.reward.recordOrderPoints(customerId, orderId, { spent: 0, gathered: 52, paid: true }, "2025-10-30 11:00:00");
  const owner = createOwnerService(db, services, sharedState.rateLimitStore);
  owner.refund(BUNDLE_ORDER, new Date("2026-11-20T12:00:00Z"), { shipping: "all" });
  owner.refund(PROCESSING_ORDER, new Date("2026-11-21T12:00:00Z"), { items: ["PW-WHEY-SALT-1KG:1"] });
});

async function page(id: ScreenId, path: string, params?: Record<string, string>) {
  const module = await loadScreen(id);
  const answer = await shop.load(module, path, { cookie: demo, params });
  expect(answer.status).toBe(200);
  return renderPage(module, { path, loaderData: answer.data });
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();

describe("an order refunded in part", () => {
  it("keeps its status and lists the refund: its item, or the delivery it paid back, and the amount", async () => {
    const bundle = await page("account.order", `/account/orders/${BUNDLE_ORDER}`, { number: BUNDLE_ORDER });
    expect(text(bundle.querySelector(".order-status"))).toBe("Complete");
    const refund = bundle.querySelector('[data-testid="order-refund"]');
    expect(text(refund?.querySelector('[data-testid="order-refund-shipping"]'))).toBe("Delivery £3.99");
    expect(text(refund)).toContain("Amount refunded: £3.99");
    expect(text(bundle.querySelector('[data-testid="order-refunded"] dd'))).toBe("−£3.99");

    const processing = await page("account.order", `/account/orders/${PROCESSING_ORDER}`, {
      number: PROCESSING_ORDER,
    });
    expect(text(processing.querySelector(".order-status"))).toBe("Processing");
    const whey = processing.querySelector('[data-testid="order-refund"]');
    expect(text(whey?.querySelector("li"))).toBe("Impact Whey Protein × 1");
    expect(whey?.querySelector('[data-testid="order-refund-shipping"]')).toBeNull();
    expect(text(whey)).toContain("Amount refunded: £19.99");
  });

  it("says on the invoices page that the order was partly refunded", async () => {
    const invoices = await page("account.invoices", "/account/invoices");
    const rows = [...invoices.querySelectorAll('[data-testid="invoice-row"]')];
    const status = (number: string) =>
      rows
        .find((r) => r.querySelector("a")?.textContent === number)
        ?.querySelector('[data-testid="document-refunds"] .order-status');
    expect(text(status(BUNDLE_ORDER))).toBe("Partly refunded");
    expect(text(status(PROCESSING_ORDER))).toBe("Partly refunded");
  });

  it("says how many of its points went, and nothing of points kept against a refund", async () => {
    const order = await page("account.order", `/account/orders/${PROCESSING_ORDER}`, { number: PROCESSING_ORDER });
    const points = text(order.querySelector('[data-testid="order-points-cancelled"] dd'));
    // £19.99 of the £52.97 paid for its goods came back: 19 of its 52 points.
    expect(points).toBe("52 points gathered, 19 cancelled");
  });
});
