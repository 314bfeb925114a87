// The list address: parse and build are inverses on canonical queries, malformed parts
// are dropped, and the links the list shows (chips, facets, pages) keep the rest of its state.
import { describe, expect, it } from "vitest";
import {
  buildListSearch,
  DISPLAY_MODES,
  emptyListQuery,
  FACETS,
  hasFilters,
  MAX_SEARCH_LENGTH,
  parseListQuery,
  SORT_KEYS,
  withFilter,
  withListChange,
  withoutFilter,
  withoutFilters,
  type ListQuery,
} from "~/commerce/catalog/list-query";
import { descriptionPreview, plainText } from "~/features/catalog-list/category-text";
import { formatBound, priceRangeLabel } from "~/commerce/catalog/price-label";
import type { MoneyFormat } from "~/i18n/format";
import { pageWindow } from "~/components/ui/Pagination";

const parse = (search: string) => parseListQuery(new URLSearchParams(search));
const roundTrip = (query: ListQuery) => parse(buildListSearch(query));

/** A small deterministic generator (the same random queries on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomQuery(next: () => number): ListQuery {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const query = emptyListQuery();
  if (next() < 0.5) query.q = pick(["whey", "kreatin", "vegan protein", "a&b=c", "100% pure"]);
  for (const { code, multiple } of FACETS) {
    if (next() < 0.5) continue;
    if (code === "price") query.filters.price = [pick(["0_10", "10_20", "100_", "_20", "12.5_20.99"])];
    else if (code === "category_uid") query.filters.category_uid = [pick(["MTI=", "Mw==", "NDU="])];
    else {
      const count = multiple ? 1 + Math.floor(next() * 3) : 1;
      const values = new Set(Array.from({ length: count }, () => String(200 + Math.floor(next() * 20))));
      query.filters[code] = [...values].sort();
    }
  }
  if (next() < 0.6) query.sort = pick(SORT_KEYS);
  query.mode = pick(DISPLAY_MODES);
  query.page = next() < 0.5 ? 1 : 1 + Math.floor(next() * 40);
  return query;
}

describe("the list address", () => {
  it("parses what it builds, for canonical and random queries", () => {
    const canonical: ListQuery = {
      q: "whey protein",
      qTruncated: false,
      filters: { flavours: ["201", "202"], size: ["303"], dietary: ["405"], price: ["10_20"] },
      sort: "price_desc",
      page: 3,
      mode: "list",
    };
    expect(roundTrip(canonical)).toEqual(canonical);
    const next = random(12);
    for (let i = 0; i < 500; i++) {
      const query = randomQuery(next);
      expect(roundTrip(query)).toEqual(query);
      // ...and the canonical string is a fixed point.
      expect(buildListSearch(roundTrip(query))).toBe(buildListSearch(query));
    }
  });

  it("builds the canonical order and leaves defaults out", () => {
    expect(buildListSearch(emptyListQuery())).toBe("");
    expect(buildListSearch(parse("page=2&sort=name_asc&flavour=202&flavour=201&size=303&mode=grid&q=whey"))).toBe(
      "?q=whey&flavour=201&flavour=202&size=303&sort=name_asc&page=2",
    );
  });

  it("drops unknown parameters and malformed values instead of refusing the list", () => {
    const query = parse(
      "flavour=vanilla&flavour=202&size=1;DROP&price=cheap&cat=<script>&sort=best&mode=table&page=0&utm_source=x",
    );
    expect(query.filters).toEqual({ flavours: ["202"] });
    expect(query.sort).toBeNull();
    expect(query.mode).toBe("grid");
    expect(query.page).toBe(1);
    expect(parse("price=_").filters).toEqual({});
    expect(parse("price=10_20&price=20_30").filters.price).toEqual(["10_20"]);
  });

  it("cuts a long search text and says so", () => {
    const query = parse(`q=${"a".repeat(MAX_SEARCH_LENGTH + 5)}`);
    expect(query.q).toHaveLength(MAX_SEARCH_LENGTH);
    expect(query.qTruncated).toBe(true);
    expect(parse("q=%20%20whey%20%20%20isolate%20").q).toBe("whey isolate");
  });
});

describe("the links a list shows", () => {
  const base = parse("q=whey&flavour=201&flavour=202&size=303&sort=price_desc&mode=quickbuy&page=3");

  it("a chip removes its one value, keeps search, sort and mode, and goes back to page 1", () => {
    expect(buildListSearch(withoutFilter(base, "flavours", "201"))).toBe(
      "?q=whey&flavour=202&size=303&sort=price_desc&mode=quickbuy",
    );
    expect(buildListSearch(withoutFilter(base, "size", "303"))).toBe(
      "?q=whey&flavour=201&flavour=202&sort=price_desc&mode=quickbuy",
    );
  });

  it("clear all drops every filter and nothing else", () => {
    const cleared = withoutFilters(base);
    expect(hasFilters(cleared)).toBe(false);
    expect(buildListSearch(cleared)).toBe("?q=whey&sort=price_desc&mode=quickbuy");
  });

  it("a facet option adds to a multiple facet and replaces a single one", () => {
    expect(withFilter(base, "flavours", "203").filters.flavours).toEqual(["201", "202", "203"]);
    const priced = withFilter(withFilter(base, "price", "10_20"), "price", "20_30");
    expect(priced.filters.price).toEqual(["20_30"]);
    expect(priced.page).toBe(1);
  });

  it("a page link keeps filters, sort and mode", () => {
    expect(buildListSearch(withListChange(base, { page: 4 }))).toBe(
      "?q=whey&flavour=201&flavour=202&size=303&sort=price_desc&mode=quickbuy&page=4",
    );
  });
});

describe("price filter labels", () => {
  const gbp: MoneyFormat = {
    code: "GBP",
    symbol: "£",
    decimal_symbol: ".",
    pattern: "£%s",
    precision: 2,
    thouthand_symbol: ",",
  };
  const eur: MoneyFormat = {
    ...gbp,
    code: "EUR",
    symbol: "€",
    decimal_symbol: ",",
    pattern: "%s €",
    thouthand_symbol: ".",
  };
  const t = (key: string, values: Record<string, string>) =>
    ({
      "filters.priceBetween": `${values.from} - ${values.to}`,
      "filters.priceFrom": `${values.from} and above`,
      "filters.priceUpTo": `Up to ${values.to}`,
    })[key] ?? key;

  it("formats whole bounds without decimals in the list's currency", () => {
    expect(priceRangeLabel({ from: 10, to: 20 }, "GBP", "en-GB", [gbp], t)).toBe("£10 - £20");
    expect(priceRangeLabel({ from: 100, to: null }, "GBP", "en-GB", [gbp], t)).toBe("£100 and above");
    expect(priceRangeLabel({ from: null, to: 10 }, "GBP", "en-GB", [gbp], t)).toBe("Up to £10");
    expect(priceRangeLabel({ from: 1000, to: 2000 }, "EUR", "de-DE", [gbp, eur], t)).toBe("1.000 € - 2.000 €");
  });

  it("keeps the decimals of a bound that has them, and falls back to Intl without a format", () => {
    expect(formatBound(12.5, "GBP", "en-GB", [gbp])).toBe("£12.50");
    expect(formatBound(20, "USD", "en-US", [])).toBe("$20");
  });
});

describe("pages and category texts", () => {
  it("shows the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it("trims a category description to whole words of its plain text", () => {
    const html = "<p>Whey&nbsp;protein for <strong>recovery</strong> &amp; growth.</p><p>Second paragraph here.</p>";
    expect(plainText(html)).toBe("Whey\u00a0protein for recovery & growth. Second paragraph here.");
    expect(descriptionPreview(html, 30)).toEqual({ preview: "Whey\u00a0protein for recovery &…", truncated: true });
    expect(descriptionPreview(html, 200)).toEqual({ preview: plainText(html), truncated: false });
    expect(descriptionPreview(html, 0).truncated).toBe(false);
  });

  it("keeps a French description's no-break space before its colon in the preview", () => {
    const html = "<p>Les jours chargés\u00a0: un multivitamines complet.</p>";
    expect(descriptionPreview(html, 200).preview).toBe("Les jours chargés\u00a0: un multivitamines complet.");
  });
});
