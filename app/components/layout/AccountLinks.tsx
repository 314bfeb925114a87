// The header's account corner: "Sign in" leading back to the page being looked at (SPEC §2's
// encoded referer), or "My account" (the dashboard) with the shopper's first name and a "Sign out"
// form (a POST: a link must never sign anyone out).
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REDIRECT_TO_FIELD } from "~/forms/cart";
import { paths } from "~/routing/paths";
import { useStoreView } from "./useStoreView";

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
  return (
    <Form method="post" action={paths.customer.logout(storeView)} className="account-link account-link--signed-in">
      <input type="hidden" name={REDIRECT_TO_FIELD} value={here} />
      <a href={paths.account(storeView)} className="account-link__mine" data-testid="my-account-link">
        {t("header.myAccount")}
        {customer.firstname ? (
          <span className="account-link__name">{t("header.greeting", { name: customer.firstname })}</span>
        ) : null}
      </a>
      <button type="submit" className="account-link__sign-out" data-testid="sign-out">
        {t("header.signOut")}
      </button>
    </Form>
  );
}
