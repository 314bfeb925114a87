// The header's account corner: "Sign in" leading back to the page being looked at (SPEC §2's
// encoded referer), or, signed in, one "My account" menu holding the account's main pages and
// "Sign out" (a POST form: a link must never sign anyone out). One control keeps the header to a
// single row on a phone, and signing out takes a deliberate second tap. The menu is a disclosure
// (<details>) that works without JavaScript; with it, it also closes on Escape, on a tap outside
// and on the next page.
import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { REDIRECT_TO_FIELD } from "~/forms/cart";
import { paths } from "~/routing/paths";
import { useStoreView } from "./useStoreView";

/** With JavaScript, Escape (focus back on the button) or a tap outside closes the open menu. */
function useOutsideDismissal() {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        (details.firstElementChild as HTMLElement | null)?.focus();
      } else if (details.contains(event.target as Node)) return;
      details.open = false;
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return menu;
}

export function AccountLinks({ customer }: { customer: { firstname: string } | null }) {
  const { t } = useTranslation("account");
  const storeView = useStoreView();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const menu = useOutsideDismissal();
  if (!customer) {
    return (
      <a href={paths.customer.loginReferer(storeView, here)} className="account-link" data-testid="sign-in-link">
        {t("header.signIn")}
      </a>
    );
  }
  const links = [
    { to: paths.account(storeView), label: t("nav.dashboard") },
    { to: paths.account.orders(storeView), label: t("nav.orders") },
    { to: paths.account.rewardPoints(storeView), label: t("nav.rewardPoints") },
    { to: paths.account.addresses(storeView), label: t("nav.addresses") },
    { to: paths.account.details(storeView), label: t("nav.details") },
  ];
  return (
    // A new page (keyed by its address) starts with the menu closed.
    <details ref={menu} key={here} className="account-menu" data-testid="account-menu">
      <summary className="account-link account-menu__button" data-testid="account-menu-button">
        <span className="account-menu__icon" aria-hidden="true" />
        <span className="account-link__mine">
          <span className="account-menu__label">{t("header.myAccount")}</span>
          {customer.firstname ? (
            <span className="account-link__name">{t("header.greeting", { name: customer.firstname })}</span>
          ) : null}
        </span>
        <span className="account-menu__chevron" aria-hidden="true" />
      </summary>
      <div className="account-menu__panel">
        <nav aria-label={t("nav.menu")}>
          <ul className="account-menu__list">
            {links.map((link, index) => (
              <li key={link.to}>
                <a href={link.to} data-testid={index === 0 ? "my-account-link" : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action={paths.customer.logout(storeView)} className="account-menu__sign-out">
          <input type="hidden" name={REDIRECT_TO_FIELD} value={here} />
          <button type="submit" className="button button--secondary" data-testid="sign-out">
            {t("header.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
