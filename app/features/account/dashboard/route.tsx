// The account dashboard (the account layout's index): who is signed in, the default addresses,
// newsletter, points and the three most recent orders, each card linking to its own page.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { accountDashboard } from "./dashboard.server";
import { AccountDashboardPage } from "./AccountDashboardPage";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { signedInCall } from "../account-call.server";
import type { ScreenHandle } from "~/routing/registry";
import ordersStyles from "../orders/orders.css";

export const handle: ScreenHandle = { screen: "account" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const extensions = await shop.backend.extensions();
  const created = shop.session.get("accountCreatedFor");
  const newAccount =
    created && created.customer === shop.session.get("customerKey")
      ? created.fromOrder
        ? "fromOrder"
        : "registered"
      : null;
  // "The order you just placed is in it" is said once, on the first look at the new account: later
  // in the visit the order may be anywhere (refunded, cancelled); the account is still new.
  if (created?.fromOrder) shop.session.set("accountCreatedFor", { ...created, fromOrder: false });
  const dashboard = await signedInCall(request, shop, (ctx) => accountDashboard(ctx, extensions, newAccount));
  if (!dashboard) throw data(null, { status: 404 });
  const t = shop.tFor("orders");
  return data(
    { dashboard, title: `${t("dashboard.title")} | ${shop.t("brand")}` },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export default function Page() {
  const { dashboard } = useLoaderData<typeof loader>();
  return <AccountDashboardPage dashboard={dashboard} />;
}
