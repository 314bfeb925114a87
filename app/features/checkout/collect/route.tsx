// The collection-point finder (SPEC §2 "click and collect"): search by town or
// postcode (GET ?q=, prefilled with the cart's postcode), the points nearest first, and choosing one
// with the collector's name and mobile number, which makes it the delivery address and leads to
// review and pay. The delivery step's alternative; the email step must be done first.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { storeCountry, type CollectorDefaults } from "~/features/checkout/collect/collection-points";
import {
  collectAt,
  customerCollector,
  finderBasket,
  findCollectionPoints,
} from "~/features/checkout/collect/collection-points.server";
import { requireCheckoutStep } from "~/features/checkout/progress.server";
import { isCommerceError } from "~/commerce/errors";
import { checkoutRefusal } from "~/features/checkout/refusals";
import { CollectionFinder } from "~/features/checkout/collect/CollectionFinder";
import { checkedSearch, collectSchema, parseSubmission } from "./collect-schemas.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { createMessage } from "~/sessions/messages";
import { queueMessages } from "~/sessions/messages.server";
import { type ShopSession } from "~/sessions/session.server";
import collectStyles from "~/features/checkout/collect/checkout-collect.css";

export const handle: ScreenHandle = { screen: "checkout.collect", focused: true };

type Shop = LoaderFunctionArgs["context"]["shop"];

/** Click and collect is the extension's: on a stock Magento its page is not there (404). */
async function requireCollectOffered(shop: Shop) {
  if (!(await shop.backend.extensions())) throw data(null, { status: 404 });
}

function requireCartId(shop: Shop): string {
  const cartId = shop.basket.id();
  if (!cartId) throw redirect(paths.basket(shop.storeView), 303);
  return cartId;
}

/** The points for a checked search; a backend that is away is said next to the search. */
async function pointsFor(shop: Shop, search: ReturnType<typeof checkedSearch>) {
  if (search.error) return { points: [], searchError: search.error };
  try {
    return { points: await findCollectionPoints(shop.commerce, search.q), searchError: null };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    return { points: [], searchError: "unavailable" as const };
  }
}

const EMPTY_COLLECTOR: CollectorDefaults = { firstname: "", lastname: "", telephone: "" };

/** Kept short: it rides in the session cookie. */
function rememberCollector(session: ShopSession, formData: FormData) {
  const value = (name: string) => String(formData.get(name) ?? "").slice(0, 64);
  session.set("collector", {
    firstname: value("firstname"),
    lastname: value("lastname"),
    telephone: value("telephone"),
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  await requireCollectOffered(shop);
  await requireCheckoutStep(request, shop, "delivery");
  const cartId = requireCartId(shop);
  const t = shop.tFor("collect");
  const url = new URL(request.url);
  const country = storeCountry(shop.storeView.locale);
  const [cart, customer] = await Promise.all([
    finderBasket(shop.commerce, cartId, country),
    shop.commerce.customerToken ? customerCollector(shop.commerce, country) : Promise.resolve(null),
  ]);
  // An address without ?q= searches near the basket's postcode, if it has one.
  const asked = url.searchParams.has("q");
  const initial = asked ? url.searchParams.get("q") : cart.postcode;
  const search = initial ? checkedSearch(initial) : null;
  const { points, searchError } = search ? await pointsFor(shop, search) : { points: [], searchError: null };
  return data(
    {
      title: `${t("title")} | ${shop.t("brand")}`,
      q: search?.q ?? "",
      searched: Boolean(search) && !searchError,
      searchError,
      points,
      country,
      collector: shop.session.get("collector") ?? cart.collector ?? customer ?? EMPTY_COLLECTOR,
      currentCode: cart.chosenCode,
    },
    {
      status: searchError === "required" || searchError === "tooLong" ? 400 : 200,
      headers: { "Cache-Control": PRIVATE_NO_STORE },
    },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  await requireCollectOffered(shop);
  await requireCheckoutStep(request, shop, "delivery");
  const cartId = requireCartId(shop);
  const t = shop.tFor("collect");
  const formData = await request.formData();
  const submission = parseSubmission(formData, collectSchema(storeCountry(shop.storeView.locale)));
  rememberCollector(shop.session, formData);
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const { pointCode, firstname, lastname, telephone } = submission.value;
  // The chosen point is looked up again in the list it was chosen from: its address is the backend's.
  const search = checkedSearch(new URL(request.url).searchParams.get("q"));
  const { points, searchError } = await pointsFor(shop, search);
  const point = points.find((p) => p.code === pointCode);
  if (!point) {
    const status = searchError === "unavailable" ? 503 : 400;
    return data({ result: submission.reply({ fieldErrors: { pointCode: ["pointRequired"] } }) }, status);
  }
  try {
    await collectAt(shop.commerce, cartId, point, { firstname, lastname, telephone });
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const message =
      error.kind === "graphql" ? checkoutRefusal(error.messages, shop.tFor("checkout")) : shop.t("errors.network");
    return data({ result: submission.reply({ formErrors: [message] }) }, error.kind === "graphql" ? 400 : 503);
  }
  queueMessages(shop.session, createMessage("success", t("chosen", { name: point.name }), "checkout"));
  // The checkout layout tells the tag manager (add_shipping_info) on the next page, as after home delivery.
  shop.session.set("checkoutEvents", { ...shop.session.get("checkoutEvents"), shippingSaved: true });
  return redirect(paths.checkout.confirm(shop.storeView), 303);
}

export const headers = pageHeaders;

// NOINDEX,NOFOLLOW comes from the shell: the registry marks the checkout screens noindex.
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: collectStyles }];

export default function CheckoutCollectPage() {
  const finder = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <CollectionFinder {...finder} lastResult={actionData?.result} />;
}
