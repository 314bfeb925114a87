// Magento's Catalog, ConfigurableProduct, Bundle and CatalogSearch: products, categories, listings.
import { seedCatalogue } from "../seed/catalogue.js";
import { defineModule, schemaBeside } from "../manifest.js";
import { withBrokenProducts } from "../testing/hooks.js";
import { isSeeded } from "../db/seeded.js";
import { seedProductContent, productContentMigration } from "./content-schema.js";
import { categoryAttributesMigration } from "./category-attributes-schema.js";
import { facetsMigration, seedFacets } from "./facets-schema.js";
import { goalsMigration, seedGoals } from "./goals-schema.js";
import { packSizeMigration, seedPackSizes } from "./pack-size-schema.js";
import { productDescriptionsMigration } from "./product-descriptions-schema.js";
import { seedUsAttributeLabels, usAttributeLabelsMigration } from "./us-labels-schema.js";
import { seedUsCatalogueWords, usCatalogueSpellingsMigration, usCatalogueWordsMigration } from "./us-words-schema.js";
import { bindProductFilters, type BoundProductFilter } from "./product-filters.js";
import { createCatalogRepository, type CatalogRepository } from "./repository.js";
import { catalogResolvers } from "./resolvers.js";
import { configurableProducts, type ConfigurableProducts } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    /** the catalogue's statements; each request reads through its own CatalogReader */
    catalog: CatalogRepository;
    configurable: ConfigurableProducts;
    /** other modules' filters of products(), in module order (catalog/product-filters.ts) */
    productFilters: readonly BoundProductFilter[];
  }
}

export const catalogModule = defineModule({
  name: "catalog",
  schema: schemaBeside(import.meta.url),
  resolvers: [catalogResolvers],
  migrations: [
    { version: 18, name: "the dietary and range attributes lists filter by", up: facetsMigration },
    {
      version: 21,
      name: "the product page's content: amino acid profile, claims, nutrition in every language",
      up: productContentMigration,
    },
    { version: 25, name: "every product's own description and short description", up: productDescriptionsMigration },
    {
      version: 26,
      name: "each product's own content (nutrition, ingredients, claims) rather than its kind's",
      up: (db) => {
        if (isSeeded(db)) seedProductContent(db);
      },
    },
    { version: 28, name: "what a pack holds (net weight, servings), for its unit prices", up: packSizeMigration },
    {
      version: 35,
      name: "the training goals products serve, and units ordered per product (best sellers by goal)",
      up: goalsMigration,
    },
    {
      version: 37,
      name: "the category attributes a Magento client reads: display mode, landing page, sorts, dates",
      up: categoryAttributesMigration,
    },
    { version: 49, name: "the US store's attribute labels in American spelling", up: usAttributeLabelsMigration },
    {
      version: 53,
      name: "the US store's category, product, option and picture texts in American words",
      up: usCatalogueWordsMigration,
    },
    {
      version: 58,
      name: "the US store's catalogue texts with the American spellings added to the word list since 53",
      up: usCatalogueSpellingsMigration,
    },
  ],
  seed: [
    { order: 40, name: "the categories, attributes and products", run: seedCatalogue },
    { order: 45, name: "the US store's attribute labels", run: seedUsAttributeLabels },
    { order: 160, name: "the attributes lists filter by", run: seedFacets },
    { order: 170, name: "the training goals and units ordered", run: seedGoals },
    { order: 180, name: "the product page's content", run: seedProductContent },
    { order: 190, name: "what each pack holds", run: seedPackSizes },
    { order: 215, name: "the US store's catalogue texts in American words", run: seedUsCatalogueWords },
  ],
  services: ({ db, modules, services }) => ({
    catalog: createCatalogRepository(db),
    configurable: configurableProducts,
    productFilters: bindProductFilters(
      services,
      modules.flatMap((m) => m.productFilters ?? []),
    ),
  }),
  testHooks: { services: (services, hooks) => ({ configurable: withBrokenProducts(services.configurable, hooks) }) },
  codegenMappers: {
    ProductInterface: "repository.js#ProductRow",
    SimpleProduct: "repository.js#ProductRow",
    VirtualProduct: "repository.js#ProductRow",
    ConfigurableProduct: "repository.js#ProductRow",
    BundleProduct: "repository.js#ProductRow",
    CategoryInterface: "repository.js#CategoryRow",
    CategoryTree: "repository.js#CategoryRow",
    Products: "service.js#ProductSearchResult",
    MediaGalleryInterface: "service.js#MediaEntry",
  },
});
