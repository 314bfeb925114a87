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
/** A refusal brings the next captcha itself: the page's data, drawing yet another, is not asked for. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "captcha" in actionResult ? false : defaultShouldRevalidate;
export const headers = pageHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: registerStyles },
];

export default function Page() {
  const { captcha } = useLoaderData<typeof loader>();
  // Every post uses the captcha up: a refused one answers with the next (the page's data is not
  // asked for again after a refusal), which shows at once with the refusal.
  const answer = useActionData<typeof action>();
  return <ForgotPasswordPage captcha={answer?.captcha ?? captcha} lastResult={answer?.result} />;
}
