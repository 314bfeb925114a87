// The account area's layout (registry screen "account"): one guard for all its pages, which are
// the signed-in shopper's own (app/routing/sign-in.server.ts). Its route exists once an account
// page is built; until then the account addresses stay 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { requireSignIn } from "~/routing/sign-in.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignIn(request, context.shop);
  return null;
}

/** A signed-in shopper's page is never stored by a shared cache. */
export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export default function AccountLayout() {
  return (
    <div className="account-area">
      <Outlet />
    </div>
  );
}
