// The basket route's add intent: the posted choice (flavour and size, a bundle's parts) is checked
// against the product, then added. With JavaScript the form's fetcher gets the outcome as data;
// without, a 303 back to `redirectTo` showing the same choice, with the outcome as a message and a
// refused quantity or missing option in the address, so the page marks the field as the fetcher's
// answer would.
import { data } from "@remix-run/node";
import type { TFunction } from "i18next";
import { addToBasket, type AddOutcome } from "~/features/basket/add-to-basket.server";
import { getProductByUrlKey } from "~/commerce/catalog/product.server";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError } from "~/commerce/errors";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { purchaseFrom, type PurchaseProblem } from "~/commerce/catalog/product-selection";
import { parseSubmission } from "~/forms/parse-submission";
import {
  AddToBasketSchema,
  KEEP_ADDRESS_FIELD,
  REFUSED_ADD_PARAMS,
  type AddToBasketActionData,
} from "~/forms/add-to-basket";
import type { BasketIntentArgs } from "./basket-intent.server";
import { withQuery } from "~/http/safe-redirect";
import { respond } from "~/forms/enhanced-submission.server";
import {
  cookiesOffNotice,
  keepsNoCookies,
  needsCookieCheck,
  testCookieHeader,
  withCookieCheck,
} from "~/sessions/cookie-check.server";

/** The shopper-facing words for a choice that cannot be sold. */
function purchaseProblemMessage(t: TFunction, problem: PurchaseProblem): string {
  switch (problem.problem) {
    case "optionsMissing":
      return t("add.chooseOptions");
    case "combinationUnavailable":
      return t("add.combinationUnavailable");
    case "variantOutOfStock":
      return t("add.variantOutOfStock", { variant: problem.variant });
    case "partOutOfStock":
      return t("add.partOutOfStock", { part: problem.part });
  }
}

const LEFTOVERS = Object.values(REFUSED_ADD_PARAMS);

export async function addToBasketIntent({ request, formData, shop, enhanced, redirectTo }: BasketIntentArgs) {
  const submission = parseSubmission(formData, AddToBasketSchema);
  const urlKey = formData.get("urlKey");
  if (typeof urlKey !== "string" || !urlKey) {
    return data<AddToBasketActionData>({ result: submission.reply(), added: false, errors: [] }, { status: 400 });
  }
  const { product } = await getProductByUrlKey(shop.commerce, urlKey);
  if (!product?.sku) throw data(null, { status: 404 });
  // What is bought comes from the posted options, not from the variant the page happened to show.
  const purchase = purchaseFrom(product, formData);
  // A list's quick buy comes back to the list as it was; a product page shows the choice again.
  const keepAddress = formData.get(KEEP_ADDRESS_FIELD) === "1";
  const back = (extra: [string, string][] = []) =>
    keepAddress ? redirectTo : withQuery(redirectTo, new URLSearchParams([...purchase.query, ...extra]), LEFTOVERS);
  const postedQuantity = String(formData.get("quantity") ?? "");

  if (submission.status !== "success") {
    return respond({
      enhanced,
      data: { result: submission.reply(), added: false, errors: [] } satisfies AddToBasketActionData,
      status: 400,
      redirectTo: back([[REFUSED_ADD_PARAMS.quantity, postedQuantity]]),
    });
  }

  // With JavaScript, a browser that keeps no cookies is told next to the button, before anything is
  // added to a basket it could never see again (without, the page the 303 leads to tells it).
  if (enhanced && keepsNoCookies(request)) {
    const errors = [cookiesOffNotice(shop.t)];
    return data<AddToBasketActionData>({ result: submission.reply(), added: false, errors }, { status: 409 });
  }

  const t = shop.tFor("product");
  if (!purchase.ok) {
    const message = purchaseProblemMessage(t, purchase);
    const missing = purchase.problem === "optionsMissing" ? purchase.fields : [];
    if (!enhanced) queueMessages(shop.session, createMessage("error", message, "product"));
    return respond({
      enhanced,
      data: {
        result: submission.reply({
          fieldErrors: Object.fromEntries(missing.map((field) => [field, ["optionRequired"]])),
        }),
        added: false,
        errors: [message],
      } satisfies AddToBasketActionData,
      status: 409,
      redirectTo: back([
        [REFUSED_ADD_PARAMS.quantity, postedQuantity],
        ...missing.map((field): [string, string] => [REFUSED_ADD_PARAMS.missing, field]),
      ]),
    });
  }

  // Subscribe and save: a signed-in customer's (the subscription is theirs), at an interval offered.
  const frequency = submission.value.subscribeEvery ?? null;
  const offered = frequency === null || Boolean(product.subscribeAndSave?.frequenciesWeeks.includes(frequency));
  if (!offered || (frequency !== null && !shop.commerce.customerToken)) {
    const message = t(offered ? "subscribe.signInFirst" : "subscribe.notOffered");
    if (!enhanced) queueMessages(shop.session, createMessage("error", message, "product"));
    return respond({
      enhanced,
      data: { result: submission.reply(), added: false, errors: [message] } satisfies AddToBasketActionData,
      status: 409,
      redirectTo: back(),
    });
  }

  let outcome: AddOutcome;
  try {
    outcome = await addToBasket(
      shop.commerce,
      shop.session,
      {
        sku: product.sku,
        quantity: submission.value.quantity,
        selected_options: purchase.selectedOptions,
        ...(frequency === null ? {} : { subscription_frequency_weeks: frequency }),
      },
      shop.sharedMarks,
    );
  } catch (error) {
    // Told to the shopper next to the button (or as messages): a product no longer sold, a backend away.
    if (!isCommerceError(error)) throw error;
    const common = shop.t;
    const errors = failureMessages(error, common("errors.network"), "product", common("errors.busy")).map(
      (m) => m.text,
    );
    outcome = { ok: false, errors, totalQuantity: 0 };
  }
  if (!enhanced) {
    queueMessages(
      shop.session,
      ...(outcome.ok
        ? [createMessage("success", t("add.addedMessage"), "product")]
        : outcome.errors.map((text) => createMessage("error", text, "product"))),
    );
  }
  // The basket lives in a cookie: a browser that came without one is tested (cookie-check.server.ts):
  // without JavaScript the page it returns to looks whether the cookie came back (with it, every
  // page already says so where the browser keeps none: app/http/first-script.server.ts).
  const checkCookies = needsCookieCheck(request);
  return respond({
    enhanced,
    data: { result: submission.reply(), added: outcome.ok, errors: outcome.errors } satisfies AddToBasketActionData,
    status: outcome.ok ? 200 : 409,
    // Back to the page showing what was just added (a product page: the same choice again).
    redirectTo: checkCookies ? withCookieCheck(back()) : back(),
    headers: checkCookies ? { "Set-Cookie": testCookieHeader(request) } : undefined,
  });
}
