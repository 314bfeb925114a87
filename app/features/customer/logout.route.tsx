// Sign out: a POST only (the header's form). The token is revoked at the backend and the customer's
// part of the session cleared (token, the customer's basket ids); the session gets a new id. A GET
// changes nothing and goes home. From a page of the account area (or another private screen, which
// would only ask to sign in again) the shopper lands on the home page; elsewhere back where they were.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { revokeCustomerToken } from "~/commerce/customer/account.server";
import { REDIRECT_TO_FIELD } from "~/forms/basket.fields";
import { safeReturnPath } from "~/http/safe-redirect";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { matchScreen } from "~/routing/registry-on-server.server";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { signOutSession } from "~/sessions/session.server";

export const handle: ScreenHandle = { screen: "customer.logout" };

export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(paths.home(context.shop.storeView), 303);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const formData = await request.formData();
  if (shop.commerce.customerToken) {
    // Signed out here whatever the backend says: an expired token is as good as revoked.
    await revokeCustomerToken(shop.commerce).catch(() => undefined);
    signOutSession(shop.session);
    queueMessages(shop.session, createMessage("success", shop.tFor("account")("signOut.done"), "account"));
  }
  const home = paths.home(shop.storeView);
  const back = safeReturnPath(formData.get(REDIRECT_TO_FIELD), home);
  const backTo = matchScreen(new URL(back, "http://shop.invalid").pathname);
  const signedInOnly = backTo?.screen.id === "account" || backTo?.screen.id.startsWith("account.");
  return redirect(signedInOnly ? home : back, 303);
}
