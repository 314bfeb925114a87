// Which page an agent gets: speed-test agents the lean page, crawlers the complete one, everyone else
// the shopper's. The answers are remembered per agent, so they must hold however often and in
// whatever order agents ask, beyond the number remembered too.
import { describe, expect, it } from "vitest";
import { isCrawler, pageVariant } from "~/bots";

const SHOPPER =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const LIGHTHOUSE = `${SHOPPER} Chrome-Lighthouse`;

describe("page variant by user agent", () => {
  it("tells shoppers, crawlers and speed-test agents apart, every time they ask", () => {
    for (let round = 0; round < 3; round++) {
      expect(pageVariant(SHOPPER)).toBe("shopper");
      expect(pageVariant(GOOGLEBOT)).toBe("crawler");
      expect(pageVariant(LIGHTHOUSE)).toBe("speed-test");
      expect(pageVariant(undefined)).toBe("shopper");
      expect(isCrawler(GOOGLEBOT)).toBe(true);
      expect(isCrawler(SHOPPER)).toBe(false);
    }
  });

  it("keeps its answers right after more agents than it remembers", () => {
    for (let i = 0; i < 1200; i++) {
      expect(pageVariant(`${SHOPPER} Build/${i}`)).toBe("shopper");
      expect(pageVariant(`Mozilla/5.0 (compatible; ExampleBot/${i}.0; +https://example.com/bot)`)).toBe("crawler");
    }
    expect(pageVariant(SHOPPER)).toBe("shopper");
    expect(pageVariant(GOOGLEBOT)).toBe("crawler");
  });
});
