// The categories in the header. On a phone a "Shop" button opens a panel with
// every category as a large tap target: a details/summary disclosure, so it opens without
// JavaScript too. From a tablet up the same links sit in a bar under the header (CSS shows one).
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { CategoryLink } from "~/commerce/catalog/category";
import { categoryPath, type StoreView } from "~/i18n/store-views";
import { paths } from "~/routing/paths";

function MenuLinks({ menu, storeView }: { menu: CategoryLink[]; storeView: StoreView }) {
  const { t } = useTranslation();
  return (
    <ul>
      <li>
        <Link to={paths.productsSection(storeView)} prefetch="intent" discover="none">
          {t("catalog:allProducts.heading")}
        </Link>
      </li>
      {menu.map(({ uid, urlPath, name }) => (
        <li key={uid}>
          <Link to={categoryPath(storeView, urlPath)} prefetch="intent" discover="none">
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The phone's menu button and panel (hidden from 767 px up). */
export function CategoryMenu({ menu, storeView }: { menu: CategoryLink[]; storeView: StoreView }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  // A link followed inside the panel lands on a new page: the panel closes behind it.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname, search]);
  return (
    <details className="category-menu" ref={details}>
      <summary className="category-menu__button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span>{t("header.menuOpen")}</span>
      </summary>
      <nav aria-label={t("header.categories")} className="category-menu__panel">
        <MenuLinks menu={menu} storeView={storeView} />
      </nav>
    </details>
  );
}

/** The tablet and desktop category bar (hidden on a phone, where CategoryMenu stands instead). */
export function CategoryBar({ menu, storeView }: { menu: CategoryLink[]; storeView: StoreView }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("header.categories")} className="category-nav">
      <MenuLinks menu={menu} storeView={storeView} />
    </nav>
  );
}
