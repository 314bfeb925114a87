// What search engines and link previews read of a product page: Product JSON-LD with an
// offer per variant (price, currency, availability, the variant's own address), the aggregate rating,
// and the OpenGraph tags. Pure functions: absolute URLs from the configured origin (PUBLIC_URL).
import type { ProductDetail, ProductVariant } from "~/commerce/catalog/product";

const SCHEMA_IN_STOCK = "https://schema.org/InStock";
const SCHEMA_OUT_OF_STOCK = "https://schema.org/OutOfStock";
const SCHEMA_SOLD_OUT = "https://schema.org/SoldOut";

/** `path` made absolute on `origin`; an absolute URL (a backend's media) is kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The page of one variant: the product page with its options in the address (?flavours=..&size=..). */
export function variantPath(productPath: string, variant: ProductVariant): string {
  const query = new URLSearchParams();
  for (const attribute of variant.attributes) query.set(attribute.code, String(attribute.valueIndex));
  const search = query.toString();
  return search ? `${productPath}?${search}` : productPath;
}

/** Text of an HTML description, for the plain-text `description` fields. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

interface Offer {
  "@type": "Offer";
  sku: string;
  name?: string;
  url: string;
  price: string;
  priceCurrency: string;
  availability: string;
  itemCondition: string;
}

function offerOf(
  origin: string,
  path: string,
  item: { sku: string; name?: string; inStock: boolean; price: ProductDetail["price"] },
  soldOut: boolean,
): Offer | null {
  const money = item.price.final;
  if (!money) return null;
  return {
    "@type": "Offer",
    sku: item.sku,
    ...(item.name ? { name: item.name } : {}),
    url: absoluteUrl(origin, path),
    price: money.value.toFixed(2),
    priceCurrency: money.currency,
    availability: soldOut ? SCHEMA_SOLD_OUT : item.inStock ? SCHEMA_IN_STOCK : SCHEMA_OUT_OF_STOCK,
    itemCondition: "https://schema.org/NewCondition",
  };
}

/** schema.org Product for the page at `path`, as the text of a `<script type="application/ld+json">`. */
export function productJsonLd(options: {
  origin: string;
  path: string;
  product: ProductDetail;
  brand: string;
}): string {
  const { origin, path, product, brand } = options;
  const images = product.media.images.map((image) => absoluteUrl(origin, image.url));
  if (!images.length && product.imageUrl) images.push(absoluteUrl(origin, product.imageUrl));
  const offers = product.variants.length
    ? product.variants.map((variant) => offerOf(origin, variantPath(path, variant), variant, product.soldOut))
    : [offerOf(origin, path, product, product.soldOut)];
  const description = product.metaDescription || (product.descriptionHtml ? plainText(product.descriptionHtml) : "");
  const json = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    url: absoluteUrl(origin, path),
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    brand: { "@type": "Brand", name: brand },
    offers: offers.filter((offer): offer is Offer => offer !== null),
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: (Math.round((product.rating.percent / 20) * 10) / 10).toFixed(1),
            bestRating: "5",
            worstRating: "1",
            reviewCount: product.rating.count,
          },
        }
      : {}),
  });
  // No name or description can close the script element early.
  return json.replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** OpenGraph (and product price) meta tags of the page, for link previews. */
export function productOpenGraph(options: {
  origin: string;
  path: string;
  product: ProductDetail;
  title: string;
  siteName: string;
}): Array<{ property: string; content: string }> {
  const { origin, path, product, title, siteName } = options;
  const image = product.media.images[0]?.url ?? product.imageUrl;
  const description =
    product.metaDescription || (product.descriptionHtml ? plainText(product.descriptionHtml).slice(0, 200) : "");
  const price = product.price.final;
  const tags = [
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:url", content: absoluteUrl(origin, path) },
    { property: "og:site_name", content: siteName },
    ...(description ? [{ property: "og:description", content: description }] : []),
    ...(image ? [{ property: "og:image", content: absoluteUrl(origin, image) }] : []),
    ...(price
      ? [
          { property: "product:price:amount", content: price.value.toFixed(2) },
          { property: "product:price:currency", content: price.currency },
        ]
      : []),
    {
      property: "product:availability",
      content: product.soldOut ? "out of stock" : product.inStock ? "in stock" : "out of stock",
    },
  ];
  return tags;
}
