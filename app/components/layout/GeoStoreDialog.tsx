import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { GeoStoreOffer } from "~/commerce/customer/session-data";
import { useStoreView } from "./useStoreView";
import { storeViewByCode } from "~/i18n/store-views";
import { paths } from "~/routing/paths";

/**
 * The backend's suggestion of a better-matching store. Without JavaScript it is a banner with two
 * buttons; with it, the same content opens as a modal popup when it is its `turn` (GeoStoreNotice
 * keeps its place in the popup queue). Both answers are form posts, so that remembering the choice
 * is never done by a GET.
 */
export default function GeoStoreDialog({ suggestion, turn }: { suggestion: GeoStoreOffer; turn: boolean }) {
  const storeView = useStoreView();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const dismisser = useFetcher();
  const returnTo = `${location.pathname}${location.search}`;
  const action = paths.preferences(storeView);

  // Rendered open (a banner) for plain HTML; once JavaScript runs it becomes a modal popup when it
  // is its turn, and stays out of sight while an earlier popup waits for its answer.
  useEffect(() => {
    const element = dialog.current;
    if (!element || typeof element.showModal !== "function") return;
    if (turn && !element.matches(":modal")) {
      if (element.open) element.close();
      element.showModal();
    } else if (!turn && element.open) {
      element.close();
    }
  }, [turn]);

  // A suggestion that names no store offers nothing to switch to.
  if (!suggestion.store) return null;
  // The texts are in the suggested store's language.
  const lang = storeViewByCode(suggestion.store)?.locale;
  return (
    <dialog
      ref={dialog}
      open
      className="geo-store"
      aria-labelledby="geo-store-title"
      data-testid="geo-store"
      // Escape closes the popup: that is an answer too, so remember it as "stay".
      onCancel={() => dismisser.submit({ intent: "geo-dismiss", returnTo }, { method: "post", action })}
    >
      <h2 id="geo-store-title" lang={lang}>
        {suggestion.popup_title}
      </h2>
      {suggestion.popup_subline ? (
        <p className="geo-store__subline" lang={lang}>
          {suggestion.popup_subline}
        </p>
      ) : null}
      <ul className="geo-store__copy" lang={lang}>
        {suggestion.popup_copy1 ? <li>{suggestion.popup_copy1}</li> : null}
        {suggestion.popup_copy2 ? <li>{suggestion.popup_copy2}</li> : null}
      </ul>
      <div className="geo-store__actions">
        <Form method="post" action={action} discover="none">
          <input type="hidden" name="intent" value="geo-accept" />
          <input type="hidden" name="store" value={suggestion.store} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="button button--primary" lang={lang}>
            {suggestion.popup_button}
          </button>
        </Form>
        <Form method="post" action={action} discover="none">
          <input type="hidden" name="intent" value="geo-dismiss" />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="button button--secondary" lang={lang}>
            {suggestion.stay_label}
          </button>
        </Form>
      </div>
    </dialog>
  );
}
