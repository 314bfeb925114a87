// The root's shouldRevalidate: the shell is fetched again after a form post or on a move to
// another store view, not on plain navigations inside one store.
import { describe, expect, it } from "vitest";
import { shellNeedsReload } from "~/routing/shell-revalidation";

const url = (path: string) => new URL(path, "http://shop.test");

function decide(from: string, to: string, more: Partial<Parameters<typeof shellNeedsReload>[0]> = {}) {
  return shellNeedsReload({ currentUrl: url(from), nextUrl: url(to), defaultShouldRevalidate: true, ...more });
}

describe("when the shell (root loader) is fetched again", () => {
  it("not on a plain navigation inside one store, query changes included", () => {
    expect(decide("/", "/protein")).toBe(false);
    expect(decide("/de/protein", "/de/produkte/impact-whey-protein")).toBe(false);
    expect(decide("/protein", "/protein?page=2")).toBe(false);
    expect(decide("/de", "/de/basket")).toBe(false);
  });

  it("after any form post: an add to the basket, a preference, a consent", () => {
    expect(decide("/products/whey", "/products/whey", { formMethod: "POST", actionStatus: 200 })).toBe(true);
    expect(decide("/basket", "/basket", { formMethod: "post" })).toBe(true);
    // The navigation after the action's redirect still carries the submission.
    expect(decide("/preferences", "/de", { formMethod: "POST" })).toBe(true);
  });

  it("not after a refused form (nothing changed), unless Remix would anyway", () => {
    expect(
      decide("/newsletter", "/newsletter", { formMethod: "POST", actionStatus: 400, defaultShouldRevalidate: false }),
    ).toBe(false);
  });

  it("on a move to another store view (language, currency, basket)", () => {
    expect(decide("/protein", "/de/protein")).toBe(true);
    expect(decide("/de", "/fr")).toBe(true);
    expect(decide("/us/protein", "/protein")).toBe(true);
  });

  it("when the same address is asked for again", () => {
    expect(decide("/protein?page=2", "/protein?page=2")).toBe(true);
    expect(decide("/protein", "/protein", { defaultShouldRevalidate: false })).toBe(false);
  });
});
