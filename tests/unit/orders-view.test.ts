// The account's sales view models and formats: Magento's status labels to badge keys, what refunds
// paid back and whether the order's points were taken back, dates in the page's locale (UTC days),
// countries by name.
import { describe, expect, it } from "vitest";
import { newestFirst, orderPointsCancelled, orderStatus, refundedTotal } from "~/commerce/sales/orders";
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
  const refund = (value: number) => ({ number: "1", date: "", lines: [], total: { value, currency: "EUR" } });
  it("adds the refunds up to the cent, in the order's currency; none refunded, none", () => {
    expect(refundedTotal({ refunds: [refund(0.1), refund(0.2)] })).toEqual({ value: 0.3, currency: "EUR" });
    expect(refundedTotal({ refunds: [] })).toBeNull();
  });
});

describe("orderPointsCancelled", () => {
  it("is so for a cancelled or a refunded (closed) order only", () => {
    expect(orderPointsCancelled({ status: orderStatus("Canceled") })).toBe(true);
    expect(orderPointsCancelled({ status: orderStatus("Closed") })).toBe(true);
    expect(orderPointsCancelled({ status: orderStatus("Complete") })).toBe(false);
    expect(orderPointsCancelled({ status: orderStatus("Pending") })).toBe(false);
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
