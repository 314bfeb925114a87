// The checkout steps' header: the logo and the way back to the basket, nothing that leads elsewhere
// (no search, no menu, no account or store switcher), as big shops strip their checkout.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { paths } from "~/routing/paths";
import { Logo } from "./Logo";
import { useStoreView } from "./useStoreView";

export function CheckoutHeader() {
  const { t } = useTranslation();
  const storeView = useStoreView();
  return (
    <header className="site-header site-header--focused" data-testid="checkout-header">
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <div className="site-header__bar">
        <Logo />
        <Link to={paths.basket(storeView)} className="checkout-header__back">
          <span aria-hidden="true">← </span>
          {t("checkoutChrome.backToBasket")}
        </Link>
      </div>
    </header>
  );
}
