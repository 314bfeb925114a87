// A list's media in one read: the catalogue reader of a request answers each product's media from
// one statement for every product it has loaded (a product page asked 33 times for the same kind of
// rows: its variants, cross-sells and cards), in the same order as product by product.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CatalogReader, createCatalogRepository } from "./repository.js";
import { createStoreRepository } from "../store/repository.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

describe("media of a list", () => {
  it("are read in one statement for every product loaded, each product's in position order", () => {
    const repository = createCatalogRepository(backend.db);
    const store = createStoreRepository(backend.db).byCode("de")!;
    const counted = { ...repository, media: vi.fn(repository.media) };
    const reader = new CatalogReader(counted, store);
    const [whey, creatine] = [WHEY.sku, CREATINE.sku].map((sku) => reader.productBySku(sku)!);
    const variants = reader.children(whey.id);
    const ids = [whey.id, creatine.id, ...variants.map((variant) => variant.id)];

    const media = ids.map((id) => reader.media(id));
    expect(counted.media).toHaveBeenCalledTimes(1);
    // The same rows as asking product by product.
    ids.forEach((id, index) => expect(media[index]).toEqual(repository.media(store, [id])));
    expect(media[0].length).toBeGreaterThan(1);
    expect(media[0].map((row) => row.position)).toEqual(media[0].map((row) => row.position).sort((a, b) => a - b));
    // Asked again: nothing read.
    reader.media(whey.id);
    expect(counted.media).toHaveBeenCalledTimes(1);
  });

  it("reads a product loaded later once more, still in one statement", () => {
    const repository = createCatalogRepository(backend.db);
    const store = createStoreRepository(backend.db).byCode("default")!;
    const counted = { ...repository, media: vi.fn(repository.media) };
    const reader = new CatalogReader(counted, store);
    const whey = reader.productBySku(WHEY.sku)!;
    reader.media(whey.id);
    const creatine = reader.productBySku(CREATINE.sku)!;
    expect(reader.media(creatine.id)).toEqual(repository.media(store, [creatine.id]));
    expect(counted.media).toHaveBeenCalledTimes(2);
  });
});
