// What an order in the account still asks the shopper to pay by bank transfer: the details, the
// reference and the grand total while the money is awaited; nothing once invoiced, cancelled, or
// paid another way.
import { describe, expect, it } from "vitest";
import { bankTransferDue, orderStatus, type OrderDetail } from "~/commerce/sales/orders";

const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  number: "000000042",
  date: "2026-11-26 10:00:00",
  status: orderStatus("Pending"),
  shipTo: "Robin Tester",
  total: { value: 18.97, currency: "GBP" },
  lines: [],
  totals: {
    subtotal: { value: 14.98, currency: "GBP" },
    discounts: [],
    points: null,
    shipping: { value: 3.99, currency: "GBP" },
    taxes: [],
    grandTotal: { value: 18.97, currency: "GBP" },
  },
  pointsGathered: 0,
  pointsCanceled: 0,
  shippingAddress: null,
  billingAddress: null,
  paymentMethods: [
    {
      name: "Bank transfer",
      type: "banktransfer",
      details: [
        { name: "payee", value: "Peak Whey Ltd" },
        { name: "sort_code", value: "99-00-01" },
        { name: "account_number", value: "12345678" },
        { name: "iban", value: "GB51 PEAK 9900 0112 3456 78" },
        { name: "reference", value: "000000042" },
      ],
    },
  ],
  shippingMethod: "Standard delivery",
  invoices: [],
  shipments: [],
  refunds: [],
  ...over,
});

describe("bankTransferDue", () => {
  it("gives the payee and account in the bank's order, the reference and the grand total while pending", () => {
    expect(bankTransferDue(order())).toEqual({
      details: [
        { name: "payee", value: "Peak Whey Ltd" },
        { name: "iban", value: "GB51 PEAK 9900 0112 3456 78" },
        { name: "sort_code", value: "99-00-01" },
        { name: "account_number", value: "12345678" },
      ],
      reference: "000000042",
      amount: { value: 18.97, currency: "GBP" },
    });
  });

  it("asks for nothing once invoiced, cancelled, or paid another way", () => {
    const invoiced = order({ invoices: [{ number: "000000009" } as OrderDetail["invoices"][number]] });
    expect(bankTransferDue(invoiced)).toBeNull();
    expect(bankTransferDue(order({ status: orderStatus("Processing") }))).toBeNull();
    expect(bankTransferDue(order({ status: orderStatus("Canceled") }))).toBeNull();
    expect(
      bankTransferDue(order({ paymentMethods: [{ name: "Visa ending 4242", type: "pwcard", details: [] }] })),
    ).toBeNull();
  });
});
