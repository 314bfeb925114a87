// Where a list's results start. Each list screen links one stylesheet of its own that imports the
// list's parts (list-filters.css, list-chips.css, list-toolbar.css, product-listing.css,
// listing-layout.css, beside their components here) and the quick buy's add form.

/** The id of a list's results (chips, count, products): where a filter or sort applied without JavaScript lands. */
export const LIST_RESULTS_ID = "results";
