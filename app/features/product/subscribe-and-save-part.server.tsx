// One-off purchase or subscribe and save, as plain radios of one field inside the add form (they
// post with it, with or without JavaScript): "one-off", or the subscription's delivery interval. A
// guest is asked to sign in first. Worded and priced by the loader: markup that never changes in the
// browser, made here as a static part (app/components/ui/static-part.tsx), so no script is shipped
// for it.
import type { AppLoadContext } from "@remix-run/node";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { staticPart } from "~/shell/static-part.server";
import type { SubscribeAndSaveView } from "./subscribe-and-save";

export const SUBSCRIBE_AND_SAVE_KEY = "subscribe-and-save";

/** Inside fieldset.purchase-choice: the two choices; null where the pack shown has no offer. */
export function subscribeAndSavePart(
  context: AppLoadContext,
  view: SubscribeAndSaveView | null,
): StaticPartHtml | null {
  return view ? staticPart(context, SUBSCRIBE_AND_SAVE_KEY, <SubscribeAndSave view={view} />) : null;
}

function SubscribeAndSave({ view }: { view: SubscribeAndSaveView }) {
  return (
    <>
      <legend>{view.legend}</legend>
      <label className="purchase-choice__option">
        <input type="radio" name="subscribeEvery" value="" defaultChecked />
        <b>{view.once}</b>
        <span>{view.oneOffPrice}</span>
      </label>
      <div className="purchase-choice__option">
        <b>
          {view.subscribe}
          <small>{view.terms}</small>
        </b>
        <span>{view.subscribedPrice}</span>
        {view.intervals ? (
          view.intervals.map(([weeks, words]) => (
            <label key={weeks}>
              <input type="radio" name="subscribeEvery" value={weeks} />
              {words}
            </label>
          ))
        ) : (
          <a href={view.signInHref}>{view.signIn}</a>
        )}
      </div>
    </>
  );
}
