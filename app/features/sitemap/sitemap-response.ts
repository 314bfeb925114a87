// How the sitemap files are answered: XML that any shared cache may keep for an hour (the catalogue
// read behind them is kept ten minutes in process), and the URL limit per file.
import { MAX_URLS_PER_SITEMAP } from "./sitemap-xml";

export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

/**
 * URLs per sitemap file: the protocol's 50,000, or fewer with SITEMAP_MAX_URLS (to see the split
 * into parts without a catalogue of 50,000 pages).
 */
export function sitemapLimit(): number {
  const configured = Number(process.env.SITEMAP_MAX_URLS);
  return Number.isInteger(configured) && configured > 0 && configured < MAX_URLS_PER_SITEMAP
    ? configured
    : MAX_URLS_PER_SITEMAP;
}
