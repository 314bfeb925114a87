// The checkout steps' footer: the shop's policies and the cookie choice, without the newsletter form
// or anything else that would take the shopper out of the checkout.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { paths } from "~/routing/paths";
import { useStoreView } from "./useStoreView";

export function CheckoutFooter() {
  const { t } = useTranslation();
  const storeView = useStoreView();
  return (
    <footer className="site-footer site-footer--focused" data-testid="checkout-footer">
      <nav aria-label={t("footer.links")}>
        <ul>
          <li>
            <Link to={paths.privacy(storeView)}>{t("footer.privacy")}</Link>
          </li>
          <li>
            <Link to={paths.cookieConsent(storeView)}>{t("footer.cookiePreferences")}</Link>
          </li>
        </ul>
      </nav>
      <p>{t("footer.copyright", { year: 2026 })}</p>
    </footer>
  );
}
