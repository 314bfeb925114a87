// A guest's account from the order just placed (success page): the order's email
// and name with the password the shopper chose, then signed in, and the order moved to the new
// account (the extension's assignGuestOrderToCustomer: only an order placed with that email; a stock
// Magento has none), its addresses the account's defaults.
import { data, redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { claimGuestOrder } from "~/features/checkout/success/success.server";
import { generateCustomerToken } from "~/commerce/customer/account.server";
import { createCustomer, isEmailAvailable, isEmailTaken } from "~/commerce/customer/registration.server";
import { isCommerceError } from "~/commerce/errors";
import { paths } from "~/routing/paths";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { orderAccountSchema } from "./order-account";
import { storePasswordRules } from "~/forms/password-rules.server";
import { parseSubmission } from "~/forms/parse-submission";
import { signInWith } from "~/forms/sign-in.server";
import { guestOrderPeople } from "~/commerce/sales/order-addresses.server";
import { saveAddresses } from "~/commerce/customer/addresses.server";

type Shop = AppLoadContext["shop"];

export async function orderAccountAction(request: Request, shop: Shop) {
  const last = shop.session.get("lastOrder");
  if (!last?.guestToken || shop.commerce.customerToken) return redirect(paths.home(shop.storeView), 303);
  const t = shop.tFor("payment");
  const submission = parseSubmission(
    await request.formData(),
    orderAccountSchema(await storePasswordRules(shop.commerce)),
  );
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, 400);
  // Read now: once the order is the account's, its guest token no longer opens it.
  const placed = await guestOrderPeople(shop.commerce, last.guestToken);
  const firstname = placed?.firstname ?? "";
  const refuse = (formErrors: string[], status = 400) =>
    data({ result: submission.reply({ formErrors, hideFields: ["password"] }) }, status);
  try {
    if (!(await isEmailAvailable(shop.commerce, last.email))) return refuse([t("success.account.errors.emailTaken")]);
    await createCustomer(shop.commerce, {
      email: last.email,
      firstname,
      lastname: placed?.lastname || firstname,
      password: submission.value.password,
    });
  } catch (error) {
    if (isEmailTaken(error)) return refuse([t("success.account.errors.emailTaken")]);
    if (!isCommerceError(error)) throw error;
    return error.kind === "graphql" ? refuse(error.messages) : refuse([shop.t("errors.network")], 503);
  }
  try {
    const token = await generateCustomerToken(shop.commerce, last.email, submission.value.password);
    await signInWith(shop, token, last.email, { newAccount: "fromOrder" });
    // Not being able to move the order does not undo the account. A stock Magento has no way to move
    // it (ADR 0099): the order stays a guest's, and the offer and the greeting say so.
    const movable = await shop.backend.extensions();
    if (movable && (await claimGuestOrder({ ...shop.commerce, customerToken: token }, last.guestToken))) {
      // From now on the success page reads it as one of the customer's orders.
      shop.session.set("lastOrder", { ...last, guestToken: undefined });
    }
    await saveAddresses({ ...shop.commerce, customerToken: token }, placed?.addresses ?? []);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    return redirect(paths.customer.login(shop.storeView), 303);
  }
  queueMessages(shop.session, createMessage("success", t("success.account.created"), "account"));
  return redirect(paths.account(shop.storeView), 303);
}
