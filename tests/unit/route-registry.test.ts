// The route registry (app/routing): the routes remix.config.js declares from it, the screen each
// route module names, the link builders, store switching and robots.txt all agree with it.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";
import { withPageSegments } from "~/i18n/page-segments";
import { categoryPath, productPath, storeViewByCode, storeViews, type StoreView } from "~/i18n/store-views";
import { translatePath } from "~/i18n/switch-store";
import { paths } from "~/routing/paths";
import { matchScreen, pageScreens, robotsDisallowedPaths, screens, type ScreenId } from "~/routing/registry";
import { declareRoutes, STORE_LAYOUT_MODULE, withModules } from "~/routing/routes.mjs";
import { screenModules } from "~/routing/screen-modules.mjs";
import { screens as registryScreens, type ScreenSpec } from "~/routing/screens.mjs";

const de = storeViewByCode("de")!;
const gb = storeViewByCode("default")!;
const fr = storeViewByCode("fr")!;

interface DeclaredRoute {
  path: string | undefined;
  file: string;
  id: string;
  index?: boolean;
  /** The enclosing layout route's id (undefined at the top). */
  parentId?: string;
  /** The whole address below the site root, as Remix will match it. */
  fullPath: string;
}

type Define = (
  path: string | undefined,
  file: string,
  options: { id: string; index?: boolean },
  children?: () => void,
) => void;

/** Records what a `route` function is called with, nesting included, as Remix's defineRoutes does. */
function recorder() {
  const declared: DeclaredRoute[] = [];
  const parents: DeclaredRoute[] = [];
  const route: Define = (path, file, options, children) => {
    const parent = parents.at(-1);
    const fullPath = [parent?.fullPath, path].filter(Boolean).join("/");
    const entry = { path, file, ...options, parentId: parent?.id, fullPath };
    declared.push(entry);
    if (children) {
      parents.push(entry);
      children();
      parents.pop();
    }
  };
  return { declared, route };
}

function declaredRoutes(): DeclaredRoute[] {
  const { declared, route } = recorder();
  const defineRoutes = (define: (r: Define) => void) => {
    define(route);
    return declared;
  };
  (remixConfig.routes as unknown as (d: typeof defineRoutes) => DeclaredRoute[])(defineRoutes);
  return declared;
}

describe("routes declared from the registry", () => {
  const routes = declaredRoutes();
  const built = screens.filter((screen) => screenModules[screen.id]);
  const byId = (id: string) => routes.find((route) => route.id === id);

  it("declares one layout route per store view, holding every built screen of that store once", () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    // robots.txt and sitemap.xml, then per store view its layout, its built screens and the account
    // area's and the checkout's layouts.
    expect(routes.length).toBe(2 + (1 + built.length + 2) * storeViews.length);
    expect(byId("sitemap")).toMatchObject({ path: "sitemap.xml", parentId: undefined });
    expect(byId("storeLayout")).toMatchObject({ path: undefined, file: STORE_LAYOUT_MODULE, parentId: undefined });
    expect(byId("storeLayout.de")).toMatchObject({ path: "de", file: STORE_LAYOUT_MODULE });
    expect(byId("product.de")).toMatchObject({
      path: "produkte/:urlKey",
      parentId: "storeLayout.de",
      fullPath: "de/produkte/:urlKey",
      file: "features/product/route.tsx",
    });
    expect(byId("home")).toMatchObject({ path: undefined, index: true, parentId: "storeLayout" });
    expect(byId("home.fr")).toMatchObject({ index: true, parentId: "storeLayout.fr" });
    expect(byId("privacy.it")).toMatchObject({ fullPath: "it/informativa-privacy" });
    expect(byId("category.es")).toMatchObject({ fullPath: "es/*", file: "features/catalog-list/category.route.tsx" });
    for (const route of routes.filter(
      (r) => r.file !== STORE_LAYOUT_MODULE && !["robots", "sitemap"].includes(r.id ?? ""),
    ))
      expect(route.parentId, route.id).toMatch(/^(storeLayout|accountLayout|checkoutLayout)/);
  });

  it("gives the review list a route in every store view, outside any layout of its own", () => {
    const addresses = new Set(routes.map((route) => route.fullPath));
    for (const built of ["review/product/listAjax/id/:productId", "de/review/product/listAjax/id/:productId"]) {
      expect(addresses.has(built), built).toBe(true);
    }
    expect(routes.some((route) => /^reviewListLayout/.test(route.id))).toBe(false);
    // The checkout is built: its layout holds the steps' frame, /checkout itself picks the step.
    expect(routes.find((route) => route.id === "checkout.confirm.de")?.parentId).toBe("checkoutLayout.de");
    expect(routes.find((route) => route.id === "checkout.de")).toMatchObject({ index: true, fullPath: "de/checkout" });
    // The account area is built: its layout holds the guard, its pages sit inside.
    expect(addresses.has("de/account/orders")).toBe(true);
    expect(routes.find((route) => route.id === "account.orders.de")?.parentId).toBe("accountLayout.de");
  });

  it("nests built account pages and checkout steps in their layouts (the guard, the steps' frame)", () => {
    const { declared, route } = recorder();
    // The registry as it will be once the next issues build an account page and a checkout step.
    const building = (spec: ScreenSpec): ScreenSpec => ({
      ...spec,
      module: ["account", "account.orders", "checkout.information"].includes(spec.id)
        ? `routes/${spec.id}.tsx`
        : spec.module,
      children: spec.children?.map(building),
    });
    declareRoutes(route, storeViews.map(withPageSegments), withModules(registryScreens).map(building));
    const at = (id: string) => declared.find((r) => r.id === id);
    expect(at("accountLayout.de")).toMatchObject({
      path: "account",
      file: "features/account/layout.route.tsx",
      parentId: "storeLayout.de",
    });
    expect(at("account.de")).toMatchObject({ index: true, parentId: "accountLayout.de", fullPath: "de/account" });
    expect(at("account.orders.de")).toMatchObject({
      path: "orders",
      parentId: "accountLayout.de",
      fullPath: "de/account/orders",
    });
    expect(at("checkoutLayout")).toMatchObject({ path: "checkout", file: "features/checkout/layout.route.tsx" });
    expect(at("checkout.information")).toMatchObject({ parentId: "checkoutLayout", fullPath: "checkout/information" });
    // /checkout is the layout's index page (it sends the shopper to the right step).
    expect(at("checkout")).toMatchObject({ index: true, parentId: "checkoutLayout" });
  });

  it("has each built screen's module name its screen in its handle", async () => {
    for (const screen of built) {
      const file = screenModules[screen.id]!;
      const module = (await import(fileURLToPath(new URL(`../../app/${file}`, import.meta.url)))) as {
        handle?: unknown;
      };
      // A handle may carry flags beside its screen (ScreenHandle.bare: the print view).
      expect(module.handle, file).toMatchObject({ screen: screen.id });
    }
    // Some forty route modules and their imports, transformed on first import: slow on a busy machine.
  }, 30_000);
});

describe("matchScreen", () => {
  it("finds the screen an address shows, fixed parts before parameters and the category last", () => {
    expect(matchScreen("/de/produkte/impact-whey-protein")).toMatchObject({
      screen: { id: "product" },
      params: { urlKey: "impact-whey-protein" },
    });
    expect(matchScreen("/de")?.screen.id).toBe("home");
    expect(matchScreen("/")?.screen.id).toBe("home");
    expect(matchScreen("/newsletter")?.screen.id).toBe("newsletter");
    expect(matchScreen("/protein/whey-protein")).toMatchObject({
      screen: { id: "category" },
      params: { "*": "protein/whey-protein" },
    });
    expect(matchScreen("/fr/account/orders/000012/print")).toMatchObject({
      screen: { id: "account.orderPrint" },
      params: { number: "000012" },
    });
    expect(matchScreen("/customer/account/login/referer/aHR0cA,,")?.screen.id).toBe("customer.loginReferer");
    // "produkte" is German only: in the English store it is a category address.
    expect(matchScreen("/produkte/x")?.screen.id).toBe("category");
  });
});

describe("link builders", () => {
  /** Calls every builder (the namespaces' own too) with sample arguments. */
  function everyBuilder(storeView: StoreView): string[] {
    const built: string[] = [];
    const visit = (node: unknown) => {
      if (typeof node === "function")
        built.push((node as (sv: StoreView, arg: string) => string)(storeView, "protein/whey-protein"));
      if (node && (typeof node === "object" || typeof node === "function")) Object.values(node).forEach(visit);
    };
    visit(paths);
    return built;
  }

  it("has one builder for every screen with a page, landing on that screen in every store view", () => {
    for (const storeView of storeViews) {
      const reached = everyBuilder(storeView).map((path) => matchScreen(path));
      expect(reached.every((match) => match?.storeView.code === storeView.code)).toBe(true);
      expect(new Set(reached.map((match) => match!.screen.id))).toEqual(
        new Set(pageScreens.map((screen) => screen.id)),
      );
    }
  });

  it("builds the addresses of ADR 0001", () => {
    expect(paths.home(gb)).toBe("/");
    expect(paths.home(de)).toBe("/de");
    expect(paths.basket(de)).toBe("/de/basket");
    expect(paths.product(de, "impact-whey-protein")).toBe("/de/produkte/impact-whey-protein");
    expect(paths.category(gb, "protein/whey-protein")).toBe("/protein/whey-protein");
    expect(paths.productsSection(storeViewByCode("es")!)).toBe("/es/productos");
    expect(paths.privacy(fr)).toBe("/fr/politique-de-confidentialite");
    expect(paths.preferences(gb)).toBe("/preferences");
    expect(paths.newsletter(de)).toBe("/de/newsletter");
    expect(paths.cookieConsent(gb)).toBe("/cookie-consent");
    expect(paths.errorFeedback(de)).toBe("/de/error-feedback");
    expect(paths.checkout.information(de)).toBe("/de/checkout/information");
    expect(paths.checkout.success(gb)).toBe("/checkout/success");
    expect(paths.account(gb)).toBe("/account");
    expect(paths.account.orders(de)).toBe("/de/account/orders");
    expect(paths.account.orderPrint(gb, "000012")).toBe("/account/orders/000012/print");
    expect(paths.customer.login(gb)).toBe("/customer/account/login");
    expect(paths.customer.forgotPassword(gb)).toBe("/customer/account/forgotpassword");
    expect(paths.reviewList(gb, 42)).toBe("/review/product/listAjax/id/42");
  });

  it("agrees with the older productPath and categoryPath helpers", () => {
    for (const storeView of storeViews) {
      expect(paths.product(storeView, "shaker 500 ml")).toBe(productPath(storeView, "shaker 500 ml"));
      expect(paths.category(storeView, "protein/whey-protein")).toBe(categoryPath(storeView, "protein/whey-protein"));
    }
  });
});

describe("switching store lands on the same screen", () => {
  it("keeps the forms and preference pages, which exist in every store", () => {
    for (const [path, screen] of [
      ["/newsletter", "newsletter"],
      ["/cookie-consent?returnTo=%2Fprotein", "cookieConsent"],
      ["/preferences", "preferences"],
      ["/error-feedback", "errorFeedback"],
    ] as [string, ScreenId][]) {
      const { path: translated, kind, screen: reached } = translatePath(path, de);
      expect(translated).toBe(`/de${path}`);
      expect(kind).toBe("other");
      expect(reached).toBe(screen);
    }
    expect(translatePath("/de/newsletter", gb).path).toBe("/newsletter");
    expect(translatePath("/de/produkte", fr)).toMatchObject({
      path: "/fr/produits",
      kind: "other",
      screen: "productsSection",
    });
    expect(translatePath("/it/account/orders/12", gb)).toMatchObject({
      path: "/account/orders/12",
      screen: "account.order",
    });
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the private screens in every store, and only those", () => {
    const disallowed = robotsDisallowedPaths();
    expect(disallowed).toContain("/basket");
    expect(disallowed).toContain("/de/checkout");
    expect(disallowed).toContain("/it/account");
    expect(disallowed).toContain("/fr/customer/account");
    expect(disallowed).not.toContain("/de/account/orders");
    expect(disallowed.some((path) => /newsletter|preferences|produkte|protein/.test(path))).toBe(false);
    expect(disallowed).toHaveLength(4 * storeViews.length);
  });
});
