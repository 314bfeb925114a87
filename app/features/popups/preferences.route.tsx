// Store and currency preferences: a page of its own (the no-JS form behind the header's popup)
// and the action that switches store view and currency, or answers the geo-store suggestion.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { ShopRequest } from "~/commerce/context.server";
import {
  backendFailureResponse,
  basketMoveMessages,
  data,
  getCategoryByPath,
  getProductByUrlKey,
  loadStoreData,
  moveBasket,
  pageHeaders,
  parseSubmission,
  PreferencesSchema,
  PRIVATE_NO_STORE,
  queueMessages,
  redirect,
} from "./preferences.server";
import { availableCurrencies } from "~/commerce/store/store";
import { PreferencesForm } from "~/components/layout/PreferencesForm";
import { safeReturnPath } from "~/http/safe-redirect";
import { pathWithinStore, storeViewByCode, type StoreView } from "~/i18n/store-views";
import { translatePath } from "~/routing/registry-on-server.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { createMessage } from "~/sessions/messages";

/** The screen of the route registry (which keeps it from search engines). */
export const handle: ScreenHandle = { screen: "preferences" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = context.shop.t;
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("returnTo"), "/");
  return data(
    { returnTo, title: `${t("preferences.title")} | ${t("brand")}` },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

/**
 * The same screen in the target store (the route registry declares every screen in every store).
 * Only a product or category may be missing there: then the target's home page.
 */
async function targetPath(returnTo: string, target: StoreView, ctx: ShopRequest["commerce"]): Promise<string> {
  const { path, kind } = translatePath(returnTo, target);
  if (kind === "other") return path;
  const inTarget = pathWithinStore(new URL(path, "http://x").pathname).replace(/^\/+|\/+$/g, "");
  const targetCtx = { ...ctx, storeCode: target.code, currency: target.baseCurrency };
  const exists =
    kind === "product"
      ? (await getProductByUrlKey(targetCtx, inTarget.split("/").pop() ?? "")).product !== null
      : (await getCategoryByPath(targetCtx, inTarget)).category !== null;
  return exists ? path : paths.home(target);
}

/**
 * Whether the posted currency is the shopper's pick for the target store. The box offers the shown
 * store's currencies and starts on the one shown: left so while another store is chosen, it picks
 * nothing there, and that store prices in its own money (or the one picked there before), as a shop
 * abroad does. Changed in the box, it is a pick, kept when the target sells in it.
 */
function currencyPicked(currency: string, target: StoreView, shop: ShopRequest): boolean {
  return target.code === shop.storeView.code || currency !== shop.commerce.currency;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const submission = parseSubmission(await request.formData(), PreferencesSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const returnTo = safeReturnPath(value.returnTo, paths.home(shop.storeView));
  const session = shop.session;

  if (value.intent === "geo-dismiss") {
    session.unset("geoStore");
    return redirect(returnTo, 303);
  }

  const target = storeViewByCode(value.store);
  if (!target) return data({ result: submission.reply({ fieldErrors: { store: ["storeInvalid"] } }) }, { status: 400 });
  try {
    // A store chosen, by hand or from the suggestion: no store is suggested to this shopper again.
    session.unset("geoStore");
    session.set("storeChosen", true);
    // The outcome is a message on the page the shopper lands on, in that store's language.
    const t = context.shop.tFor("common", target.locale);
    queueMessages(session, createMessage("success", t("preferences.saved")));
    if (value.intent === "preferences" && value.currency && currencyPicked(value.currency, target, shop)) {
      const targetStore = await loadStoreData({
        ...shop.commerce,
        storeCode: target.code,
        currency: target.baseCurrency,
      });
      const allowed = availableCurrencies(targetStore.data);
      // A currency the target store does not sell in falls back to its default rather than failing.
      const currencies = { ...session.get("currencyByStore") };
      if (
        allowed.includes(value.currency) &&
        value.currency !== targetStore.data.currency?.default_display_currency_code
      ) {
        currencies[target.code] = value.currency;
      } else {
        delete currencies[target.code];
      }
      session.set("currencyByStore", currencies);
    }
    // The basket comes along: after the currency choice, so its prices are in the one shown there.
    const targetCurrency = session.get("currencyByStore")?.[target.code] ?? target.baseCurrency;
    const moved = await moveBasket(
      shop.commerce,
      { ...shop.commerce, storeCode: target.code, currency: targetCurrency },
      session,
    );
    if (moved) queueMessages(session, ...basketMoveMessages(moved, t));
    const path = await targetPath(returnTo, target, shop.commerce);
    return redirect(path, 303);
  } catch (error) {
    return backendFailureResponse(error);
  }
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function PreferencesPage() {
  const { returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="preferences-page" aria-labelledby="preferences-heading">
      <h1 id="preferences-heading">{t("preferences.title")}</h1>
      <PreferencesForm returnTo={returnTo} />
    </section>
  );
}
