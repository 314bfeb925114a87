// A refunded order across the account's pages, as the shopper reads them (rendered as the server
// sends them): the invoices and shipments pages say the order was refunded, with each refund's day
// and amount linked to the refund; the refund says where the money went; the order and the points
// page say how many of the order's points were really taken back when some had been spent already.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../backend/seed/fixtures-customers.js";
import { REFUNDED_ORDER } from "../../backend/seed/fixtures-sales.js";
import { createOwnerService } from "../../backend/owner/service.js";
import type { ScreenId } from "~/routing/screens.mjs";
import { useShop } from "./harness";
import { renderPage } from "./render";
import { loadScreen } from "./screen";

const shop = useShop();
let demo: string;

/** Complete and shipped, paid by card (braintree, "Credit Card"); refunded by the owner below. */
const SHIPPED = { number: "000000010", grandTotal: "£69.99", gathered: 69 };
/** What the demo shopper still has of the shipped order's points when it is refunded: the rest was spent. */
const LEFT = 20;
const REFUNDED_ON = new Date("2026-11-20T12:00:00Z");

beforeAll(async () => {
  demo = await shop.signIn();
  const { db, services, sharedState } = shop.backend;
  const customerId = db.prepare("SELECT id FROM customers WHERE email = ?").pluck().get(DEMO_CUSTOMER.email) as number;
  const orderId = db.prepare("SELECT id FROM orders WHERE increment_id = ?").pluck().get(SHIPPED.number) as number;
  // The points the order gathered, counted from its invoice, as placing and invoicing it records them.
  services.reward.recordOrderPoints(
    customerId,
    orderId,
    { spent: 0, gathered: SHIPPED.gathered, paid: true },
    "2025-08-15 10:00:00",
  );
  // The shopper spends all but LEFT of their points on something else before the refund.
  const balance = services.reward.balance(customerId);
  services.reward.recordOrderPoints(
    customerId,
    0,
    { spent: balance - LEFT, gathered: 0, paid: true },
    "2026-11-01 10:00:00",
  );
  createOwnerService(db, services, sharedState.rateLimitStore).refund(SHIPPED.number, REFUNDED_ON);
});

async function page(id: ScreenId, path: string, params?: Record<string, string>) {
  const module = await loadScreen(id);
  const answer = await shop.load(module, path, { cookie: demo, params });
  expect(answer.status).toBe(200);
  return renderPage(module, { path, loaderData: answer.data });
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();

/** A refunded order's refunds where its invoices or shipments are listed: the badge, then each refund's line. */
const refundsIn = (element: Element | null | undefined) => {
  const refunds = element?.querySelector('[data-testid="document-refunds"]');
  return refunds
    ? [text(refunds.querySelector(".order-status")), ...[...refunds.querySelectorAll("li")].map(text)]
    : null;
};

describe("the invoices page", () => {
  it("says which invoices' orders were refunded, each refund with its day and amount, linked to it", async () => {
    const invoices = await page("account.invoices", "/account/invoices");
    const rows = [...invoices.querySelectorAll('[data-testid="invoice-row"]')];
    const row = (number: string) => rows.find((r) => r.querySelector("a")?.textContent === number)!;
    const status = (number: string) => row(number).querySelector(".orders-table__status");

    expect(refundsIn(status(REFUNDED_ORDER.number))).toEqual([
      "Refunded",
      `Refund ${REFUNDED_ORDER.creditMemo} · 4 Feb 2025 · £19.97`,
    ]);
    expect(status(REFUNDED_ORDER.number)?.querySelector("a")?.getAttribute("href")).toBe(
      `/account/orders/${REFUNDED_ORDER.number}#refund-${REFUNDED_ORDER.creditMemo}`,
    );
    // What came back is what the invoice took, to the penny.
    expect(text(row(REFUNDED_ORDER.number).querySelector(".orders-table__total"))).toBe("£19.97");
    expect(refundsIn(status(SHIPPED.number))).toEqual([
      "Refunded",
      expect.stringMatching(new RegExp(`^Refund \\d+ · 20 Nov 2026 · ${SHIPPED.grandTotal}$`)),
    ]);
    expect(text(row(SHIPPED.number).querySelector(".orders-table__total"))).toBe(SHIPPED.grandTotal);
    // An invoice whose money the shop kept is paid, and names no refund.
    expect(text(status("000000001"))).toBe("Paid");
    expect(invoices.querySelector("thead")?.textContent).toContain("Status");
  });

  it("links to the refund on the order's page, which has it under that name", async () => {
    const order = await page("account.order", `/account/orders/${REFUNDED_ORDER.number}`, {
      number: REFUNDED_ORDER.number,
    });
    const refund = order.querySelector(`#refund-${REFUNDED_ORDER.creditMemo}`);
    expect(refund?.getAttribute("data-testid")).toBe("order-refund");
    expect(text(refund)).toContain("Amount refunded: £19.97");
  });
});

describe("the shipments page", () => {
  it("says a shipment's order was refunded, with the refund linked; others say nothing of refunds", async () => {
    const shipments = await page("account.shipments", "/account/shipments");
    const cards = [...shipments.querySelectorAll('[data-testid="shipment-card"]')];
    const card = (number: string) => cards.find((c) => c.querySelector("a")?.textContent === number)!;
    expect(refundsIn(card(SHIPPED.number))).toEqual([
      "Refunded",
      expect.stringMatching(new RegExp(`^Refund \\d+ · 20 Nov 2026 · ${SHIPPED.grandTotal}$`)),
    ]);
    expect(card(SHIPPED.number).querySelector('[data-testid="document-refunds"] a')?.getAttribute("href")).toMatch(
      new RegExp(`^/account/orders/${SHIPPED.number}#refund-\\d+$`),
    );
    expect(refundsIn(card("000000001"))).toBeNull();
  });
});

describe("where the refunded money went", () => {
  it("is said beside the refund, from the order's payment method", async () => {
    const paypal = await page("account.order", `/account/orders/${REFUNDED_ORDER.number}`, {
      number: REFUNDED_ORDER.number,
    });
    expect(text(paypal.querySelector('[data-testid="order-refund-to"]'))).toBe("Refunded to your PayPal account.");
    const card = await page("account.order", `/account/orders/${SHIPPED.number}`, { number: SHIPPED.number });
    expect(text(card.querySelector('[data-testid="order-refund-to"]'))).toBe(
      "Refunded to the card you paid with (Credit Card).",
    );
    const print = await page("account.orderPrint", `/account/orders/${SHIPPED.number}/print`, {
      number: SHIPPED.number,
    });
    expect(text(print.querySelector('[data-testid="order-refund-to"]'))).toBe(
      "Refunded to the card you paid with (Credit Card).",
    );
  });
});

describe("the points of a refunded order some of whose points were spent", () => {
  it("are said on the order to be taken back only as far as the ledger took them", async () => {
    const order = await page("account.order", `/account/orders/${SHIPPED.number}`, { number: SHIPPED.number });
    const points = order.querySelector('[data-testid="order-points-cancelled"]');
    expect(text(points?.querySelector("dt"))).toBe("Reward points");
    expect(text(points?.querySelector("dd"))).toBe(
      `69 points gathered, ${LEFT} cancelled ${SHIPPED.gathered - LEFT} points had already been spent: they stay spent.`,
    );
    expect(points?.querySelector("del")).toBeNull();
  });

  it("are the order's entries on the points page, named by it, with the balance at 0", async () => {
    const points = await page("account.rewardPoints", "/account/reward-points");
    const ofOrder = [...points.querySelectorAll(".points-history tbody tr")].filter(
      (row) => row.querySelector("a")?.textContent === `Order ${SHIPPED.number}`,
    );
    expect(ofOrder.map((row) => [...row.querySelectorAll("td")].slice(2, 4).map(text))).toEqual([
      [`+${LEFT}`, "Cancelled"],
      [`+${SHIPPED.gathered - LEFT}`, "Available"],
    ]);
    expect(ofOrder[0].querySelector("a")?.getAttribute("href")).toBe(`/account/orders/${SHIPPED.number}`);
    expect(text(points.querySelector('[data-testid="points-available"] .points-stat__value'))).toBe("0");
  });
});
