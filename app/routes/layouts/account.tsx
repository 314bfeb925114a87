// The account area's layout (registry screen "account"): one guard for all its pages, which are
// the signed-in shopper's own (app/routing/sign-in.server.ts), and the account menu beside them
// (AccountNav). The dashboard is this layout's index page (account-dashboard.tsx).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { AccountNav } from "~/components/account/AccountNav";
import { useBarePage } from "~/components/layout/useBarePage";
import { PRIVATE_NO_STORE, requireSignIn } from "~/routing/pages/account-layout.server";
import accountAreaStyles from "~/styles/account-area.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignIn(request, context.shop);
  return null;
}

/** A signed-in shopper's page is never stored by a shared cache. */
export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountAreaStyles }];

export default function AccountLayout() {
  // A print view (ScreenHandle.bare) is the page alone, without the account menu.
  if (useBarePage()) return <Outlet />;
  return (
    <div className="account-area">
      <AccountNav />
      <div className="account-area__page">
        <Outlet />
      </div>
    </div>
  );
}
