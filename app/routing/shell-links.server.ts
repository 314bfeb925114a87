// Where a shopper's page links to whatever page it is: the header (home, the menu's sections and
// categories, search, the basket, the store preferences), product cards, and sign in and register.
// A representative address stands for a screen whose address takes a value (a product, a category).
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
