// The header's search: a plain GET form to the search page, which is all a
// browser without JavaScript gets. Once React runs, the field becomes an ARIA 1.2 combobox that
// offers products and categories as the shopper types (the search-suggest resource route). It is on
// every page, so it is written by hand, small, without a dependency; the suggestions' own code
// (SearchSuggestions.tsx) comes on the field's first focus or touch.
import { Form, useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_SEARCH_LENGTH } from "~/commerce/catalog/search-limits";
import { useHydrated } from "~/components/ui/useHydrated";
import type { StoreView } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import type { ComboboxState, SuggestionsHandle } from "./SearchSuggestions";

const SearchSuggestions = lazy(() => import("./SearchSuggestions"));

export function SearchBox({ storeView }: { storeView: StoreView }) {
  const { t } = useTranslation();
  const location = useLocation();
  const searchPath = paths.search(storeView);
  // On the results page the box keeps the text searched.
  const shownQ = location.pathname === searchPath ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <Form method="get" action={searchPath} discover="none" role="search" className="site-search" key={shownQ}>
      <label htmlFor="aa-search" className="visually-hidden">
        {t("header.searchLabel")}
      </label>
      <SearchField storeView={storeView} initial={shownQ.slice(0, MAX_SEARCH_LENGTH)} />
      <button type="submit" className="site-search__submit">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t("header.searchSubmit")}</span>
      </button>
    </Form>
  );
}

function SearchField({ storeView, initial }: { storeView: StoreView; initial: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const suggestions = useRef<SuggestionsHandle>(null);
  const [text, setText] = useState(initial);
  // Set on the first focus, touch or keystroke: from then on the suggestions' code is on its way.
  const [wanted, setWanted] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const onCombobox = useCallback((state: ComboboxState) => setCombobox(state), []);
  const want = () => setWanted(true);

  // Until the suggestions come, an empty (hidden) list and live region stand where theirs will be.
  const waiting = (
    <>
      <div className="site-search__popup" hidden>
        <div id={listId} role="listbox" aria-label={t("header.searchSuggestions")} />
      </div>
      <span className="visually-hidden" aria-live="polite" />
    </>
  );

  return (
    <div className="site-search__field" ref={box}>
      <input
        id="aa-search"
        name="q"
        type="search"
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={t("header.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          want();
          suggestions.current?.onText(event.target.value);
        }}
        onKeyDown={(event) => suggestions.current?.onKeyDown(event)}
        onFocus={() => {
          want();
          suggestions.current?.onFocus();
        }}
        onPointerDown={want}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": combobox.expanded,
              "aria-controls": listId,
              "aria-activedescendant": combobox.activeId,
            }
          : {})}
      />
      {hydrated && wanted ? (
        <Suspense fallback={waiting}>
          <SearchSuggestions
            ref={suggestions}
            storeView={storeView}
            listId={listId}
            box={box}
            text={text}
            typed={text !== initial}
            onCombobox={onCombobox}
          />
        </Suspense>
      ) : hydrated ? (
        waiting
      ) : null}
    </div>
  );
}
