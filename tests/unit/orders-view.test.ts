// The account's sales view models and formats: Magento's status labels to badge keys, dates in the
// page's locale (UTC days), countries by name.
import { describe, expect, it } from "vitest";
import { newestFirst, orderStatus } from "~/commerce/sales/orders";
import { countryName, formatOrderDate } from "~/features/account/orders/format";
import { shopDayIso } from "~/i18n/dates";

describe("orderStatus", () => {
  it("knows Magento's default labels and keeps any other as it is", () => {
    expect(orderStatus("On Hold")).toEqual({ key: "onHold", label: "On Hold" });
    expect(orderStatus("Canceled").key).toBe("canceled");
    expect(orderStatus("Suspected Fraud")).toEqual({ key: "other", label: "Suspected Fraud" });
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
