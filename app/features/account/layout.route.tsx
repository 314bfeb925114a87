// The account area's layout (registry screen "account"): one guard for all its pages, which are
// the signed-in shopper's own (sign-in-guard.server.ts), and the account menu beside them
// (AccountNav). The dashboard is this layout's index page (dashboard/route.tsx).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AccountNav } from "./AccountNav";
import { useBarePage } from "~/components/layout/useBarePage";
import { PRIVATE_NO_STORE, requireSignIn } from "./layout.server";
import accountAreaStyles from "./account-area.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignIn(request, context.shop);
  // On a stock Magento the menu leaves out the pages only the shop's extension backs.
  return { extensions: await context.shop.backend.extensions() };
}

/** A signed-in shopper's page is never stored by a shared cache. */
export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountAreaStyles }];

export default function AccountLayout() {
  // A print view (ScreenHandle.bare) is the page alone, without the account menu.
  const { extensions } = useLoaderData<typeof loader>();
  if (useBarePage()) return <Outlet />;
  return (
    <div className="account-area">
      <AccountNav extensions={extensions} />
      <div className="account-area__page">
        <Outlet />
      </div>
    </div>
  );
}
