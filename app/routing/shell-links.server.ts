// Where a shopper's page links to whatever page it is: the header (home, the menu's sections and
// categories, search, the basket, the store preferences), product cards, and sign in and register.
// A representative address stands for a screen whose address takes a value (a product, a category).
// The page's manifest holds these screens' routes (ADR 0088), so a <Link> or <Form> to one of them
// says discover="none": Remix need not ask the server for a route the page has (ADR 0089).
import type { StoreView } from "~/i18n/store-views";
import { paths } from "./paths";

export function shellLinkPaths(storeView: StoreView): string[] {
  return [
    paths.home(storeView),
    paths.productsSection(storeView),
    paths.product(storeView, "_"),
    paths.category(storeView, "_"),
    paths.search(storeView),
    paths.basket(storeView),
    paths.preferences(storeView),
    paths.customer.login(storeView),
    paths.customer.loginReferer(storeView, "/"),
    paths.customer.create(storeView),
  ];
}
