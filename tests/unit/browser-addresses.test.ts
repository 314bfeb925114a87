// The browser builds its links from the shown store view's table (the root's data), not from the
// route registry: every screen's address, in every store view, with its parameters, must be the very
// one the registry makes on the server; so must the noindex flags and the checkout's steps.
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeViews } from "~/i18n/store-views";
import { addressTable } from "~/routing/address-table.server";
import * as registry from "~/routing/registry";

// In the browser build the `.server` module is empty: the same here.
vi.mock("~/routing/registry-on-server.server", () => ({ registryOnServer: undefined }));

const params: Record<string, string> = {
  urlKey: "impact-whey-protein",
  "*": "protein/whey-protein",
  referer: "aHR0cDovL3Nob3AvYmFza2V0",
  number: "000000042",
  addressId: "7",
  productId: "12",
};

afterEach(() => vi.resetModules());

describe("the browser's addresses", () => {
  it("are the registry's, for every screen in every store view", async () => {
    const addresses = await import("~/routing/addresses");
    for (const storeView of storeViews) {
      addresses.setBrowserAddresses(addressTable(storeView));
      for (const screen of registry.screens)
        expect([screen.id, addresses.screenPath(screen.id, storeView, params)]).toEqual([
          screen.id,
          registry.screenPath(screen.id, storeView, params),
        ]);
    }
  });

  it("build the shop's links as on the server (the product page's, the basket's)", async () => {
    const { setBrowserAddresses } = await import("~/routing/addresses");
    const { paths } = await import("~/routing/paths");
    const de = storeViews.find((view) => view.code === "de")!;
    setBrowserAddresses(addressTable(de));
    expect(paths.product(de, "impact whey")).toBe("/de/produkte/impact%20whey");
    expect(paths.basket(de)).toBe("/de/basket");
    expect(paths.privacy(de)).toBe("/de/datenschutz");
    expect(paths.home(de)).toBe("/de");
  });

  it("say which screens are kept from search engines, and the checkout's steps in order", async () => {
    const addresses = await import("~/routing/addresses");
    addresses.setBrowserAddresses(addressTable(storeViews[0]));
    for (const screen of registry.screens) {
      expect([screen.id, addresses.isNoindex(screen.id)]).toEqual([screen.id, screen.noindex]);
      expect([screen.id, addresses.stepOf(screen.id)]).toEqual([screen.id, screen.step]);
    }
    expect(addresses.checkoutSteps()).toEqual(registry.checkoutSteps);
    for (const step of registry.checkoutSteps) expect(addresses.stepScreen(step)).toBe(registry.stepScreen(step));
  });

  it("need no CMS page's translated segment in the store views the browser loads", () => {
    for (const storeView of storeViews)
      expect(Object.keys(storeView).filter((key) => key.endsWith("Segment"))).toEqual(["productsSegment"]);
  });

  it("without a store's table (the root's loader failed) send a script-made address to that store's home", async () => {
    const addresses = await import("~/routing/addresses");
    addresses.setBrowserAddresses(addressTable(storeViews[0]));
    const de = storeViews.find((view) => view.code === "de")!;
    expect(addresses.knowsAddresses(storeViews[0])).toBe(true);
    expect(addresses.knowsAddresses(de)).toBe(false);
    expect(addresses.screenPath("basket", de)).toBe("/de");
  });
});
