// Subscriptions (account.subscriptions): the customer's repeat deliveries, paused,
// resumed, canceled (after `?cancel=<uid>` asks) or given a new frequency, each by a POST and a 303.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { changeSubscription, subscriptions } from "./subscriptions.server";
import { SubscriptionsPage } from "./SubscriptionsPage";
import { parseSubmission, SubscriptionChangeSchema } from "./schemas.server";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { signedInAction, signedInCall, requireExtensionPage } from "../account-call.server";
import { createMessage } from "~/sessions/messages";
import { queueMessages } from "~/sessions/messages.server";
import perksStyles from "./perks.css";

export const handle: ScreenHandle = { screen: "account.subscriptions" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireExtensionPage(context.shop);
  const { shop } = context;
  const list = await signedInCall(request, shop, subscriptions);
  const asked = new URL(request.url).searchParams.get("cancel");
  const t = shop.tFor("perks");
  return data(
    {
      title: `${t("subscriptions.title")} | ${shop.t("brand")}`,
      subscriptions: list,
      confirming: list.some((s) => s.uid === asked && s.status !== "CANCELED") ? asked : null,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

const DONE = { pause: "paused", resume: "resumed", cancel: "canceled", frequency: "frequencyChanged" } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireExtensionPage(context.shop);
  return signedInAction(request, context.shop, (posted) => changeASubscription(posted, context.shop));
}

async function changeASubscription(request: Request, shop: ActionFunctionArgs["context"]["shop"]) {
  const t = shop.tFor("perks");
  const submission = parseSubmission(await request.formData(), SubscriptionChangeSchema);
  let changed = false;
  if (submission.status === "success") {
    const value = submission.value;
    changed = await changeSubscription(
      shop.commerce,
      value.uid,
      value.intent === "frequency" ? { intent: "frequency", weeks: value.weeks } : { intent: value.intent },
    );
    if (changed)
      queueMessages(shop.session, createMessage("success", t(`subscriptions.${DONE[value.intent]}`), "account"));
  }
  if (!changed) queueMessages(shop.session, createMessage("error", t("subscriptions.notChanged"), "account"));
  return redirect(paths.account.subscriptions(shop.storeView), 303);
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: perksStyles }];

export default function SubscriptionsRoute() {
  const { subscriptions: list, confirming } = useLoaderData<typeof loader>();
  return <SubscriptionsPage subscriptions={list} confirming={confirming} />;
}
