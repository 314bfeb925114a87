// Reward points (account.rewardPoints): the points account's summary and a page
// of its history (`?page=N`). The account layout guards the area; the loader guards itself too, as
// Remix runs it beside the layout's.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageOf } from "~/commerce/customer/perks";
import { pointsAccount } from "./points.server";
import { PointsPage } from "./PointsPage";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";
import { signedInCall, requireExtensionPage } from "../account-call.server";
import perksStyles from "./perks.css";

export const handle: ScreenHandle = { screen: "account.rewardPoints" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireExtensionPage(context.shop);
  const { shop } = context;
  const account = await signedInCall(request, shop, (ctx) => pointsAccount(ctx, pageOf(new URL(request.url))));
  const t = shop.tFor("perks");
  return data(
    { title: `${t("points.title")} | ${shop.t("brand")}`, account },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: perksStyles }];

export default function RewardPointsRoute() {
  const { account } = useLoaderData<typeof loader>();
  return <PointsPage account={account} />;
}
