// The shop's services, created once per database: each module's rules over its repository. The
// GraphQL resolvers (and REST handlers) reach them through the request context; the test hooks
// replace one with a wrapper at creation time (backend/testing/).
import type { RateLimitStore } from "./ratelimit/limiter.js";
import { sqliteSharedState } from "./ratelimit/shared-state.js";
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
import { createBasketExtrasService, type BasketExtrasService } from "./basketextras/service.js";
import { createCrossSellService, type CrossSellService } from "./crosssell/service.js";
import { createCustomerService, type CustomerService, type CustomerServiceOptions } from "./customer/service.js";
import { createTotalsCalculator, type TotalsCalculator } from "./quote/totals.js";
import { createRewardService, type RewardService } from "./reward/service.js";
import { createSalesRuleService, type SalesRuleService } from "./salesrule/service.js";
import { createShippingService, type ShippingService } from "./shipping/service.js";
import { createTaxService, type TaxService } from "./tax/service.js";
import { createAccountServices, type AccountServices } from "./customer/account-services.js";
import { createSalesRepository } from "./sales/repository.js";
import { createSalesService, type SalesService } from "./sales/service.js";
import { createPointsHistoryService, type PointsHistoryService } from "./reward/history.js";
import { createReferralService, type ReferralService } from "./referral/service.js";
import { createVaultService, type VaultService } from "./vault/service.js";
import { createSubscriptionService, type SubscriptionService } from "./subscription/service.js";
import { subscribeAndSaveCollector } from "./subscription/subscribe-and-save.js";
import { createCustomerReviews, type CustomerReviews } from "./review/customer-reviews.js";
import { createAddressBook, type AddressBook } from "./customer/addresses.js";
import { createProfileService, type ProfileService } from "./customer/profile.js";
import { cardProviderSecret, createCardPayService, type CardPayService } from "./cardpay/service.js";
import { createCheckoutService, type CheckoutService } from "./checkout/service.js";
import { createClickCollectService, type ClickCollectService } from "./clickcollect/service.js";
import { createOrderPlacement, type OrderPlacement } from "./payment/place-order.js";
import { createStockAlertRepository } from "./productalert/repository.js";
import { createStockAlertService, type StockAlertService } from "./productalert/service.js";
import { createCacheInvalidation, productTagsOf, type CacheInvalidation } from "./cache/invalidation.js";

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
  customers: CustomerService;
  addresses: AddressBook;
  profiles: ProfileService;
  salesRules: SalesRuleService;
  shipping: ShippingService;
  reward: RewardService;
  tax: TaxService;
  basketExtras: BasketExtrasService;
  crossSells: CrossSellService;
  sales: SalesService;
  /** a cart's totals: Magento's total collectors in order (quote/totals.ts) */
  totals: TotalsCalculator;
  /** product image urls are mediaBaseUrl + "catalog/product/..." */
  mediaBaseUrl: string;
  /** create account, password reset, the mail outbox (issue 10, part A) */
  accounts: AccountServices;
  // issue 10, part D (account perks)
  pointsHistory: PointsHistoryService;
  referrals: ReferralService;
  vault: VaultService;
  subscriptions: SubscriptionService;
  customerReviews: CustomerReviews;
  /** the card provider's payment sessions (issue 11, part D) */
  cardPay: CardPayService;
  /** issue 11, part A: the cart's email and full addresses */
  checkout: CheckoutService;
  /** issue 11, part B: collection points near a town or postcode, and the click-and-collect address check */
  clickCollect: ClickCollectService;
  /** issue 11, part C: payment information and placing the order (payment/place-order.ts) */
  orderPlacement: OrderPlacement;
  /** issue 13: back-in-stock alerts (productalert/service.ts) */
  stockAlerts: StockAlertService;
  /** Magento's cache tags, told when what pages show changes (stock, prices, catalogue, CMS) */
  cacheTags: CacheInvalidation;
  /** the cache tags of products whose stock or price changed, their parents included */
  productTags: (productIds: Iterable<number>) => string[];
}

export function createShopServices(
  db: Database,
  options: {
    mediaBaseUrl: string;
    customers?: CustomerServiceOptions;
    /** Where sign-in and password-reset counters live (ratelimit/shared-state.ts); default this database. */
    rateLimitStore?: RateLimitStore;
    /** signs the card provider's results; default CARD_PROVIDER_SECRET (cardpay/service.ts) */
    cardProviderSecret?: string;
  },
): ShopServices {
  const stores = createStoreRepository(db);
  // Gift lines follow the reward rule on every cart write (basketextras/service.ts withRewardRules).
  const basketExtras = createBasketExtrasService(db, createQuoteService(createQuoteRepository(db)));
  const quote = basketExtras.withRewardRules(createQuoteService(createQuoteRepository(db)));
  const salesRules = createSalesRuleService(db);
  const shipping = createShippingService(db, stores);
  const reward = createRewardService(db);
  const tax = createTaxService(db);
  const rateLimitStore = options.rateLimitStore ?? sqliteSharedState(db).rateLimitStore;
  const customers = createCustomerService(db, { rateLimitStore, ...options.customers });
  const accounts = createAccountServices(db, stores, rateLimitStore);
  const services: ShopServices = {
    stores,
    catalog: createCatalogRepository(db),
    configurable: configurableProducts,
    reviews: createReviewService(createReviewRepository(db)),
    quote,
    cms: createCmsService(createCmsRepository(db)),
    newsletter: createNewsletterService(createNewsletterRepository(db), stores, accounts.welcomeCoupons),
    errorReports: createErrorReportService(createErrorReportRepository(db)),
    session: createSessionService(stores, quote, customers, reward),
    customers,
    addresses: createAddressBook(db),
    profiles: createProfileService(db, {
      signInLimits: options.customers?.signInLimits,
      rateLimitStore,
      welcomeCoupons: accounts.welcomeCoupons,
    }),
    salesRules,
    shipping,
    reward,
    tax,
    basketExtras,
    crossSells: createCrossSellService(db),
    sales: createSalesService(createSalesRepository(db)),
    // Magento's order: subtotal, discount, shipping, reward points, tax, grand total; free gifts are
    // priced at 0 before any of them (basket extras), a subscription line at its subscription price.
    totals: createTotalsCalculator([
      basketExtras.collector,
      subscribeAndSaveCollector,
      salesRules.collector,
      shipping.collector,
      reward.collector,
      tax.collector,
    ]),
    mediaBaseUrl: options.mediaBaseUrl,
    accounts,
    pointsHistory: createPointsHistoryService(db),
    referrals: createReferralService(db),
    vault: createVaultService(db),
    subscriptions: createSubscriptionService(db),
    customerReviews: createCustomerReviews(db),
    cardPay: createCardPayService(db, {
      secret: options.cardProviderSecret ?? cardProviderSecret(process.env),
      publicUrl: process.env.PUBLIC_URL,
    }),
    checkout: createCheckoutService(db),
    clickCollect: createClickCollectService(db),
    orderPlacement: createOrderPlacement(db, () => services),
    stockAlerts: null as unknown as StockAlertService,
    cacheTags: createCacheInvalidation(),
    productTags: productTagsOf(db),
  };
  // The alert emails go through the accounts' outbox, signed with the same shop name.
  services.stockAlerts = createStockAlertService(createStockAlertRepository(db), {
    catalog: services.catalog,
    stores,
    mail: services.accounts.mail,
    shopName: services.accounts.shopName,
    publicUrl: services.accounts.publicUrl,
    stockChanged: (productId) => services.cacheTags.invalidate(services.productTags([productId])),
  });
  return services;
}
