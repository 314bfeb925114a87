import type { SubscribeAndSaveView } from "./subscribe-and-save";

/**
 * One-off purchase or subscribe and save, as plain radios of one field inside the add form (they
 * post with it, with or without JavaScript): "one-off", or the subscription's delivery interval.
 * A guest is asked to sign in first. Worded and priced by the loader: markup only.
 */
export function SubscribeAndSave({ view }: { view: SubscribeAndSaveView }) {
  return (
    <fieldset className="purchase-choice">
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
    </fieldset>
  );
}
