// One vocabulary in the storefront's own code: the shopper's word, "basket", in features and forms
// (Magento's "cart" only at the backend boundary: app/commerce, GraphQL documents, the cart id the
// backend hands out), and "review" only for a product review: the checkout's last step is
// "confirm" in code, whatever its address (/checkout/review) and the label the shopper reads.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");

/** Named after a backend field they read (Query.placedCartOrder), not a storefront word. */
const BACKEND_NAMES = new Set(["placedCartOrder"]);
/** A GraphQL document or fragment speaks the backend's schema (`fragment ... on Cart`). */
const GRAPHQL_DOCUMENT = /_(FRAGMENT|QUERY|MUTATION)$/;

const filesUnder = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((file) => join(dir, file));

const exportedNames = (file: string) =>
  [
    ...readFileSync(join(ROOT, file), "utf8").matchAll(
      /^export (?:async )?(?:function|const|let|interface|type|class|enum) (\w+)/gm,
    ),
  ].map((match) => match[1]);

const sources = (dir: string) => filesUnder(dir).filter((file) => /\.tsx?$/.test(file));

describe("the storefront's vocabulary", () => {
  it("features name no file or folder after Magento's cart", () => {
    expect(filesUnder("app/features").filter((file) => /cart/i.test(file))).toEqual([]);
  });

  it("features and forms export no name that says cart", () => {
    const found = [...sources("app/features"), ...sources("app/forms")].flatMap((file) =>
      exportedNames(file)
        .filter((name) => /cart/i.test(name) && !BACKEND_NAMES.has(name) && !GRAPHQL_DOCUMENT.test(name))
        .map((name) => `${relative(ROOT, join(ROOT, file))}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it("the checkout names no file, folder or export after a review", () => {
    const checkout = "app/features/checkout";
    expect(filesUnder(checkout).filter((file) => /review/i.test(file.slice(checkout.length)))).toEqual([]);
    const found = sources(checkout).flatMap((file) =>
      exportedNames(file)
        .filter((name) => /review/i.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(found).toEqual([]);
  });
});
