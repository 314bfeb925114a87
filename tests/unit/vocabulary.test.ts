// One vocabulary in the storefront's own code: the shopper's word, "basket", in features and forms
// (Magento's "cart" only at the backend boundary: app/commerce, GraphQL documents, the cart id the
// backend hands out), and "review" only for a product review: the checkout's last step is
// "confirm" in code, whatever its address (/checkout/review) and the label the shopper reads.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultStoreView } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import { flatScreens } from "~/routing/screens.mjs";

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

const LOCALES = readdirSync(join(ROOT, "locales"));
const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), "utf8")) as Record<string, unknown>;

/**
 * A checkout step named "review" in code: the string "review" alone (a step or screen name), a
 * translation key under `review.`, a class or test id `review-...`, or a path builder `.review(`.
 * Prose ("review and pay") and the address (`/checkout/review`, the registry's `path: "review"`) are not names.
 */
const REVIEW_AS_NAME = /["'`]review["'`]|["'`]review\.|["'`\s.]review-[a-z]|\.review\(|\bcheckout\.review\b/;

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

  it("names no checkout step or screen after a review, though its address stays /checkout/review", () => {
    const checkout = flatScreens().filter((screen) => screen.id.startsWith("checkout"));
    expect(checkout.filter((screen) => /review/i.test(`${screen.id} ${screen.step ?? ""}`))).toEqual([]);
    expect(checkout.find((screen) => screen.id === "checkout.confirm")?.step).toBe("confirm");
    expect(paths.checkout.confirm(defaultStoreView)).toBe("/checkout/review");
  });

  it("the checkout's code, styles, tests and e2e selectors call the last step confirm, not review", () => {
    const files = [
      ...filesUnder("app/features/checkout").filter((file) => /\.(tsx?|css)$/.test(file)),
      ...filesUnder("app/routing").filter((file) => /\.(ts|mjs|d\.mts)$/.test(file)),
      ...["e2e", "tests"].flatMap((dir) =>
        filesUnder(dir).filter((file) => /checkout|legal-pages|subscribe-and-save/.test(file) && /\.tsx?$/.test(file)),
      ),
    ];
    const found = files.flatMap((file) =>
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => REVIEW_AS_NAME.test(line.replace('path: "review"', "")))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("the checkout's translations keep the last step's texts under confirm in every locale", () => {
    for (const locale of LOCALES) {
      const checkout = readJson(`locales/${locale}/checkout.json`);
      const payment = readJson(`locales/${locale}/payment.json`);
      const steps = checkout.steps as Record<string, string>;
      expect(Object.keys(steps), locale).not.toContain("review");
      expect(steps.confirm, locale).toBeTruthy();
      expect(Object.keys(payment), locale).not.toContain("review");
      expect(payment.confirm, locale).toMatchObject({ heading: expect.any(String), place: expect.any(String) });
    }
  });
});
