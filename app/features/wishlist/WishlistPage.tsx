// The account's wishlist: each saved product with its picture, name, chosen options, price and stock,
// "Add to basket" (or "Choose options" on its page when something is still to choose) and "Remove",
// each a plain POST form; an empty list invites the shopper to shop.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { WishlistEntry } from "~/commerce/wishlist/wishlist";
import { productPath } from "~/i18n/store-views";
import { useStoreView } from "~/components/layout/useStoreView";
import { Amount } from "~/components/ui/Price";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { WishlistIntent } from "~/forms/wishlist-page.fields";
import { Pagination } from "~/components/ui/Pagination";
import { paths } from "~/routing/paths";

function ItemForm({
  entry,
  intent,
  label,
  className,
  ariaLabel,
}: {
  entry: WishlistEntry;
  intent: string;
  label: string;
  className: string;
  ariaLabel?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("itemId") === entry.id &&
    navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="wishlist-item__form">
      <input type="hidden" name="itemId" value={entry.id} />
      <button type="submit" name="intent" value={intent} className={className} disabled={busy} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}

function WishlistItem({ entry }: { entry: WishlistEntry }) {
  const { t } = useTranslation("wishlist");
  const { t: catalog } = useTranslation("catalog");
  const storeView = useStoreView();
  // The product page opens on the flavour and size saved, with that variant's picture and price.
  const href = entry.urlKey ? `${productPath(storeView, entry.urlKey)}${entry.productSearch}` : null;
  const onSale = entry.regularPrice && entry.price && entry.regularPrice.value > entry.price.value;
  const picture = entry.imageUrl ? (
    <ResponsiveImage src={entry.imageUrl} alt="" width={128} height={128} sizes="(min-width: 767px) 128px, 96px" />
  ) : (
    <span className="wishlist-item__placeholder" />
  );
  return (
    <li className="wishlist-item" data-testid="wishlist-item">
      {href ? (
        <Link to={href} className="wishlist-item__media" tabIndex={-1} aria-hidden="true">
          {picture}
        </Link>
      ) : (
        <span className="wishlist-item__media">{picture}</span>
      )}
      <div className="wishlist-item__body">
        <h2 className="wishlist-item__name">{href ? <Link to={href}>{entry.name}</Link> : entry.name}</h2>
        {entry.options.length ? (
          <dl className="wishlist-item__options">
            {entry.options.map((option) => (
              <div key={option.label}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="price wishlist-item__price">
          {entry.priceIsFrom ? <span className="price__from">{catalog("price.from")} </span> : null}
          <span className="price__final">
            <Amount money={entry.price} />
          </span>
          {onSale ? (
            <s className="price__regular">
              <Amount money={entry.regularPrice} />
            </s>
          ) : null}
        </p>
        <p className={entry.inStock ? "stock stock--in" : "stock stock--out"}>
          {t(entry.inStock ? "inStock" : "outOfStock")}
        </p>
      </div>
      <div className="wishlist-item__actions">
        {entry.readyToBuy ? (
          entry.inStock ? (
            <ItemForm
              entry={entry}
              intent={WishlistIntent.moveToBasket}
              label={t("addToBasket")}
              className="button button--primary"
            />
          ) : null
        ) : href ? (
          <Link to={href} className="button button--primary">
            {t("chooseOptions")}
          </Link>
        ) : null}
        <ItemForm
          entry={entry}
          intent={WishlistIntent.removeItem}
          label={t("remove")}
          ariaLabel={t("removeNamed", { name: entry.name })}
          className="button button--secondary"
        />
      </div>
    </li>
  );
}

export function WishlistPage({
  entries,
  itemCount,
  currentPage,
  totalPages,
}: {
  entries: WishlistEntry[];
  itemCount: number;
  currentPage: number;
  totalPages: number;
}) {
  const { t } = useTranslation("wishlist");
  const storeView = useStoreView();
  const base = paths.account.wishlist(storeView);
  return (
    <section className="account-page wishlist">
      <h1>{t("title")}</h1>
      {entries.length ? (
        <>
          <p className="wishlist__intro">
            {t("intro")} <strong>{t("count", { count: itemCount })}</strong>
          </p>
          <ul className="wishlist__items">
            {entries.map((entry) => (
              <WishlistItem key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pagination
            current={currentPage}
            total={totalPages}
            hrefFor={(page) => (page === 1 ? base : `${base}?page=${page}`)}
          />
        </>
      ) : (
        <div className="wishlist__empty" data-testid="wishlist-empty">
          <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" className="wishlist__empty-heart">
            <path d="M12 20.7l-1.4-1.3C5.4 14.7 2 11.6 2 7.8 2 4.7 4.4 2.3 7.5 2.3c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1 3.1 0 5.5 2.4 5.5 5.5 0 3.8-3.4 6.9-8.6 11.6z" />
          </svg>
          <h2>{t("emptyTitle")}</h2>
          <p>{t("emptyText")}</p>
          <Link to={paths.home(storeView)} className="button button--primary">
            {t("emptyCta")}
          </Link>
        </div>
      )}
    </section>
  );
}
