// My reviews (account.reviews): the customer's own reviews, every status, paged.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageOf } from "~/commerce/customer/perks";
import { customerReviews } from "./reviews.server";
import { ReviewsPage } from "./ReviewsPage";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";
import { signedInCall, requireExtensionPage } from "../account-call.server";
import perksStyles from "./perks.css";

export const handle: ScreenHandle = { screen: "account.reviews" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireExtensionPage(context.shop);
  const { shop } = context;
  const page = await signedInCall(request, shop, (ctx) => customerReviews(ctx, pageOf(new URL(request.url))));
  const t = shop.tFor("perks");
  return data(
    { title: `${t("reviews.title")} | ${shop.t("brand")}`, page },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: perksStyles }];

export default function ReviewsRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <ReviewsPage page={page} />;
}
