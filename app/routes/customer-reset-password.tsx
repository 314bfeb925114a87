// Set a new password: /customer/account/resetpassword (the emailed link's ?token=&email= move into
// the session at once). Loader and action: forms/reset-password.server.ts.
import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ResetPasswordPage } from "~/components/account/ResetPasswordPage";
import { resetPasswordAction, resetPasswordLoader } from "~/forms/reset-password.server";
import { pageHeaders } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";
import accountStyles from "~/styles/account.css";
import registerStyles from "~/styles/account-register.css";

export const handle: ScreenHandle = { screen: "customer.resetPassword" };

export const loader = resetPasswordLoader;
export const action = resetPasswordAction;
/** The page never hands its address on (the token left it already; this is the second belt). */
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(pageHeaders(args));
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
};
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
      lastResult={actionData?.result}
    />
  );
}
