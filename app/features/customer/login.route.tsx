// Sign in: /customer/account/login (the referer route, login-referer.route.tsx, is the same page
// with the address to return to). Loader and action: sign-in.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignInPage } from "./SignInPage";
import { pageHeaders, signInAction, signInLoader } from "./sign-in.server";
import type { ScreenHandle } from "~/routing/registry";
import accountStyles from "./sign-in.css";

export const handle: ScreenHandle = { screen: "customer.login" };

export const loader = signInLoader;
export const action = signInAction;
export const headers = pageHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function Page() {
  useLoaderData<typeof loader>();
  return <SignInPage lastResult={useActionData<typeof action>()?.result} />;
}
