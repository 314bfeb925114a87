// The header's account corner: "Sign in" leading back to the page being looked at (SPEC §2's
// encoded referer), or, signed in, one "My account" menu holding the account's main pages and
// "Sign out" (a POST form: a link must never sign anyone out). One control keeps the header to a
// single row on a phone, and signing out takes a deliberate second tap. The menu is a disclosure
// (<details>) that works without JavaScript; with it, it also closes on Escape, on a tap outside
// and when a page is chosen.
import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { REDIRECT_TO_FIELD } from "~/forms/cart";
import { paths } from "~/routing/paths";
import { useStoreView } from "./useStoreView";

function PersonIcon() {
  return (
    <svg className="account-menu__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Closes the open menu on Escape (focus back on its button), on a tap outside it and on navigation. */
function useDisclosureDismissal(location: string) {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = menu.current;
    if (details) details.open = false;
  }, [location]);
  useEffect(() => {
    function onPointer(event: PointerEvent) {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    function onKey(event: KeyboardEvent) {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    }
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  return menu;
}

export function AccountLinks({ customer }: { customer: { firstname: string } | null }) {
  const { t } = useTranslation("account");
  const storeView = useStoreView();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const menu = useDisclosureDismissal(here);
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
    <details ref={menu} className="account-menu" data-testid="account-menu">
      <summary className="account-link account-menu__button" data-testid="account-menu-button">
        <PersonIcon />
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
