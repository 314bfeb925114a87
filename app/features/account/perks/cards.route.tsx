// Saved cards (account.cards): the customer's Vault tokens and deleting one after
// a confirmation step (`?delete=<public hash>` asks; only the POST deletes).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deleteSavedCard, savedCards } from "~/commerce/customer/cards.server";
import { CardsPage } from "./CardsPage";
import { DeleteCardSchema, parseSubmission } from "./schemas.server";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { signedInAction, signedInCall, requireExtensionPage } from "../account-call.server";
import { createMessage } from "~/sessions/messages";
import { queueMessages } from "~/sessions/messages.server";
import perksStyles from "./perks.css";

export const handle: ScreenHandle = { screen: "account.cards" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireExtensionPage(context.shop);
  const { shop } = context;
  const cards = await signedInCall(request, shop, savedCards);
  const asked = new URL(request.url).searchParams.get("delete");
  const t = shop.tFor("perks");
  return data(
    {
      title: `${t("cards.title")} | ${shop.t("brand")}`,
      cards,
      // only one of the customer's own cards can be asked about
      confirming: cards.some((c) => c.publicHash === asked) ? asked : null,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireExtensionPage(context.shop);
  return signedInAction(request, context.shop, (posted) => deleteACard(posted, context.shop));
}

async function deleteACard(request: Request, shop: ActionFunctionArgs["context"]["shop"]) {
  const t = shop.tFor("perks");
  const submission = parseSubmission(await request.formData(), DeleteCardSchema);
  const deleted =
    submission.status === "success" && (await deleteSavedCard(shop.commerce, submission.value.publicHash));
  queueMessages(
    shop.session,
    deleted
      ? createMessage("success", t("cards.deleted"), "account")
      : createMessage("error", t("cards.notFound"), "account"),
  );
  return redirect(paths.account.cards(shop.storeView), 303);
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: perksStyles }];

export default function CardsRoute() {
  const { cards, confirming } = useLoaderData<typeof loader>();
  return <CardsPage cards={cards} confirming={confirming} />;
}
