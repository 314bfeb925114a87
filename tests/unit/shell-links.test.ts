// The addresses every shopper's page links to (the header, product cards, sign in and register), in
// each store view: each lands on its screen in that store view, so that the page's manifest holds
// the routes its links lead to.
import { describe, expect, it } from "vitest";
import { storeViews } from "~/i18n/store-views";
import { matchScreen } from "~/routing/registry";
import { shellLinkPaths } from "~/routing/shell-links.server";

describe("the shell's links", () => {
  it("land on the home, catalogue, search, basket, preferences and sign-in screens of their store view", () => {
    for (const storeView of storeViews) {
      const landings = shellLinkPaths(storeView).map((path) => matchScreen(path));
      expect(landings.map((match) => match?.storeView.code)).toEqual(landings.map(() => storeView.code));
      expect(landings.map((match) => match?.screen.id)).toEqual([
        "home",
        "productsSection",
        "product",
        "category",
        "search",
        "basket",
        "preferences",
        "customer.login",
        "customer.loginReferer",
        "customer.create",
      ]);
    }
  });
});
