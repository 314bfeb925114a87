// Translations per namespace: each file's address carries the hash of its content, so it is cached
// for good; a document carries only the page's namespaces.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { namespaces } from "~/i18n/config";
import { pageNamespaces } from "~/i18n/page-namespaces.server";
import { payloadJson, type PageTranslationsPayload } from "~/i18n/page-translations";
import { contentHash, resources, translationFileResponse, translationHashes } from "~/i18n/resources.server";

const texts = (locale: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, "utf8")) as unknown;

describe("translation files", () => {
  it("hash their content: same text, same hash; another text, another hash", () => {
    const de = translationHashes("de-DE");
    expect(Object.keys(de).sort()).toEqual([...namespaces].sort());
    expect(de.cart).toBe(contentHash(JSON.stringify(texts("de-DE", "cart"))));
    expect(de.cart).toMatch(/^[0-9a-f]{12}$/);
    expect(translationHashes("fr-FR").cart).not.toBe(de.cart);
    expect(contentHash('{"a":"b"}')).not.toBe(contentHash('{"a":"c"}'));
  });

  it("are served at their hashed address, cached for a year and never asked again", async () => {
    const hash = translationHashes("de-DE").cart;
    const response = translationFileResponse(`/locales/de-DE/cart.${hash}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(texts("de-DE", "cart"));
  });

  it("answer an outdated hash with today's texts, uncached, and anything else with a 404", async () => {
    const outdated = translationFileResponse("/locales/de-DE/cart.000000000000.json");
    expect(outdated.status).toBe(200);
    expect(outdated.headers.get("Cache-Control")).toBe("no-cache");
    expect(await outdated.json()).toEqual(texts("de-DE", "cart"));
    for (const path of [
      "/locales/xx-XX/cart.000000000000.json",
      "/locales/de-DE/nope.000000000000.json",
      "/locales/de-DE/cart.json",
    ])
      expect(translationFileResponse(path).status, path).toBe(404);
  });
});

describe("the translations a document carries", () => {
  it("are the shell's namespaces and those of the screens shown, nothing more", () => {
    // "account": the header's sign in and sign out.
    expect(pageNamespaces(["home"]).sort()).toEqual(["account", "catalog", "common", "popups"]);
    expect(pageNamespaces([undefined, "product"]).sort()).toEqual([
      "account",
      "catalog",
      "common",
      "crosssells",
      "gallery",
      "popups",
      "product",
      "reviews",
      "stockAlert",
    ]);
    expect(pageNamespaces(["basket"])).toContain("cart");
    expect(pageNamespaces(["basket"])).not.toContain("product");
  });

  it("are written as JSON that cannot close the script element", () => {
    const server = {
      locale: "en-GB",
      resources: { ...resources["en-GB"], common: { trap: "</script><b>" } },
      hashes: translationHashes("en-GB"),
      pageNamespaces,
    };
    const json = payloadJson(server, ["common", "cart"]);
    expect(json).not.toContain("</script>");
    const payload = JSON.parse(json) as PageTranslationsPayload;
    expect(Object.keys(payload.resources)).toEqual(["common", "cart"]);
    expect(payload.resources.common).toEqual({ trap: "</script><b>" });
    expect(payload.hashes.product).toBe(translationHashes("en-GB").product);
  });
});
