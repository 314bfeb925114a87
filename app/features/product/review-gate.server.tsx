// Why a shopper who is not a verified buyer cannot review, and (a guest) the way to sign in or create
// an account and come back to the product's reviews: markup that never changes in the browser, made
// here as a static part (app/components/ui/static-part.tsx) so that the page's script carries none of
// it. Its links are plain anchors, as a <Link> to a route every page's manifest holds renders them
// (sign in and register: app/routing/shell-links.server.ts), and a click on one still navigates
// client-side.
import type { AppLoadContext } from "@remix-run/node";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { paths } from "~/routing/paths";
import { CREATE_REFERER_PARAM, encodeReferer } from "~/routing/referer";
import { staticPart } from "~/shell/static-part.server";
import { REVIEWS_ANCHOR, type Reviewer } from "./reviews";

export const REVIEW_GATE_KEY = "review-gate";

/**
 * Inside div.review-gate, for a guest or a customer who has not bought the product; null for a
 * verified buyer (the form) and where reviews are off. `page` is the product page's path and query.
 */
export function reviewGatePart(context: AppLoadContext, reviewer: Reviewer, page: string): StaticPartHtml | null {
  if (reviewer !== "guest" && reviewer !== "customer") return null;
  const t = context.shop.tFor("reviews");
  const { storeView } = context.shop;
  const back = `${page}#${REVIEWS_ANCHOR}`;
  return staticPart(
    context,
    REVIEW_GATE_KEY,
    <>
      <h3 className="review-gate__title">{t("gate.title")}</h3>
      <p>{reviewer === "guest" ? t("gate.guest") : t("gate.customer")}</p>
      {reviewer === "guest" ? (
        <p className="review-gate__actions">
          <a className="button button--primary" href={paths.customer.loginReferer(storeView, back)}>
            {t("gate.signIn")}
          </a>
          <a
            className="button button--secondary"
            href={`${paths.customer.create(storeView)}?${CREATE_REFERER_PARAM}=${encodeReferer(back)}`}
          >
            {t("gate.createAccount")}
          </a>
        </p>
      ) : null}
    </>,
  );
}
