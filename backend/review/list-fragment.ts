// The review list fragment (SPEC §2, §7: /review/product/listAjax/id/{product id}), as Magento's
// review controller answers it: HTML of one page of a product's approved reviews, newest first.
// Every shopper's text is escaped here; the storefront puts this HTML in its page as it is.
import type { StoreView } from "../store/repository.js";
import type { ReviewRow } from "./repository.js";

/** The fragment's few words in the store view's language (the rest is what reviewers wrote). */
const WORDS: Record<
  string,
  { stars: (n: number) => string; by: string; empty: string; label: string; writtenIn: (language: string) => string }
> = {
  en: {
    stars: (n) => `Rated ${n} out of 5`,
    writtenIn: (language) => `Written in ${language}`,
    by: "by",
    empty: "No reviews yet.",
    label: "Customer reviews",
  },
  de: {
    stars: (n) => `${n} von 5 Sternen`,
    writtenIn: (language) => `Auf ${language} verfasst`,
    by: "von",
    empty: "Noch keine Bewertungen.",
    label: "Kundenbewertungen",
  },
  es: {
    stars: (n) => `${n} de 5 estrellas`,
    writtenIn: (language) => `Escrita en ${language}`,
    by: "por",
    empty: "Todavía no hay opiniones.",
    label: "Opiniones de clientes",
  },
  fr: {
    stars: (n) => `Noté ${n} sur 5`,
    writtenIn: (language) => `Rédigé en ${language}`,
    by: "par",
    empty: "Aucun avis pour le moment.",
    label: "Avis clients",
  },
  it: {
    stars: (n) => `${n} su 5 stelle`,
    writtenIn: (language) => `Scritta in ${language}`,
    by: "di",
    empty: "Ancora nessuna recensione.",
    label: "Recensioni dei clienti",
  },
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML text or attribute value: nothing a reviewer writes becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export interface ReviewListPage {
  productId: number;
  items: readonly ReviewRow[];
  currentPage: number;
  pageSize: number;
  total: number;
}

export const totalPages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The date a review was written as an ISO date ("2025-11-02"), for `<time datetime>`. */
const isoDate = (createdAt: string) => createdAt.slice(0, 10);

/** Building an Intl formatter costs far more than using one: one per locale, for every review. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function shownDate(createdAt: string, store: StoreView): string {
  const locale = store.locale.replace("_", "-");
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate(createdAt)}T12:00:00Z`));
}

const languageNames = new Map<string, Intl.DisplayNames>();

/** A language's name in the store view's language ("Englisch" in German). */
function languageName(lang: string, store: StoreView): string {
  let names = languageNames.get(store.lang);
  if (!names) {
    names = new Intl.DisplayNames(store.lang, { type: "language" });
    languageNames.set(store.lang, names);
  }
  return names.of(lang) ?? lang;
}

/**
 * One page of reviews as HTML for `store`. `langOf` names the language of the store view a review was
 * written in: a review in another language than the page's is marked up as such (`lang`, which a
 * screen reader reads it in) and says so ("Auf Englisch verfasst"), since reviews are shown in every
 * store view as their writers wrote them.
 */
export function renderReviewList(
  page: ReviewListPage,
  store: StoreView,
  langOf: (storeCode: string) => string | undefined = () => undefined,
): string {
  const words = WORDS[store.lang] ?? WORDS.en;
  const pages = totalPages(page.total, page.pageSize);
  const items = page.items
    .map((r) => {
      const stars = Math.max(1, Math.min(5, Math.round(r.rating)));
      const lang = langOf(r.store_code) ?? store.lang;
      const foreign = lang !== store.lang;
      return [
        `<li class="review-item" data-review-id="${r.id}">`,
        `<div class="review-item__rating" role="img" aria-label="${escapeHtml(words.stars(stars))}"`,
        ` data-rating="${stars}"><span class="review-item__stars star-bar" aria-hidden="true"></span></div>`,
        `<h3 class="review-item__summary"${foreign ? ` lang="${escapeHtml(lang)}"` : ""}>${escapeHtml(r.summary)}</h3>`,
        `<p class="review-item__text"${foreign ? ` lang="${escapeHtml(lang)}"` : ""}>${escapeHtml(r.text)}</p>`,
        `<p class="review-item__meta">${words.by} <span class="review-item__nickname">${escapeHtml(r.nickname)}</span>`,
        `, <time datetime="${escapeHtml(isoDate(r.created_at))}">${escapeHtml(shownDate(r.created_at, store))}</time>`,
        foreign
          ? ` <span class="review-item__language">${escapeHtml(words.writtenIn(languageName(lang, store)))}</span>`
          : "",
        `</p>`,
        `</li>`,
      ].join("");
    })
    .join("\n");
  const attributes = [
    `class="review-list"`,
    `data-product-id="${page.productId}"`,
    `data-current-page="${page.currentPage}"`,
    `data-total-pages="${pages}"`,
    `data-total-count="${page.total}"`,
    `data-page-size="${page.pageSize}"`,
  ].join(" ");
  const body = page.items.length
    ? `<ol class="review-list__items" aria-label="${escapeHtml(words.label)}">\n${items}\n</ol>`
    : `<p class="review-list__empty">${escapeHtml(words.empty)}</p>`;
  return `<div ${attributes}>\n${body}\n</div>\n`;
}
