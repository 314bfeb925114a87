// The wishlist against the embedded backend: the hearts' state in the shell (a guest's page, which a
// cache may keep, never carries a customer's; a customer's is private), the heart's post (a guest sent
// to sign in and back with the product remembered and saved at sign-in; a customer's add and remove
// with a 303 to the page it was pressed on, never elsewhere; a fetcher's answer; bad input a 400),
// and the account's wishlist page (listed, into the basket, removed, a guest sent to sign in).
import { beforeAll, describe, expect, it } from "vitest";
import { CREATINE, WHEY } from "../../backend/seed/fixtures.js";
import { decodeReferer } from "~/routing/referer";
import { optionUids } from "../support/backend-helpers";
import { useShop } from "./harness";
import { renderPage } from "./render";
import { loadRoot, loadScreen, type RouteModule } from "./screen";

const shop = useShop();
let root: RouteModule;
let wishlist: RouteModule;

beforeAll(async () => {
  root = await loadRoot();
  wishlist = await loadScreen("account.wishlist");
});

/** A new customer of the backend's own (nothing on their wishlist), signed in: the session's cookie. */
async function freshCustomer() {
  const made = (await (await fetch(`${shop.config.commerceUrl}/__test/perks-customer`, { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  return { ...made, cookie: await shop.signIn(made) };
}

const heart = (sku: string, intent: "wish" | "unwish", redirectTo = "/search?q=creatine") => ({
  intent,
  sku,
  redirectTo,
});

describe("the hearts' state in the shell", () => {
  it("is never in a guest's page, which stays public; a customer's page has it and is private", async () => {
    const guest = await shop.load(root, "/");
    expect(guest.data.wishlist).toBeNull();
    expect(guest.response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");

    const customer = await freshCustomer();
    const added = await shop.submit(wishlist, "/account/wishlist", heart(CREATINE.sku, "wish"), {
      cookie: customer.cookie,
    });
    expect(added.status).toBe(303);
    const own = await shop.load(root, "/", { cookie: added.cookie });
    expect(own.data.wishlist).toEqual([CREATINE.sku]);
    expect(own.response.headers.get("Cache-Control")).toBe("private, no-store");

    // The same page for the next guest: nothing of the customer's.
    const after = await shop.load(root, "/");
    expect(after.data.wishlist).toBeNull();
    expect(after.response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
  });
});

describe("the heart", () => {
  it("sends a guest to sign in and back, and saves the product once they have", async () => {
    const guest = await shop.submit(wishlist, "/account/wishlist", heart(CREATINE.sku, "wish"));
    expect(guest.status).toBe(303);
    const referer = guest.location!.replace("/customer/account/login/referer/", "");
    expect(decodeReferer(referer)).toBe("/search?q=creatine");

    const made = (await (
      await fetch(`${shop.config.commerceUrl}/__test/perks-customer`, { method: "POST" })
    ).json()) as {
      email: string;
      password: string;
    };
    const signIn = await loadScreen("customer.loginReferer");
    const signedIn = await shop.submit(
      signIn,
      guest.location!,
      { email: made.email, password: made.password },
      { cookie: guest.cookie, params: { referer } },
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/search?q=creatine");
    const back = await shop.load(root, "/search?q=creatine", { cookie: signedIn.cookie });
    expect(back.data.wishlist).toEqual([CREATINE.sku]);
    expect(back.data.messages.map((m: { text: string }) => m.text)).toContain("Saved to your wishlist");
  });

  it("adds and removes for a customer, back on the page it was pressed on with a message", async () => {
    const { cookie } = await freshCustomer();
    const added = await shop.submit(wishlist, "/de/account/wishlist", heart(WHEY.sku, "wish", "/de/produkte/x"), {
      cookie,
    });
    expect(added.status).toBe(303);
    expect(added.location).toBe("/de/produkte/x");
    const page = await shop.load(root, "/de/produkte/x", { cookie: added.cookie });
    expect(page.data.wishlist).toEqual([WHEY.sku]);
    expect(page.data.messages.map((m: { text: string }) => m.text)).toContain("Auf Ihrem Wunschzettel gespeichert");

    const removed = await shop.submit(wishlist, "/de/account/wishlist", heart(WHEY.sku, "unwish", "/de"), {
      cookie: page.cookie,
    });
    expect(removed.location).toBe("/de");
    const after = await shop.load(root, "/de", { cookie: removed.cookie });
    expect(after.data.wishlist).toEqual([]);
    // (every page also carries the cookies notice, hidden where cookies are kept)
    const shown = after.data.messages.filter((m: { type: string }) => m.type !== "notice");
    expect(shown.map((m: { text: string }) => m.text)).toEqual(["Von Ihrem Wunschzettel entfernt"]);
  });

  it("carries out a quick second press after the first: add then remove leaves the product off", async () => {
    // A second press (or a second tab) posts before the first is answered. Each change reads the
    // wishlist before it writes: a remove that read it before the add had written found nothing to
    // remove, and the add then saved the product the shopper had just taken off.
    const { cookie } = await freshCustomer();
    for (let round = 0; round < 3; round++) {
      const fetcherPress = (intent: "wish" | "unwish") =>
        shop.submit(wishlist, "/account/wishlist", { ...heart(CREATINE.sku, intent), response: "fetcher" }, { cookie });
      const [added, removed] = await Promise.all([fetcherPress("wish"), fetcherPress("unwish")]);
      expect(added.data).toEqual({ saved: true });
      expect(removed.data).toEqual({ saved: false });
      const page = await shop.load(root, "/", { cookie });
      expect(page.data.wishlist).toEqual([]);
    }
  });

  it("waits while another worker process carries out the same shopper's press (their turn in the shared state)", async () => {
    // Each worker process has its own memory: a second press that reaches another worker sees the
    // first one's turn only in the shared state (the database, or Redis), under a name that is a hash
    // of the shopper's token, never the token.
    const { cookie } = await freshCustomer();
    const shared = shop.config.sharedState!;
    const taken: string[] = [];
    shop.config.sharedState = {
      ...shared,
      putIfAbsent: (key, value, ttlMs) => (taken.push(key), shared.putIfAbsent(key, value, ttlMs)),
      put: (key, value, ttlMs) => shared.put(key, value, ttlMs),
      get: (key) => shared.get(key),
      delete: (key) => shared.delete(key),
    };
    try {
      const press = (intent: "wish" | "unwish") =>
        shop.submit(wishlist, "/account/wishlist", { ...heart(CREATINE.sku, intent), response: "fetcher" }, { cookie });
      expect((await press("wish")).data).toEqual({ saved: true });
      const turn = taken.find((key) => key.startsWith("heart:"));
      expect(turn).toMatch(/^heart:[\w-]{32}$/);
      expect(await shared.get(turn!)).toBeNull();

      // Another worker is carrying out this shopper's earlier press: the remove waits for it.
      await shared.putIfAbsent(turn!, "another worker's turn", 60_000);
      let answered = false;
      const removal = press("unwish").then((answer) => ((answered = true), answer));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      await shared.delete(turn!);
      expect((await removal).data).toEqual({ saved: false });
      expect((await shop.load(root, "/", { cookie })).data.wishlist).toEqual([]);
    } finally {
      shop.config.sharedState = shared;
    }
  });

  it("never sends anyone to another site, answers a fetcher with the heart's state, and refuses bad input", async () => {
    const { cookie } = await freshCustomer();
    for (const target of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const answer = await shop.submit(wishlist, "/account/wishlist", heart(CREATINE.sku, "wish", target), { cookie });
      expect(answer.location).toBe("/");
    }
    const enhanced = await shop.submit(
      wishlist,
      "/account/wishlist",
      { ...heart(CREATINE.sku, "unwish"), response: "fetcher" },
      { cookie },
    );
    expect(enhanced.status).toBe(200);
    expect(enhanced.data).toEqual({ saved: false });
    const bad = await shop.submit(wishlist, "/account/wishlist", { intent: "wish", sku: "" }, { cookie });
    expect(bad.status).toBe(400);
    const unknown = await shop.submit(wishlist, "/account/wishlist", { intent: "steal", sku: "X" }, { cookie });
    expect(unknown.status).toBe(400);
  });
});

describe("the product page's heart", () => {
  it("saves the flavour and size shown: the wishlist shows them and the product goes straight into the basket", async () => {
    const { cookie } = await freshCustomer();
    const uids = await optionUids(shop.backend, WHEY.url_key);
    const saved = await shop.submit(
      wishlist,
      "/account/wishlist",
      { ...heart(WHEY.sku, "wish", `/products/${WHEY.url_key}`), options: `${uids["Vanilla"]} ${uids["1 kg"]}` },
      { cookie },
    );
    expect(saved.location).toBe(`/products/${WHEY.url_key}`);
    const listed = await shop.load(wishlist, "/account/wishlist", { cookie: saved.cookie });
    const [entry] = listed.data.entries;
    expect(entry.options.map((o: { value: string }) => o.value)).toEqual(["Vanilla", "1 kg"]);
    // Pictured as the vanilla pack it is, not the product's first (chocolate) one.
    expect(entry.imageUrl).toMatch(/impact-whey-protein-van-1kg-front\.webp$/);
    expect(entry.readyToBuy).toBe(true);
    expect(entry.priceIsFrom).toBe(false);
    // Its link opens the product page on that vanilla 1 kg, not on the product's default choice.
    const page = renderPage(wishlist, { path: "/account/wishlist", loaderData: listed.data });
    const link = page.querySelector<HTMLAnchorElement>(".wishlist-item__name a");
    expect(link?.textContent).toBe(WHEY.name);
    const opened = await shop.load(await loadScreen("product"), link!.getAttribute("href")!, {
      params: { urlKey: WHEY.url_key },
    });
    expect(opened.data.variant.sku).toBe(WHEY.variantSku("VAN", "1KG"));
  });
});

describe("the account's wishlist page", () => {
  it("asks a guest to sign in and back", async () => {
    const guest = await shop.load(wishlist, "/account/wishlist");
    expect(guest.status).toBe(303);
    expect(decodeReferer(guest.location!.replace("/customer/account/login/referer/", ""))).toBe("/account/wishlist");
  });

  it("lists the saved products, puts one into the basket and removes another, privately", async () => {
    const { cookie } = await freshCustomer();
    let next = cookie;
    for (const sku of [CREATINE.sku, WHEY.sku])
      next = (await shop.submit(wishlist, "/account/wishlist", heart(sku, "wish"), { cookie: next })).cookie;
    const listed = await shop.load(wishlist, "/account/wishlist", { cookie: next });
    expect(listed.status, JSON.stringify(listed.result)).toBe(200);
    expect(listed.response.headers.get("Cache-Control")).toBe("private, no-store");
    const entries = listed.data.entries as Array<{ id: string; sku: string; readyToBuy: boolean; inStock: boolean }>;
    expect(entries.map((e) => [e.sku, e.readyToBuy, e.inStock])).toEqual([
      [CREATINE.sku, true, true],
      // a configurable saved without its flavour and size: chosen on its page
      [WHEY.sku, false, true],
    ]);

    const moved = await shop.submit(
      wishlist,
      "/account/wishlist",
      { intent: "wishlist-to-basket", itemId: entries[0].id },
      { cookie: listed.cookie },
    );
    expect(moved.status).toBe(303);
    expect(moved.location).toBe("/account/wishlist");
    const shell = await shop.load(root, "/account/wishlist", { cookie: moved.cookie });
    expect(shell.data.cartCount).toBe(1);
    expect(shell.data.messages.map((m: { text: string }) => m.text)).toContain("Added to your basket");

    const removed = await shop.submit(
      wishlist,
      "/account/wishlist",
      { intent: "remove-wishlist-item", itemId: entries[1].id },
      { cookie: shell.cookie },
    );
    expect(removed.status).toBe(303);
    const empty = await shop.load(wishlist, "/account/wishlist", { cookie: removed.cookie });
    expect(empty.data.entries).toEqual([]);
  });
});

describe("a long wishlist", () => {
  it("comes 40 items a page, with the count of all and links to the next page; past the last is a 404", async () => {
    const { data } = await shop.backend.execute<{ products: { items: Array<{ sku: string }> } }>(
      `{ products(filter: { price: { from: "0" } }, pageSize: 41) { items { sku } } }`,
    );
    const skus = data!.products.items.map((item) => item.sku);
    expect(skus).toHaveLength(41);
    let { cookie } = await freshCustomer();
    for (const sku of skus)
      cookie = (await shop.submit(wishlist, "/account/wishlist", heart(sku, "wish"), { cookie })).cookie;

    const first = await shop.load(wishlist, "/account/wishlist", { cookie });
    expect(first.data.entries).toHaveLength(40);
    expect(first.data).toMatchObject({ itemCount: 41, currentPage: 1, totalPages: 2 });
    const second = await shop.load(wishlist, "/account/wishlist?page=2", { cookie });
    expect(second.data.entries).toHaveLength(1);
    const seen = [...first.data.entries, ...second.data.entries].map((entry: { sku: string }) => entry.sku);
    expect(new Set(seen)).toEqual(new Set(skus));
    const past = await shop.load(wishlist, "/account/wishlist?page=3", { cookie });
    expect(past.status).toBe(404);
  });
});
