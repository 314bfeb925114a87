// The account's wishlist (registry screen "account.wishlist"): the saved products and their buttons
// (WishlistPage), read and changed by wishlist-page.server.ts; every product's heart posts here too.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ScreenHandle } from "~/routing/registry";
import { PRIVATE_NO_STORE, wishlistAction, wishlistPageLoader } from "./wishlist-page.server";
import { WishlistPage } from "./WishlistPage";
import wishlistStyles from "./wishlist.css";

export const handle: ScreenHandle = { screen: "account.wishlist" };

export function loader({ request, context }: LoaderFunctionArgs) {
  return wishlistPageLoader(request, context.shop);
}

export function action({ request, context }: ActionFunctionArgs) {
  return wishlistAction(request, context.shop);
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: wishlistStyles }];

export default function WishlistRoute() {
  const { entries, itemCount, currentPage, totalPages } = useLoaderData<typeof loader>();
  return <WishlistPage entries={entries} itemCount={itemCount} currentPage={currentPage} totalPages={totalPages} />;
}
