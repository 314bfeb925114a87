// Without JavaScript, the product page's heart for a product with flavours and sizes: a button of the
// add-to-basket form (the `form` attribute, as the sticky add bar's), so that it posts the flavour
// and size the shopper ticked, not the pack the page happened to show, to the wishlist. Shown only
// where scripts do not run (the heart's fetcher form keeps the page's address in step with a tick);
// the stylesheet hides the fetcher form beside it there. Markup that never changes in the browser,
// made here as a static part (app/components/ui/static-part.tsx), so no script is shipped for it.
import type { AppLoadContext } from "@remix-run/node";
import type { ProductDetail } from "~/commerce/catalog/product";
import { wishlistSkus } from "~/commerce/wishlist/core/wishlist.server";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { HeartIntent } from "~/forms/wishlist.fields";
import { paths } from "~/routing/paths";
import { staticPart } from "~/shell/static-part.server";

export const HEART_CHOICE_KEY = "heart-choice";

/**
 * Inside div.heart-choice: the heart as a button of the add-to-basket form `formId`, for a product
 * with flavours or sizes that can be added; null for any other (its heart's own form says it all).
 */
export async function heartChoicePart(
  context: AppLoadContext,
  { formId, product }: { formId: string; product: ProductDetail },
): Promise<StaticPartHtml | null> {
  if (!product.options.length || product.soldOut) return null;
  // A data request comes from a page whose script runs, where the part is never shown: it is not
  // made, nor the wishlist read for it. (A no-JS press comes back through a document request.)
  if (!context.documentHtml) return null;
  const { shop } = context;
  // The same read as the shell's filled hearts (one answer per request); a failed read, an empty heart.
  const listed = shop.commerce.customerToken
    ? (await wishlistSkus(shop.commerce).catch((): string[] => [])).includes(product.sku)
    : false;
  const intent = listed ? HeartIntent.remove : HeartIntent.add;
  return staticPart(
    context,
    HEART_CHOICE_KEY,
    <button
      type="submit"
      form={formId}
      formAction={paths.account.wishlist(shop.storeView)}
      formNoValidate
      name="intent"
      value={intent}
      className="heart"
      aria-pressed={listed}
    >
      {shop.tFor("catalog")(intent)}
    </button>,
  );
}
