// The embedded backend's modules, in the order they are set up (ADR 0053). Each folder's module.ts
// says what the module brings: its SDL, resolvers, migrations, services, REST routes and test hooks.
// The server, the schema, the REST router, the migrations and the codegen input loop over this list.
//
// Adding a module: write backend/<name>/module.ts and append it here. A module's services may read
// the services of modules above it (or read later ones lazily); the list order decides nothing else
// that a shopper sees: a GraphQL field, a service and a migration version each have one owner.
import { basketExtrasModule } from "./basketextras/module.js";
import { cacheModule } from "./cache/module.js";
import { cardPayModule } from "./cardpay/module.js";
import { catalogModule } from "./catalog/module.js";
import { checkoutModule } from "./checkout/module.js";
import { clickCollectModule } from "./clickcollect/module.js";
import { compareModule } from "./compare/module.js";
import { cmsModule } from "./cms/module.js";
import { contactModule } from "./contact/module.js";
import { crossSellModule } from "./crosssell/module.js";
import { customerModule } from "./customer/module.js";
import { dbModule } from "./db/module.js";
import { directoryModule } from "./directory/module.js";
import { downloadableModule } from "./downloadable/module.js";
import { eavModule } from "./eav/module.js";
import { errorReportModule } from "./errorreport/module.js";
import { loginAsCustomerModule } from "./loginascustomer/module.js";
import { mailModule } from "./mail/module.js";
import type { BackendModule } from "./manifest.js";
import { mediaModule } from "./media/module.js";
import { newsletterModule } from "./newsletter/module.js";
import { paymentModule } from "./payment/module.js";
import { paypalModule } from "./paypal/module.js";
import { productAlertModule } from "./productalert/module.js";
import { quoteModule } from "./quote/module.js";
import { rateLimitModule } from "./ratelimit/module.js";
import { referralModule } from "./referral/module.js";
import { reviewModule } from "./review/module.js";
import { rewardModule } from "./reward/module.js";
import { salesModule } from "./sales/module.js";
import { salesRuleModule } from "./salesrule/module.js";
import { searchModule } from "./search/module.js";
import { sendFriendModule } from "./sendfriend/module.js";
import { seedModule } from "./seed/module.js";
import { sessionModule } from "./session/module.js";
import { shippingModule } from "./shipping/module.js";
import { storeModule } from "./store/module.js";
import { subscriptionModule } from "./subscription/module.js";
import { taxModule } from "./tax/module.js";
import { testingModule } from "./testing/module.js";
import { vaultModule } from "./vault/module.js";
import { wishlistModule } from "./wishlist/module.js";

export const BACKEND_MODULES: readonly BackendModule[] = [
  dbModule,
  cacheModule,
  rateLimitModule,
  storeModule,
  directoryModule,
  mediaModule,
  catalogModule,
  searchModule,
  cmsModule,
  reviewModule,
  quoteModule,
  salesRuleModule,
  shippingModule,
  rewardModule,
  taxModule,
  basketExtrasModule,
  subscriptionModule,
  crossSellModule,
  customerModule,
  newsletterModule,
  errorReportModule,
  sessionModule,
  salesModule,
  vaultModule,
  referralModule,
  checkoutModule,
  clickCollectModule,
  paymentModule,
  cardPayModule,
  paypalModule,
  productAlertModule,
  wishlistModule,
  contactModule,
  compareModule,
  downloadableModule,
  eavModule,
  loginAsCustomerModule,
  sendFriendModule,
  mailModule,
  seedModule,
  testingModule,
];
