// The header's account corner: "Sign in" leading back to the page being looked at (SPEC §2's
// encoded referer), or, signed in, one "My account" menu holding the account's main pages and
// "Sign out" (a POST form: a link must never sign anyone out). One control keeps the header to a
// single row on a phone, and signing out takes a deliberate second tap. The menu is a disclosure
// (<details>) that works the same with and without JavaScript; the next page starts with it closed.
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { REDIRECT_TO_FIELD } from "~/forms/basket.fields";
import { paths } from "~/routing/paths";
import { useStoreView } from "./useStoreView";

/** The account pages the menu leads to, after the dashboard (their `nav.*` labels share the name). */
const MENU_PAGES = ["orders", "wishlist", "rewardPoints", "addresses", "details"] as const;

export function AccountLinks({ customer }: { customer: { firstname: string } | null }) {
  const { t } = useTranslation("account");
  const storeView = useStoreView();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!customer) {
    return (
      <a href={paths.customer.loginReferer(storeView, here)} className="account-link" data-testid="sign-in-link">
        {t("header.signIn")}
      </a>
    );
  }
  const links = [
    { to: paths.account(storeView), label: t("nav.dashboard") },
    ...MENU_PAGES.map((page) => ({ to: paths.account[page](storeView), label: t(`nav.${page}`) })),
  ];
  return (
    // A new page (keyed by its address) starts with the menu closed.
    <details key={here} className="account-menu">
      <summary data-testid="account-menu-button">
        <span>
          <span className="account-menu__label">{t("header.myAccount")}</span>
          {customer.firstname ? (
            <span className="account-link__name">{t("header.greeting", { name: customer.firstname })}</span>
          ) : null}
        </span>
      </summary>
      <div>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <a href={link.to}>{link.label}</a>
            </li>
          ))}
        </ul>
        <Form method="post" action={paths.customer.logout(storeView)}>
          <input type="hidden" name={REDIRECT_TO_FIELD} value={here} />
          <button type="submit" className="button button--secondary" data-testid="sign-out">
            {t("header.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
