import { describe, expect, it } from "vitest";
import { emptyListQuery, parseListQuery } from "~/commerce/catalog/list-query";
import { breadcrumbJsonLd, productTrail, searchStateOf, suggestionText } from "~/commerce/catalog/search";

describe("the search page's state", () => {
  it("searches two letters or more, asks for more with one, shows a form with none", () => {
    expect(searchStateOf(emptyListQuery())).toEqual({ kind: "empty" });
    expect(searchStateOf(parseListQuery(new URLSearchParams("q=w")))).toEqual({ kind: "short", q: "w" });
    expect(searchStateOf(parseListQuery(new URLSearchParams("q=%20wh%20")))).toEqual({
      kind: "search",
      q: "wh",
      cut: false,
    });
  });

  it("says when a long text was cut to 128 characters", () => {
    const state = searchStateOf(parseListQuery(new URLSearchParams({ q: "a".repeat(200) })));
    expect(state).toEqual({ kind: "search", q: "a".repeat(128), cut: true });
  });
});

describe("suggestion texts", () => {
  it("asks the backend only for 2 to 128 characters", () => {
    expect(suggestionText(null)).toBeNull();
    expect(suggestionText(" w ")).toBeNull();
    expect(suggestionText("  whey   protein ")).toBe("whey protein");
    expect(suggestionText("x".repeat(129))).toBeNull();
  });
});

describe("a product page's trail", () => {
  const protein = { uid: "P", name: "Protein", urlPath: "protein" };
  const whey = { uid: "W", name: "Whey Protein", urlPath: "protein/whey-protein", parents: [protein] };
  const sale = { uid: "S", name: "Sale", urlPath: "sale", parents: [] };

  it("takes the deepest category under the store's menu, with the categories above it", () => {
    expect(productTrail([sale, { ...protein, parents: [] }, whey], ["P"])).toEqual([
      { name: "Protein", urlPath: "protein" },
      { name: "Whey Protein", urlPath: "protein/whey-protein" },
    ]);
  });

  it("has none for a product without a category", () => {
    expect(productTrail([], ["P"])).toBeNull();
  });
});

describe("BreadcrumbList JSON-LD", () => {
  it("has absolute URLs and cannot close its script element", () => {
    const json = breadcrumbJsonLd("https://shop.example/", [
      { name: "Home", path: "/" },
      { name: "</script><script>alert(1)</script>", path: "/x" },
      { name: "Whey", path: null },
    ]);
    expect(json).not.toContain("</script");
    expect(json).not.toContain("<");
    const parsed = JSON.parse(json);
    expect(parsed["@type"]).toBe("BreadcrumbList");
    expect(parsed.itemListElement[0]).toMatchObject({ position: 1, name: "Home", item: "https://shop.example/" });
    expect(parsed.itemListElement[1].name).toBe("</script><script>alert(1)</script>");
    expect(parsed.itemListElement[2]).not.toHaveProperty("item");
  });
});
