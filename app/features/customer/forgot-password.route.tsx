// Forgot your password? /customer/account/forgotpassword (?captcha=text for the question in words).
// Loader and action: forgot-password.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ForgotPasswordPage } from "./ForgotPasswordPage";
import { forgotPasswordAction, forgotPasswordLoader } from "./forgot-password.server";
import { pageHeaders } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";
import accountStyles from "./sign-in.css";
import registerStyles from "./register.css";

export const handle: ScreenHandle = { screen: "customer.forgotPassword" };

export const loader = forgotPasswordLoader;
export const action = forgotPasswordAction;
/** Every post uses the captcha up, refused ones (4xx) too: the loader must always draw the next one. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
export const headers = pageHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: registerStyles },
];

export default function Page() {
  const { captcha } = useLoaderData<typeof loader>();
  return <ForgotPasswordPage captcha={captcha} lastResult={useActionData<typeof action>()?.result} />;
}
