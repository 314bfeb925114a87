import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { CategoryLink } from "~/commerce/catalog/category";
import type { StoreChoice } from "~/commerce/store/store";
import { paths } from "~/routing/paths";
import { CategoryBar, CategoryMenu } from "./CategoryMenu";
import { Logo } from "./Logo";
import { AccountLinks } from "./AccountLinks";
import { SearchBox } from "./SearchBox";
import { StorePreferences } from "./StorePreferences";
import { useStoreView } from "./useStoreView";

export function Header({
  menu,
  cartCount,
  storeCode,
  stores,
  currency,
  customer,
  focused = false,
}: {
  menu: CategoryLink[];
  /** Unknown when the backend could not be asked (an error page): no count is shown then. */
  cartCount?: number;
  storeCode?: string;
  stores: StoreChoice[];
  currency?: string;
  /** The signed-in shopper; null for a guest, undefined when unknown (an error page). */
  customer?: { firstname: string } | null;
  /**
   * A checkout step: the logo and the way back to the basket, nothing that leads elsewhere (no
   * search, menu, account or store switcher), as big shops strip their checkout.
   */
  focused?: boolean;
}) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const storeName = stores.find((s) => s.code === storeCode)?.name ?? storeCode;
  return (
    <header className={focused ? "site-header site-header--focused" : "site-header"}>
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <div className="site-header__bar">
        {menu.length && !focused ? <CategoryMenu menu={menu} storeView={storeView} /> : null}
        <Logo />
        {focused ? (
          <Link to={paths.basket(storeView)} className="checkout-header__back" discover="none">
            <span aria-hidden="true">← </span>
            {t("checkoutChrome.backToBasket")}
          </Link>
        ) : (
          <>
            <SearchBox storeView={storeView} />
            {stores.length && storeName && currency ? (
              <StorePreferences storeName={storeName} currency={currency} />
            ) : null}
            {customer === undefined ? null : <AccountLinks customer={customer} />}
            <Link to={paths.basket(storeView)} discover="none" className="basket-link" data-testid="basket-link">
              {t("header.basket")}
              {cartCount === undefined ? null : (
                <>
                  <span className="basket-link__count" aria-hidden="true">
                    {cartCount}
                  </span>
                  <span className="visually-hidden">{t("header.basketCount", { count: cartCount })}</span>
                </>
              )}
            </Link>
          </>
        )}
      </div>
      {focused ? null : <CategoryBar menu={menu} storeView={storeView} />}
    </header>
  );
}
