// Create an account: /customer/account/create (?referral=CODE from a friend's link). Loader and
// action: create-account.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CreateAccountPage } from "./CreateAccountPage";
import { createAccountAction, createAccountLoader, pageHeaders } from "./create-account.server";
import type { ScreenHandle } from "~/routing/registry";
import accountStyles from "./sign-in.css";
import registerStyles from "./register.css";

export const handle: ScreenHandle = { screen: "customer.create" };

export const loader = createAccountLoader;
export const action = createAccountAction;
export const headers = pageHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: registerStyles },
];

export default function Page() {
  const { referral, extensions, passwordTexts } = useLoaderData<typeof loader>();
  return (
    <CreateAccountPage
      referral={referral}
      extensions={extensions}
      passwordTexts={passwordTexts}
      lastResult={useActionData<typeof action>()?.result}
    />
  );
}
