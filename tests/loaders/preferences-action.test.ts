// The store and currency preferences action: the shopper lands on the same screen in the chosen
// store, with the chosen currency kept in the session and a message in that store's language; the
// geo suggestion's answers; a store that does not exist is refused by field; a backend that is away
// is a 503 and changes nothing.
import { describe, expect, it } from "vitest";
import { action } from "~/features/popups/preferences.route";
import { decodeReferer, encodeReferer } from "~/routing/referer";
import { CREATINE } from "../../backend/seed/fixtures";
import { cookieHeader, formPost, mockCommerce, runRoute } from "../mocks";
import { suggestsStore } from "../mocks/session-data";
import { storeAway } from "../mocks/store";
import { SHOPPER_HEADERS, nextPage } from "./page";

/** The messages a shopper sees: every page also carries the cookies notice, hidden where cookies are kept. */
const shownMessages = <M extends { type: string }>(messages: readonly M[]) =>
  messages.filter((m) => m.type !== "notice");

const server = mockCommerce();

const choose = (fields: Record<string, string>, cookie = "", path = "/preferences") =>
  runRoute(action, formPost(`http://shop.test${path}`, fields, { ...SHOPPER_HEADERS, Cookie: cookie }));

describe("preferences action", () => {
  it("keeps the shopper on the same product in the chosen store, told in its language", async () => {
    const { response } = await choose({
      intent: "preferences",
      store: "de",
      returnTo: `/products/${CREATINE.url_key}`,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/de/produkte/${CREATINE.url_key}`);
    const { shell } = await nextPage(`/de/produkte/${CREATINE.url_key}`, cookieHeader(response));
    expect(shownMessages(shell.messages).map((m) => m.text)).toEqual([
      "Ihre Shop- und Währungseinstellungen wurden gespeichert.",
    ]);
  });

  it("keeps a currency the store sells in, so the next page is priced in it", async () => {
    const { response } = await choose({
      intent: "preferences",
      store: "default",
      currency: "EUR",
      returnTo: "/protein",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/protein");
    const { shell } = await nextPage("/protein", cookieHeader(response));
    expect(shell.currency).toBe("EUR");
  });

  it("falls back to the store's own currency for one it does not sell in", async () => {
    const { response } = await choose({ intent: "preferences", store: "us", currency: "EUR", returnTo: "/" });
    expect(response.headers.get("Location")).toBe("/us");
    const { shell } = await nextPage("/us", cookieHeader(response));
    expect(shell.currency).toBe("USD");
  });

  it("another store chosen with the currency box left as shown prices in that store's own currency", async () => {
    // The German store's box holds euros; the shopper picks the United Kingdom and leaves it.
    const toUk = await choose(
      { intent: "preferences", store: "default", currency: "EUR", returnTo: "/de/protein" },
      "",
      "/de/preferences",
    );
    expect(toUk.response.headers.get("Location")).toBe("/protein");
    expect((await nextPage("/protein", cookieHeader(toUk.response))).shell.currency).toBe("GBP");
    // Shown in pounds in the United Kingdom, the shopper picks Ireland (which also sells in pounds).
    const toIreland = await choose({ intent: "preferences", store: "ie", currency: "GBP", returnTo: "/" });
    expect(toIreland.response.headers.get("Location")).toBe("/ie");
    expect((await nextPage("/ie", cookieHeader(toIreland.response))).shell.currency).toBe("EUR");
  });

  it("a currency changed in the box is kept in the other store chosen with it, when that store sells in it", async () => {
    // Shown in euros in the United Kingdom store, the shopper picks Ireland and pounds.
    const euros = await choose({ intent: "preferences", store: "default", currency: "EUR", returnTo: "/" });
    expect((await nextPage("/", cookieHeader(euros.response))).shell.currency).toBe("EUR");
    const { response } = await choose(
      { intent: "preferences", store: "ie", currency: "GBP", returnTo: "/" },
      cookieHeader(euros.response),
    );
    expect((await nextPage("/ie", cookieHeader(response))).shell.currency).toBe("GBP");
  });

  it("on the sign-in page, the page to return to moves to the chosen store too", async () => {
    const wishlist = encodeReferer("/account/wishlist");
    const { response } = await choose({
      intent: "preferences",
      store: "de",
      returnTo: `/customer/account/login/referer/${wishlist}`,
    });
    const location = response.headers.get("Location")!;
    const [, back] = /^\/de\/customer\/account\/login\/referer\/([^/?#]+)$/.exec(location) ?? [];
    expect(decodeReferer(back ?? "")).toBe("/de/account/wishlist");

    const reviews = encodeReferer("/products/diet-whey#reviews");
    const create = await choose({
      intent: "preferences",
      store: "fr",
      returnTo: `/customer/account/create?referer=${reviews}`,
    });
    const created = new URL(create.response.headers.get("Location")!, "http://shop.test");
    expect(created.pathname).toBe("/fr/customer/account/create");
    expect(decodeReferer(created.searchParams.get("referer") ?? "")).toBe("/fr/produits/diet-whey#reviews");
  });

  it("dismissing the geo suggestion takes it out of the session", async () => {
    server.use(suggestsStore("de"));
    const first = await nextPage("/", "pw_cookie_consent=necessary");
    expect(first.shell.geo?.store).toBe("de");
    const cookie = `${cookieHeader(first.response)}; pw_cookie_consent=necessary`;
    const { response } = await choose({ intent: "geo-dismiss", returnTo: "/protein" }, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/protein");
    const { shell } = await nextPage("/protein", `${cookieHeader(response)}; pw_cookie_consent=necessary`);
    expect(shell.geo).toBeNull();
  });

  it("refuses a store code that is malformed or unknown, by field, keeping the choice", async () => {
    for (const store of ["DE!", "atlantis"]) {
      const { result, response } = await choose({ intent: "preferences", store, returnTo: "/" });
      expect(response.status, store).toBe(400);
      expect(result, store).toMatchObject({
        data: { result: { error: { store: ["storeInvalid"] }, initialValue: { store } } },
      });
      expect(response.headers.getSetCookie(), store).toEqual([]);
    }
  });

  it("answers 503 and changes nothing when the backend is away", async () => {
    server.use(storeAway);
    const { result, response } = await choose({ intent: "preferences", store: "default", currency: "EUR" });
    expect(response.status).toBe(503);
    expect(result).toMatchObject({ data: { kind: "network" } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
