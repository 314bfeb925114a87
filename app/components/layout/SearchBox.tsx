// The header's search (issue 12, part D): a plain GET form to the search page, which is all a
// browser without JavaScript gets. Once React runs, the field becomes an ARIA 1.2 combobox that
// offers products and categories as the shopper types (the search-suggest resource route). It is on
// every page, so it is written by hand, small, without a dependency.
import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { buildListSearch, emptyListQuery, MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from "~/commerce/catalog/list-query";
import type { Suggestions } from "~/commerce/catalog/search";
import { Amount } from "~/components/ui/Price";
import { useHydrated } from "~/components/ui/useHydrated";
import { categoryPath, productPath, type StoreView } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

/** Typing pauses shorter than this ask nothing: one request per word rather than per letter. */
const DEBOUNCE_MS = 150;

interface Option {
  id: string;
  href: string;
}

export function SearchBox({ storeView }: { storeView: StoreView }) {
  const { t } = useTranslation();
  const location = useLocation();
  const searchPath = paths.search(storeView);
  // On the results page the box keeps the text searched.
  const shownQ = location.pathname === searchPath ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <Form method="get" action={searchPath} role="search" className="site-search" key={shownQ}>
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
  const navigate = useNavigate();
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});
  const [text, setText] = useState(initial);
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
  }, [open]);

  useEffect(() => () => cancel(), []);

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
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  // The list may have shrunk under the active position.
  const activeIndex = active >= options.length ? -1 : active;
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
          ask(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => found && setOpen(true)}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-activedescendant": expanded && activeIndex >= 0 ? options[activeIndex]?.id : undefined,
            }
          : {})}
      />
      {hydrated ? (
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
      ) : null}
      {hydrated ? (
        <span className="visually-hidden" aria-live="polite">
          {expanded ? t("header.searchSuggestionCount", { count: productCount + categoryCount }) : ""}
        </span>
      ) : null}
    </div>
  );
}
