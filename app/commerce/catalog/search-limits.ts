// How long a search text may be, on its own so that the header's search box (on every page) takes
// two numbers into the browser, not the whole list-query module (list-query.ts re-exports them).

/** Magento caps a search text at 128 characters (catalog/search/max_query_length). */
export const MAX_SEARCH_LENGTH = 128;
/** A one-letter search would match everything: it is not run. */
export const MIN_SEARCH_LENGTH = 2;
