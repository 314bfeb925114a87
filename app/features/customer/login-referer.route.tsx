// Sign in, then back to the encoded referer (SPEC §2): /customer/account/login/referer/<encoded>, the
// same page as login.route.tsx. Loader and action: sign-in.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignInPage } from "./SignInPage";
import { pageHeaders, signInAction, signInLoader } from "./login-referer.server";
import type { ScreenHandle } from "~/routing/registry";
import accountStyles from "./sign-in.css";

export const handle: ScreenHandle = { screen: "customer.loginReferer" };

export const loader = signInLoader;
export const action = signInAction;
export const headers = pageHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function Page() {
  useLoaderData<typeof loader>();
  return <SignInPage lastResult={useActionData<typeof action>()?.result} />;
}
