// The account's sales view models and formats: Magento's status labels to badge keys, what refunds
// paid back and where to, how many of the order's points were taken back, dates in the page's
// locale (UTC days), countries by name.
import { describe, expect, it } from "vitest";
import {
  newestFirst,
  orderPoints,
  orderStatus,
  refundDestination,
  refundedInFull,
  refundedTotal,
} from "~/commerce/sales/orders";
import { countryName, formatOrderDate } from "~/features/account/orders/format";
import { shopDayIso } from "~/i18n/dates";

describe("orderStatus", () => {
  it("knows Magento's default labels and keeps any other as it is", () => {
    expect(orderStatus("On Hold")).toEqual({ key: "onHold", label: "On Hold" });
    expect(orderStatus("Canceled").key).toBe("canceled");
    expect(orderStatus("Suspected Fraud")).toEqual({ key: "other", label: "Suspected Fraud" });
  });
});

describe("refundedTotal", () => {
  const refund = (value: number) => ({
    number: "1",
    date: "",
    lines: [],
    total: { value, currency: "EUR" },
    shipping: null,
  });
  it("adds the refunds up to the cent, in the order's currency; none refunded, none", () => {
    expect(refundedTotal({ refunds: [refund(0.1), refund(0.2)] })).toEqual({ value: 0.3, currency: "EUR" });
    expect(refundedTotal({ refunds: [] })).toBeNull();
  });
});

describe("orderPoints", () => {
  const points = (status: string, pointsGathered: number, pointsCanceled: number) =>
    orderPoints({ status: orderStatus(status), pointsGathered, pointsCanceled });

  it("keeps an order's points while it stands, and has none for an order that gathered none", () => {
    expect(points("Complete", 14, 0)).toEqual({ outcome: "gathered", gathered: 14, canceled: 0, kept: 14 });
    expect(points("Pending", 14, 0)?.outcome).toBe("gathered");
    expect(points("Closed", 0, 0)).toBeNull();
  });

  it("says how many a cancel or refund took back, as the ledger does: all, part or none", () => {
    expect(points("Canceled", 14, 14)).toEqual({ outcome: "canceled", gathered: 14, canceled: 14, kept: 0 });
    expect(points("Closed", 14, 11)).toEqual({ outcome: "partlyCanceled", gathered: 14, canceled: 11, kept: 3 });
    // Every point spent already: nothing could be taken back, and the order does not pretend so.
    expect(points("Closed", 14, 0)).toEqual({ outcome: "partlyCanceled", gathered: 14, canceled: 0, kept: 14 });
  });

  it("of an order refunded in part says how many went, and none kept against a refund: the rest are the shopper's", () => {
    expect(points("Processing", 53, 17)).toEqual({ outcome: "partlyCanceled", gathered: 53, canceled: 17, kept: 0 });
  });
});

describe("refundedInFull", () => {
  const doc = (value: number) => ({ total: { value, currency: "GBP" } });
  it("is true once the refunds paid back, to the penny, all the invoices took", () => {
    expect(refundedInFull([doc(59.98)], [doc(17.99), doc(41.99)])).toBe(true);
    expect(refundedInFull([doc(59.98)], [doc(17.99)])).toBe(false);
    expect(refundedInFull([doc(0)], [])).toBe(false);
  });
});

describe("refundDestination", () => {
  const paidBy = (type: string, name = "Method") =>
    refundDestination({ paymentMethods: [{ type, name, details: [] }] });

  it("sends a refund back the way the order was paid, naming the card", () => {
    expect(paidBy("pwcard", "Visa ending 4242")).toEqual({ destination: "card", method: "Visa ending 4242" });
    expect(paidBy("pwcard_vault")?.destination).toBe("card");
    expect(paidBy("braintree")?.destination).toBe("card");
    expect(paidBy("paypal_express")?.destination).toBe("paypal");
    expect(paidBy("bnpl")?.destination).toBe("payLater");
    expect(paidBy("banktransfer")?.destination).toBe("bankTransfer");
    expect(paidBy("cashondelivery")?.destination).toBe("cash");
    expect(paidBy("checkmo")?.destination).toBe("cheque");
    expect(paidBy("free")?.destination).toBe("nothingPaid");
  });

  it("names any other method as the original one, and says nothing for an order without a payment", () => {
    expect(paidBy("klarna_kp", "Klarna")).toEqual({ destination: "original", method: "Klarna" });
    expect(refundDestination({ paymentMethods: [] })).toBeNull();
  });
});

describe("formatOrderDate", () => {
  it("writes Magento's UTC date as the locale's day", () => {
    expect(formatOrderDate("2025-10-30 23:30:00", "en-GB")).toBe("30 Oct 2025");
    expect(formatOrderDate("2025-10-30 23:30:00", "de-DE")).toBe("30. Okt. 2025");
    expect(formatOrderDate("not a date", "en-GB")).toBe("not a date");
  });

  it("shows the day in the store's time zone, not UTC's", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time), 19:30 on 30 June in New York.
    expect(formatOrderDate("2025-06-30 23:30:00", "en-GB", "Europe/London")).toBe("1 Jul 2025");
    expect(formatOrderDate("2025-06-30 23:30:00", "en-US", "America/New_York")).toBe("Jun 30, 2025");
    expect(shopDayIso("2025-06-30 23:30:00", "Europe/Berlin")).toBe("2025-07-01");
    // A calendar day (a delivery day) has no zone: it stays that day everywhere.
    expect(shopDayIso("2025-06-30", "America/New_York")).toBe("2025-06-30");
    expect(formatOrderDate("2025-06-30 23:30:00", "en-GB", "Not/AZone")).toBe("30 Jun 2025");
  });
});

describe("countryName", () => {
  it("names a country in the locale", () => {
    expect(countryName("GB", "en-GB")).toBe("United Kingdom");
    expect(countryName("IE", "fr-FR")).toBe("Irlande");
  });
});

describe("newestFirst", () => {
  it("sorts documents by date, then number, newest first", () => {
    const docs = [
      { date: "2025-01-01 10:00:00", number: "000000001" },
      { date: "2025-02-01 10:00:00", number: "000000002" },
      { date: "2025-02-01 10:00:00", number: "000000003" },
    ];
    expect([...docs].sort(newestFirst).map((d) => d.number)).toEqual(["000000003", "000000002", "000000001"]);
  });
});
