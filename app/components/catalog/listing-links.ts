// The list screens' stylesheet (filters, toolbar, chips, modes), linked by each route that shows a
// ProductListing (category pages, the products section, search results), so other pages do not load it.
import type { LinksFunction } from "@remix-run/node";
import listingStylesheet from "~/styles/listing.css";
import productStylesheet from "~/styles/product.css";

// The product page's sheet too: quick buy shows its add form (flavour and size pills, quantity).
export const listingLinks: LinksFunction = () => [
  { rel: "stylesheet", href: productStylesheet },
  { rel: "stylesheet", href: listingStylesheet },
];

/** The id of a list's results (chips, count, products): where a filter or sort applied without JavaScript lands. */
export const LIST_RESULTS_ID = "results";
