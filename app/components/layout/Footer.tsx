import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NewsletterSignup } from "~/components/popups/NewsletterSignup";
import { paths } from "~/routing/paths";
import { useStoreView } from "./useStoreView";

export function Footer({ storeName }: { storeName: string }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  return (
    <footer className="site-footer">
      <NewsletterSignup />
      <nav aria-label={t("footer.links")}>
        <ul>
          <li>
            <Link to={paths.privacy(storeView)}>{t("footer.privacy")}</Link>
          </li>
          <li>
            {/* The cookie banner promises the choice can be changed; this is where. */}
            <Link to={paths.cookieConsent(storeView)}>{t("footer.cookiePreferences")}</Link>
          </li>
        </ul>
      </nav>
      {storeName ? <p>{t("footer.store", { store: storeName })}</p> : null}
      <p>{t("footer.copyright", { year: "2026" })}</p>
    </footer>
  );
}
