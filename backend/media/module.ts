// The catalogue's media: pictures, videos, 360 spins, made from the rows and served under /media/.
import { defineModule } from "../manifest.js";
import { createMediaRouter } from "./router.js";
import { mediaMigration, videoTextsMigration, seedMedia } from "./schema.js";

declare module "../services.js" {
  interface ShopServices {
    /** product image urls are mediaBaseUrl + "catalog/product/..." */
    mediaBaseUrl: string;
  }
}

export const mediaModule = defineModule({
  name: "media",
  migrations: [
    {
      version: 23,
      name: "the catalogue's media: pictures, videos, 360 spins, category and home pictures",
      up: mediaMigration,
    },
    { version: 24, name: "a video's title and description per store view", up: videoTextsMigration },
  ],
  seed: [{ order: 210, name: "the catalogue's media", run: seedMedia }],
  services: ({ options }) => ({ mediaBaseUrl: options.mediaBaseUrl }),
  routes: ({ media }) => createMediaRouter(media),
});
