// The note of a product sold for good (no add, no alert): markup that never changes in the browser,
// made here as a static part (app/components/ui/static-part.tsx), so that the page's script carries
// none of it.
import type { AppLoadContext } from "@remix-run/node";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { staticPart } from "~/shell/static-part.server";

export const SOLD_OUT_KEY = "sold-out";

/** Inside div.sold-out, for a product sold for good; null otherwise. */
export function soldOutPart(context: AppLoadContext, soldOut: boolean): StaticPartHtml | null {
  if (!soldOut) return null;
  const t = context.shop.tFor("product");
  return staticPart(
    context,
    SOLD_OUT_KEY,
    <>
      <p className="sold-out__title">{t("soldOut.title")}</p>
      <p>{t("soldOut.text")}</p>
    </>,
  );
}
