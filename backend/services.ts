// The shop's services, created once per database: each module's rules over its repository. The
// GraphQL resolvers (and REST handlers) reach them through the request context; the test hooks
// replace one with a wrapper at creation time (backend/testing/).
import type { Database } from "better-sqlite3";
import { createCatalogRepository, type CatalogRepository } from "./catalog/repository.js";
import { configurableProducts, type ConfigurableProducts } from "./catalog/service.js";
import { createCmsRepository } from "./cms/repository.js";
import { createCmsService, type CmsService } from "./cms/service.js";
import { createErrorReportRepository } from "./errorreport/repository.js";
import { createErrorReportService, type ErrorReportService } from "./errorreport/service.js";
import { createNewsletterRepository } from "./newsletter/repository.js";
import { createNewsletterService, type NewsletterService } from "./newsletter/service.js";
import { createQuoteRepository } from "./quote/repository.js";
import { createQuoteService, type QuoteService } from "./quote/service.js";
import { createReviewRepository } from "./review/repository.js";
import { createReviewService, type ReviewService } from "./review/service.js";
import { createSessionService, type SessionService } from "./session/service.js";
import { createStoreRepository, type StoreRepository } from "./store/repository.js";

export interface ShopServices {
  stores: StoreRepository;
  /** the catalogue's statements; each request reads through its own CatalogReader */
  catalog: CatalogRepository;
  configurable: ConfigurableProducts;
  reviews: ReviewService;
  quote: QuoteService;
  cms: CmsService;
  newsletter: NewsletterService;
  errorReports: ErrorReportService;
  session: SessionService;
  /** product image urls are mediaBaseUrl + "catalog/product/..." */
  mediaBaseUrl: string;
}

export function createShopServices(db: Database, options: { mediaBaseUrl: string }): ShopServices {
  const stores = createStoreRepository(db);
  const quote = createQuoteService(createQuoteRepository(db));
  return {
    stores,
    catalog: createCatalogRepository(db),
    configurable: configurableProducts,
    reviews: createReviewService(createReviewRepository(db)),
    quote,
    cms: createCmsService(createCmsRepository(db)),
    newsletter: createNewsletterService(createNewsletterRepository(db), stores),
    errorReports: createErrorReportService(createErrorReportRepository(db)),
    session: createSessionService(stores, quote),
    mediaBaseUrl: options.mediaBaseUrl,
  };
}
