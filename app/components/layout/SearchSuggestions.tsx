// The header search box's suggestions: asking the search-suggest resource route as the shopper types,
// the list of products and categories, and the keys of an ARIA 1.2 combobox. Loaded on the field's
// first focus or touch (SearchBox.tsx keeps the field itself, so focus, the text and a phone's
// keyboard stay where they are while this arrives); most visits never search from the header.
import { useNavigate } from "@remix-run/react";
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { useTranslation } from "~/i18n/use-translation";
import { buildListSearch, emptyListQuery, MIN_SEARCH_LENGTH } from "~/commerce/catalog/list-query";
import type { Suggestions } from "~/commerce/catalog/search";
import { Amount } from "~/components/ui/Price";
import { categoryPath, productPath, type StoreView } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

/** Typing pauses shorter than this ask nothing: one request per word rather than per letter. */
const DEBOUNCE_MS = 150;

/** What the field (SearchBox.tsx) hands to the suggestions once they are there. */
export interface SuggestionsHandle {
  onText(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onFocus(): void;
}

/** The combobox's state that the field itself shows (aria-expanded, aria-activedescendant). */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}

interface Option {
  id: string;
  href: string;
}

interface SuggestionsProps {
  storeView: StoreView;
  listId: string;
  /** The field's box: a click or tap outside it closes the list. */
  box: RefObject<HTMLDivElement | null>;
  /** The text in the field when this arrived, and whether the shopper had typed it. */
  text: string;
  typed: boolean;
  onCombobox: (state: ComboboxState) => void;
}

const SearchSuggestions = forwardRef<SuggestionsHandle, SuggestionsProps>(function SearchSuggestions(
  { storeView, listId, box, text, typed, onCombobox },
  handle,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});
  const [found, setFound] = useState<{ q: string; suggestions: Suggestions } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A click or tap anywhere outside the box closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, box]);

  // Text typed while this was on its way is asked about at once.
  useEffect(() => {
    if (typed) ask(text);
    return () => cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for what was typed before
  }, []);

  function cancel() {
    clearTimeout(pending.current.timer);
    pending.current.abort?.abort();
  }

  function ask(q: string) {
    cancel();
    setActive(-1);
    if (Array.from(q.trim()).length < MIN_SEARCH_LENGTH) {
      setFound(null);
      setOpen(false);
      return;
    }
    pending.current.timer = setTimeout(() => {
      // Only the newest question counts: an older answer arriving late is dropped with its request.
      const abort = new AbortController();
      pending.current.abort = abort;
      fetch(`${paths.searchSuggest(storeView)}?${new URLSearchParams({ q: q.trim() })}`, {
        signal: abort.signal,
        headers: { Accept: "application/json" },
      })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((suggestions) => {
          if (abort.signal.aborted || !suggestions) return;
          setFound({ q: q.trim(), suggestions });
          setOpen(true);
        })
        .catch(() => {
          // Offline or aborted: the form still submits to the results page.
        });
    }, DEBOUNCE_MS);
  }

  const suggestions = found?.suggestions;
  const q = found?.q ?? "";
  const options: Option[] = suggestions
    ? [
        ...suggestions.products.map((p) => ({ id: `${listId}-p-${p.uid}`, href: productPath(storeView, p.urlKey) })),
        ...suggestions.categories.map((c) => ({
          id: `${listId}-c-${c.uid}`,
          href: categoryPath(storeView, c.urlPath),
        })),
        { id: `${listId}-all`, href: `${paths.search(storeView)}${buildListSearch({ ...emptyListQuery(), q })}` },
      ]
    : [];
  const expanded = open && options.length > 0;
  // The list may have shrunk under the active position.
  const activeIndex = active >= options.length ? -1 : active;
  const activeId = expanded && activeIndex >= 0 ? options[activeIndex]?.id : undefined;

  useEffect(() => onCombobox({ expanded, activeId }), [expanded, activeId, onCombobox]);

  function go(option: Option) {
    cancel();
    setOpen(false);
    setActive(-1);
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : options.length - 1);
        return;
      }
      // The positions cycle through the options and the field itself (no option active).
      const step = event.key === "ArrowDown" ? 1 : -1;
      const count = options.length;
      setActive((index) => {
        const next = ((index < 0 || index >= count ? count : index) + step + count + 1) % (count + 1);
        return next === count ? -1 : next;
      });
    } else if (event.key === "Enter" && expanded && activeIndex >= 0 && options[activeIndex]) {
      event.preventDefault();
      go(options[activeIndex]);
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  useImperativeHandle(handle, () => ({
    onText: ask,
    onKeyDown,
    onFocus: () => {
      if (found) setOpen(true);
    },
  }));

  const optionProps = (index: number) => ({
    id: options[index]?.id,
    role: "option" as const,
    "aria-selected": index === activeIndex,
    className: index === activeIndex ? "suggestion suggestion--active" : "suggestion",
    onPointerDown: (event: React.PointerEvent) => event.preventDefault(),
    onClick: () => options[index] && go(options[index]),
  });
  const productCount = suggestions?.products.length ?? 0;
  const categoryCount = suggestions?.categories.length ?? 0;

  return (
    <>
      <div className="site-search__popup" hidden={!expanded}>
        <div id={listId} role="listbox" aria-label={t("header.searchSuggestions")}>
          {productCount ? (
            <div role="group" aria-labelledby={`${listId}-products`} className="suggestion-group">
              <div id={`${listId}-products`} role="presentation" className="suggestion-group__label">
                {t("header.searchProducts")}
              </div>
              {suggestions!.products.map((product, index) => (
                <div key={product.uid} {...optionProps(index)}>
                  {product.imageUrl ? (
                    <ResponsiveImage src={product.imageUrl} alt="" width={48} height={48} sizes="48px" />
                  ) : (
                    <span className="suggestion__no-image" aria-hidden="true" />
                  )}
                  <span className="suggestion__name">{product.name}</span>
                  <span className="suggestion__price">
                    {product.priceIsFrom && suggestions!.fromWord ? `${suggestions!.fromWord} ` : null}
                    <Amount money={product.price.final} />
                  </span>
                </div>
              ))}
            </div>
          ) : null}
          {categoryCount ? (
            <div role="group" aria-labelledby={`${listId}-categories`} className="suggestion-group">
              <div id={`${listId}-categories`} role="presentation" className="suggestion-group__label">
                {t("header.searchCategories")}
              </div>
              {suggestions!.categories.map((category, index) => (
                <div key={category.uid} {...optionProps(productCount + index)}>
                  <span className="suggestion__name">{category.name}</span>
                </div>
              ))}
            </div>
          ) : null}
          <div {...optionProps(productCount + categoryCount)}>
            <span className="suggestion__all">{t("header.searchAll", { q })}</span>
          </div>
        </div>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {expanded ? t("header.searchSuggestionCount", { count: productCount + categoryCount }) : ""}
      </span>
    </>
  );
});

export default SearchSuggestions;
