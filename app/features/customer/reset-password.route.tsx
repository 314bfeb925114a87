// Set a new password: /customer/account/resetpassword (the emailed link's ?token=&email= move into
// the session at once). Loader and action: reset-password.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ResetPasswordPage } from "./ResetPasswordPage";
import { resetPasswordAction, resetPasswordLoader } from "./reset-password.server";
import { pageHeaders } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";
import accountStyles from "./sign-in.css";
import registerStyles from "./register.css";

export const handle: ScreenHandle = { screen: "customer.resetPassword" };

export const loader = resetPasswordLoader;
export const action = resetPasswordAction;
export const headers = pageHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: registerStyles },
];

export default function Page() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ResetPasswordPage
      state={actionData?.state ?? loaderData.state}
      email={loaderData.email}
      passwordTexts={loaderData.passwordTexts}
      lastResult={actionData?.result}
    />
  );
}
