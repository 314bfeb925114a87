// The migrations live in their modules (ADR 0053), yet a database in use has applied them as one
// positional list: version v is the v-th step it ran. This ledger is that list as it stood when the
// modules took their steps over (36 versions); a moved step keeps its version, and a new one is
// appended here with the next version. The seed steps likewise keep the order of the old seed().
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { collectMigrations, MIGRATIONS } from "../../backend/db/migrations.js";
import type { BackendModule } from "../../backend/manifest.js";
import { BACKEND_MODULES } from "../../backend/modules.js";
import { seedSteps } from "../../backend/seed/index.js";

// [version, owning module, the step's function name or SQL fingerprint in the old list]
const LEDGER: Array<[number, string, string]> = [
  [1, "db", "sql 37c97a63130bb104"],
  [2, "cms", "cmsPagesMigration"],
  [3, "errorreport", "sql 34feb5fcdc3fb39d"],
  [4, "salesrule", "(inline)"],
  [5, "shipping", "shippingMigration"],
  [6, "reward", "(inline)"],
  [7, "basketextras", "migrateBasketExtras"],
  [8, "crosssell", "crossSellMigration"],
  [9, "customer", "registrationMigration"],
  [10, "sales", "salesMigration"],
  [11, "customer", "profileMigration"],
  [12, "subscription", "perksMigration"],
  [13, "basketextras", "bundleRewardMigration"],
  [14, "checkout", "checkoutMigration"],
  [15, "clickcollect", "clickCollectMigration"],
  [16, "payment", "orderPlacementMigration"],
  [17, "cardpay", "cardPayMigration"],
  [18, "catalog", "facetsMigration"],
  [19, "search", "searchMigration"],
  [20, "payment", "orderPointsMigration"],
  [21, "catalog", "productContentMigration"],
  [22, "review", "reviewMigration"],
  [23, "media", "mediaMigration"],
  [24, "media", "videoTextsMigration"],
  [25, "catalog", "productDescriptionsMigration"],
  [26, "catalog", "(inline)"],
  [27, "payment", "bankTransferMigration"],
  [28, "catalog", "packSizeMigration"],
  [29, "cms", "legalPagesMigration"],
  [30, "seed", "(inline)"],
  [31, "newsletter", "welcomeCouponsMigration"],
  [32, "basketextras", "supersizeTextsMigration"],
  [33, "ratelimit", "sql 7ed1a7a943a303d9"],
  [34, "subscription", "subscribeAndSaveMigration"],
  [35, "catalog", "goalsMigration"],
  [36, "mail", "mailHtmlMigration"],
  [37, "catalog", "categoryAttributesMigration"],
  [38, "cms", "cmsBlocksMigration"],
  [39, "wishlist", "wishlistMigration"],
  [40, "contact", "sql 75517ca6598dfa14"],
  [41, "compare", "compareListsMigration"],
  [42, "cms", "redirectMagentoPrivacyAddress"],
  [43, "cms", "mendHomePromoTileLinks"],
  [44, "cache", "invalidationQueueMigration"],
  [45, "store", "deliveryHolidaysMigration"],
  [46, "store", "warehouseHolidaysEverywhereMigration"],
  [47, "store", "usDeliveryTimerMigration"],
  [48, "basketextras", "welcomeOfferWordsMigration"],
  [49, "catalog", "usAttributeLabelsMigration"],
  [50, "store", "usWordsMigration"],
  [51, "store", "deliveryTimeCaseMigration"],
  [52, "cms", "cmsWordsMigration"],
  [53, "catalog", "usCatalogueWordsMigration"],
  [54, "subscription", "subscriptionStoreMigration"],
  [55, "reward", "orderPointsMigration"],
  [56, "sales", "creditMemosMigration"],
  [57, "seed", "typographyMigration"],
  [58, "catalog", "usCatalogueSpellingsMigration"],
];

const identity = (step: string | ((...args: never[]) => void)) =>
  typeof step === "string"
    ? `sql ${createHash("sha256").update(step).digest("hex").slice(0, 16)}`
    : step.name && step.name !== "up"
      ? step.name
      : "(inline)";

describe("the migrations, owned by their modules", () => {
  it("keep every version's place, owner and identity from the positional list databases applied", () => {
    const steps = collectMigrations(BACKEND_MODULES);
    expect(steps.map((s) => [s.version, s.module, identity(s.up)])).toEqual(LEDGER);
    expect(MIGRATIONS).toEqual(steps.map((s) => s.up));
  });

  it("refuse a version taken twice, naming both modules, and a gap", () => {
    const step = (version: number) => ({ version, name: `step ${version}`, up: "SELECT 1" });
    const a: BackendModule = { name: "a", migrations: [step(1), step(2)] };
    expect(() => collectMigrations([a, { name: "b", migrations: [step(2)] }])).toThrow(
      "Migration version 2 is taken twice: by a and b",
    );
    expect(() => collectMigrations([a, { name: "b", migrations: [step(4)] }])).toThrow(
      "Migration version 3 is missing (the next is 4)",
    );
  });
});

// The seed as one function ran these in this order; the demo data's ids follow from it.
const SEED_ORDER: Array<[string, string]> = [
  ["store", "seedStores"],
  ["cms", "seedCmsPages"],
  ["cms", "seedLegalPages"],
  ["cms", "seedCmsContent"],
  ["catalog", "seedCatalogue"],
  ["catalog", "seedUsAttributeLabels"],
  ["customer", "seedCustomerGroups"],
  ["salesrule", "seedSalesRules"],
  ["shipping", "seedShipping"],
  ["customer", "seedCustomers"],
  ["basketextras", "seedBasketExtras"],
  ["crosssell", "seedCrossSells"],
  ["customer", "seedProfiles"],
  ["sales", "seedSales"],
  ["subscription", "seedPerks"],
  ["clickcollect", "seedClickCollect"],
  ["payment", "seedOrderPlacement"],
  ["catalog", "seedFacets"],
  ["catalog", "seedGoals"],
  ["catalog", "seedProductContent"],
  ["catalog", "seedPackSizes"],
  ["review", "seedReviews"],
  ["media", "seedMedia"],
  ["catalog", "seedUsCatalogueWords"],
  ["search", "buildSearchIndex"],
];

describe("the seed steps, owned by their modules", () => {
  it("run in the order the one seed function ran them", () => {
    const steps = seedSteps(BACKEND_MODULES);
    expect(steps.map((s) => [s.module, s.run.name && s.run.name !== "run" ? s.run.name : "(inline)"])).toEqual(
      SEED_ORDER,
    );
  });

  it("refuse two steps with one number, naming both modules", () => {
    const step = { order: 10, name: "a step", run: () => {} };
    expect(() =>
      seedSteps([
        { name: "a", seed: [step] },
        { name: "b", seed: [step] },
      ]),
    ).toThrow("Seed step 10 is taken twice: by a and b");
  });
});
