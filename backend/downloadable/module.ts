// Magento's DownloadableGraphQl as a stock Magento Open Source 2.4.7 answers it for a catalogue with no
// downloadable products: a customer has none to download, and addDownloadableProductsToCart is the
// quote module's typed add (Magento resolves it with AddSimpleProductsToCart). No tables.
import { defineModule } from "../manifest.js";
import { downloadableResolvers } from "./resolvers.js";

export const downloadableModule = defineModule({
  name: "downloadable",
  // The downloadable fields and types are Magento's core schema's: no SDL of its own.
  resolvers: [downloadableResolvers],
});
