// Checkout step 1, information: the email. An email an account already uses is
// offered sign in right there, or the shopper goes on as a guest; signed-in customers skip this step.
// Action: information-action.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  PRIVATE_NO_STORE,
  data,
  informationAction,
  isSignedIn,
  pageHeaders,
  redirect,
  requireCheckoutStep,
  stepPath,
} from "~/features/checkout/information/information.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { InformationForm } from "~/features/checkout/information/InformationForm";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "checkout.information", focused: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const state = await requireCheckoutStep(request, shop, "information");
  if (isSignedIn(shop)) throw redirect(stepPath(shop, "delivery"), 303);
  const t = shop.tFor("checkout");
  return data(
    { title: `${t("information.title")} | ${shop.t("brand")}`, email: state.email },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return informationAction(request, context.shop);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function CheckoutInformationPage() {
  const { email } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <InformationForm email={email} lastResult={answer?.result} accountExists={answer?.accountExists ?? false} />;
}
