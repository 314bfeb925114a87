// The account menu: every page of the account area and "Sign out" (a POST form, never a link).
// Beside the page from 992 px; above it on a phone, folded into a disclosure that names the page
// being looked at (a <details>, so it opens without JavaScript too).
import { Form, NavLink, useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { REDIRECT_TO_FIELD } from "~/forms/basket.fields";
import { paths } from "~/routing/paths";
import { screenIdOfHandle } from "~/routing/addresses";
import type { ScreenId } from "~/routing/registry";
import type { StoreView } from "~/i18n/store-views";
import { useStoreView } from "~/components/layout/useStoreView";

type NavKey =
  | "dashboard"
  | "orders"
  | "wishlist"
  | "invoices"
  | "shipments"
  | "rewardPoints"
  | "referral"
  | "reviews"
  | "addresses"
  | "cards"
  | "subscriptions"
  | "contactPreferences"
  | "details"
  | "password";

interface NavEntry {
  key: NavKey;
  href: (storeView: StoreView) => string;
  /** screens that count as this entry (an order view belongs to "My orders") */
  screens: readonly ScreenId[];
  /** Backed only by the shop's extension: absent on a stock Magento (the page answers 404 there). */
  extension?: true;
}

export const ACCOUNT_NAV: readonly NavEntry[] = [
  { key: "dashboard", href: paths.account, screens: ["account"] },
  { key: "orders", href: paths.account.orders, screens: ["account.orders", "account.order", "account.orderPrint"] },
  { key: "wishlist", href: paths.account.wishlist, screens: ["account.wishlist"] },
  { key: "invoices", href: paths.account.invoices, screens: ["account.invoices"], extension: true },
  { key: "shipments", href: paths.account.shipments, screens: ["account.shipments"], extension: true },
  { key: "subscriptions", href: paths.account.subscriptions, screens: ["account.subscriptions"], extension: true },
  { key: "rewardPoints", href: paths.account.rewardPoints, screens: ["account.rewardPoints"], extension: true },
  { key: "referral", href: paths.account.referral, screens: ["account.referral"], extension: true },
  { key: "reviews", href: paths.account.reviews, screens: ["account.reviews"], extension: true },
  {
    key: "addresses",
    href: paths.account.addresses,
    screens: ["account.addresses", "account.addressNew", "account.addressEdit", "account.addressDelete"],
  },
  { key: "cards", href: paths.account.cards, screens: ["account.cards"], extension: true },
  {
    key: "contactPreferences",
    href: paths.account.contactPreferences,
    screens: ["account.contactPreferences"],
  },
  { key: "details", href: paths.account.details, screens: ["account.details"] },
  { key: "password", href: paths.account.password, screens: ["account.password"] },
];

/** The menu for a backend with (`extensions`) or without the shop's extension. */
export const accountNavFor = (extensions: boolean) => ACCOUNT_NAV.filter((entry) => extensions || !entry.extension);

function useCurrentEntry(): NavEntry | undefined {
  const matches = useMatches();
  const screen = matches.map((match) => screenIdOfHandle(match.handle)).findLast(Boolean);
  return screen ? ACCOUNT_NAV.find((entry) => entry.screens.includes(screen)) : undefined;
}

function NavList({ current, entries }: { current: NavEntry | undefined; entries: readonly NavEntry[] }) {
  const { t } = useTranslation("account");
  const storeView = useStoreView();
  const location = useLocation();
  return (
    <ul className="account-nav__list">
      {entries.map((entry) => (
        <li key={entry.key}>
          <NavLink
            to={entry.href(storeView)}
            end
            className={entry === current ? "account-nav__link account-nav__link--current" : "account-nav__link"}
            aria-current={entry === current ? "page" : undefined}
          >
            {t(`nav.${entry.key}`)}
          </NavLink>
        </li>
      ))}
      <li>
        <Form method="post" action={paths.customer.logout(storeView)} className="account-nav__sign-out">
          <input type="hidden" name={REDIRECT_TO_FIELD} value={`${location.pathname}${location.search}`} />
          <button type="submit" className="account-nav__link account-nav__button">
            {t("nav.signOut")}
          </button>
        </Form>
      </li>
    </ul>
  );
}

export function AccountNav({ extensions = true }: { extensions?: boolean }) {
  const { t } = useTranslation("account");
  const current = useCurrentEntry();
  const entries = accountNavFor(extensions);
  return (
    <>
      <nav className="account-nav account-nav--wide" aria-label={t("nav.menu")}>
        <NavList current={current} entries={entries} />
      </nav>
      <details className="account-nav account-nav--narrow">
        <summary className="account-nav__summary">
          <span className="account-nav__summary-label">{t("nav.menu")}</span>
          {current ? <span className="account-nav__summary-current">{t(`nav.${current.key}`)}</span> : null}
        </summary>
        <nav aria-label={t("nav.menu")}>
          <NavList current={current} entries={entries} />
        </nav>
      </details>
    </>
  );
}
