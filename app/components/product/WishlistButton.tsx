import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useRootData } from "~/components/layout/useRootData";
import { useStoreView } from "~/components/layout/useStoreView";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import { REDIRECT_TO_FIELD } from "~/forms/basket.fields";
import { HeartIntent } from "~/forms/wishlist.fields";
import { paths } from "~/routing/paths";

/**
 * The heart on a product (its card, its page): a form that adds it to the wishlist or removes it.
 * Without JavaScript a post and a 303 back here with a message; with it a fetcher, the heart filled
 * or emptied at once. Filled only for a signed-in shopper (the shell's `wishlist`, which a cached
 * guest page never carries); a guest's press leads to sign in and back. `options`: the flavour and
 * size shown (their uids, space-separated), saved with the product (the product page). The heart itself is drawn
 * by the stylesheet (wishlist-button.css), which shows the words on the product page only: the
 * script carries no picture and no variants.
 */
export function WishlistButton({ sku, options }: { sku: string; options?: string }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const fetcher = useFetcher();
  const listed = !!useRootData()?.wishlist?.includes(sku);
  // Until the shell has the answer, the press shows (the shell's answer undoes a refused one).
  const posted = fetcher.formData?.get("intent");
  const saved = posted ? posted === HeartIntent.add : listed;
  // What a press does now; its words are the catalog's text of the same name ("Add to wishlist").
  const intent = saved ? HeartIntent.remove : HeartIntent.add;
  return (
    <fetcher.Form method="post" action={paths.account.wishlist(useStoreView())}>
      <EnhancedSubmissionMarker />
      <input type="hidden" name="sku" value={sku} />
      {options ? <input type="hidden" name="options" value={options} /> : null}
      <input type="hidden" name={REDIRECT_TO_FIELD} value={location.pathname + location.search} />
      <button name="intent" value={intent} className="heart" aria-pressed={saved}>
        {t(intent)}
      </button>
    </fetcher.Form>
  );
}
