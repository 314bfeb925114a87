import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useStoreView } from "~/components/layout/useStoreView";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import type { AddToBasketActionData } from "~/forms/add-to-basket.fields";
import { BasketIntent, REDIRECT_TO_FIELD } from "~/forms/basket.fields";
import { paths } from "~/routing/paths";

/**
 * One click adds one of a suggested product (a simple: nothing to choose). Without JavaScript a
 * plain post to the basket route and a 303 to `redirectTo` (the basket) with a message; with it a
 * fetcher adds in place, the button says adding/added, and the mini basket (which watches every add
 * fetcher) opens with the new line.
 */
export function CrossSellQuickAdd({ urlKey, name, redirectTo }: { urlKey: string; name: string; redirectTo: string }) {
  const { t } = useTranslation("crosssells");
  const storeView = useStoreView();
  const fetcher = useFetcher<AddToBasketActionData>();
  const busy = fetcher.state !== "idle";
  const added = fetcher.state === "idle" && fetcher.data?.added;
  const errors = fetcher.state === "idle" ? (fetcher.data?.errors ?? []) : [];
  return (
    <fetcher.Form method="post" action={paths.basket(storeView)} className="cross-sell__add">
      <EnhancedSubmissionMarker />
      <input type="hidden" name="urlKey" value={urlKey} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name={REDIRECT_TO_FIELD} value={redirectTo} />
      <button
        type="submit"
        name="intent"
        value={BasketIntent.add}
        className="button button--secondary cross-sell__add-button"
        aria-label={t("add.addNamed", { name })}
        disabled={busy}
      >
        {busy ? t("add.adding") : added ? t("add.added") : t("add.add")}
      </button>
      {errors.length ? (
        <ul className="form-errors" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fetcher.Form>
  );
}
