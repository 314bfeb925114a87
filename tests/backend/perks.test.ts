// The account perks called as the storefront calls them: GraphQL with a bearer
// token. Points summary and history, referral invitations, saved cards, subscriptions, own reviews.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../../backend/seed/fixtures-customers.js";
import {
  DEMO_CARDS,
  DEMO_POINTS_SUMMARY,
  OTHER_CARD,
  POINTS_HISTORY_ROWS,
  REFERRAL_CODES,
} from "../../backend/seed/fixtures-perks.js";
import { publicHashOf } from "../../backend/seed/perks.js";
import { gql, newBackend, serveBackend } from "../support/backend-helpers.js";

let backend: EmbeddedBackend;
let demo: Record<string, string>;
let other: Record<string, string>;

const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
let ip = 0;
async function bearerOf(who: { email: string; password: string }) {
  const d = await gql(backend, SIGN_IN, who, { "x-forwarded-for": `198.51.100.${++ip}` });
  return { Authorization: `Bearer ${d.generateCustomerToken.token}` };
}
/** The GraphQL errors' messages of a call that must fail. */
async function refused(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const r = await backend.execute<unknown>(query, variables, headers);
  return (r.errors ?? []).map((e) => e.message);
}

beforeAll(async () => {
  backend = newBackend({
    customers: { signInLimits: { delayStepMs: 0 } },
  });
  demo = await bearerOf(DEMO_CUSTOMER);
  other = await bearerOf(OTHER_CUSTOMER);
}, 60_000);
afterAll(() => backend.close());

describe("reward points account", () => {
  it("sums the ledger: available with its value, lifetime, redeemed, unvalidated, expired, delayed", async () => {
    const d = await gql(
      backend,
      `{ customer { reward_points { balance { points money { value currency } } lifetime_points redeemed_points
        unvalidated_points expired_points delayed_points } } }`,
      {},
      demo,
    );
    const p = d.customer.reward_points;
    expect(p.balance).toEqual({ points: DEMO_POINTS_SUMMARY.available, money: { value: 25, currency: "GBP" } });
    expect({
      lifetime: p.lifetime_points,
      redeemed: p.redeemed_points,
      unvalidated: p.unvalidated_points,
      expired: p.expired_points,
      delayed: p.delayed_points,
    }).toEqual({
      lifetime: DEMO_POINTS_SUMMARY.lifetime,
      redeemed: DEMO_POINTS_SUMMARY.redeemed,
      unvalidated: DEMO_POINTS_SUMMARY.unvalidated,
      expired: DEMO_POINTS_SUMMARY.expired,
      delayed: DEMO_POINTS_SUMMARY.delayed,
    });
  });

  it("pages the history newest first with each entry's status", async () => {
    const q = `query($p: Int) { customer { reward_points { history(pageSize: 5, currentPage: $p) {
      total_count page_info { current_page total_pages }
      items { type points status inserted_at available_from available_until } } } } }`;
    const first = (await gql(backend, q, { p: 1 }, demo)).customer.reward_points.history;
    expect(first.total_count).toBe(POINTS_HISTORY_ROWS);
    expect(first.page_info).toEqual({ current_page: 1, total_pages: 3 });
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toMatchObject({ type: "REDEEMED", points: -500, status: "USED" });
    const dates = first.items.map((i: { inserted_at: string }) => i.inserted_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = (await gql(backend, q, { p: 3 }, demo)).customer.reward_points.history;
    expect(last.items).toHaveLength(2);
    const statuses = new Set(
      [first, last, (await gql(backend, q, { p: 2 }, demo)).customer.reward_points.history].flatMap((h) =>
        h.items.map((i: { status: string }) => i.status),
      ),
    );
    expect(statuses).toEqual(new Set(["AVAILABLE", "DELAYED", "EXPIRED", "UNVALIDATED", "USED"]));
  });

  it("answers only to a signed-in customer", async () => {
    expect(await refused(`{ customer { reward_points { lifetime_points } } }`, {}, {})).toEqual([
      "The current customer isn't authorized.",
    ]);
  });
});

describe("referral", () => {
  const INVITE = `mutation($n: String!, $e: String!) { inviteReferralFriend(input: { friend_name: $n, friend_email: $e }) {
    referral { friend_name friend_email joined first_order_placed } } }`;
  const LIST = `{ customer { referral_code referrals { friend_name friend_email joined first_order_placed } } }`;

  it("lists the referrals with joined and first order flags, and the code", async () => {
    const d = (await gql(backend, LIST, {}, demo)).customer;
    expect(d.referral_code).toBe(REFERRAL_CODES.demo);
    expect(d.referrals).toContainEqual({
      friend_name: "Sam Other",
      friend_email: OTHER_CUSTOMER.email,
      joined: true,
      first_order_placed: true,
    });
    expect(d.referrals.filter((r: { joined: boolean }) => !r.joined)).toHaveLength(2);
  });

  it("invites a friend once, never oneself or an existing customer", async () => {
    const d = await gql(backend, INVITE, { n: " Kim Row ", e: "kim.row@example.org" }, demo);
    expect(d.inviteReferralFriend.referral).toEqual({
      friend_name: "Kim Row",
      friend_email: "kim.row@example.org",
      joined: false,
      first_order_placed: false,
    });
    expect((await gql(backend, LIST, {}, demo)).customer.referrals[0].friend_email).toBe("kim.row@example.org");
    // The friend gets an email with the inviter's permanent link; a refused invite sends none.
    const mails = backend.db
      .prepare("SELECT kind, subject, body_text AS text FROM mail_outbox WHERE recipient = ?")
      .all("kim.row@example.org") as Array<{ kind: string; subject: string; text: string }>;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "referral-invitation",
      subject: expect.stringContaining("Alex Demo invites you"),
    });
    expect(mails[0].text).toContain(`/customer/account/create?referral=${REFERRAL_CODES.demo}`);
    expect(await refused(INVITE, { n: "Kim", e: "KIM.ROW@example.org" }, demo)).toEqual([
      "You have already invited this friend.",
    ]);
    expect(await refused(INVITE, { n: "Me", e: DEMO_CUSTOMER.email.toUpperCase() }, demo)).toEqual([
      "You cannot invite yourself.",
    ]);
    expect(await refused(INVITE, { n: "Sam", e: OTHER_CUSTOMER.email }, demo)).toEqual([
      "This friend already has an account with us.",
    ]);
    expect(await refused(INVITE, { n: "  ", e: "x@example.org" }, demo)).toEqual(["Enter your friend's name."]);
    expect(await refused(INVITE, { n: "X", e: "not-an-email" }, demo)).toEqual(["Enter your friend's email address."]);
    // Another customer's list is theirs alone.
    const others = (await gql(backend, LIST, {}, other)).customer.referrals;
    expect(others).toEqual([]);
  });

  it("states the programme's rules in the store's currency", async () => {
    const d = await gql(
      backend,
      `{ storeConfig { referral_min_order_value { value currency } referral_reward_amount { value currency } referral_friend_points } }`,
    );
    expect(d.storeConfig).toEqual({
      referral_min_order_value: { value: 30, currency: "GBP" },
      referral_reward_amount: { value: 10, currency: "GBP" },
      referral_friend_points: 500,
    });
  });
});

describe("saved cards (vault)", () => {
  const CARDS = `{ customerPaymentTokens { items { public_hash payment_method_code type details } } }`;
  const DELETE = `mutation($h: String!) { deletePaymentToken(public_hash: $h) { result customerPaymentTokens { items { public_hash } } } }`;

  it("lists brand, last 4, expiry and holder, never more", async () => {
    const items = (await gql(backend, CARDS, {}, demo)).customerPaymentTokens.items;
    expect(items).toHaveLength(DEMO_CARDS.length);
    expect(JSON.parse(items[0].details)).toEqual({
      type: "VI",
      maskedCC: "4242",
      expirationDate: "12/2029",
      cardHolder: "Alex Demo",
    });
    expect(items[0]).toMatchObject({ type: "card", payment_method_code: "pwcard" });
  });

  it("deletes one's own card only", async () => {
    const sams = publicHashOf(OTHER_CARD.hash);
    expect(await refused(DELETE, { h: sams }, demo)).toEqual([`Could not find a token using public hash: ${sams}`]);
    expect((await gql(backend, CARDS, {}, other)).customerPaymentTokens.items).toHaveLength(1);
    expect(await refused(DELETE, { h: sams }, {})).toEqual(["The current customer isn't authorized."]);
    const d = await gql(backend, DELETE, { h: sams }, other);
    expect(d.deletePaymentToken).toEqual({ result: true, customerPaymentTokens: { items: [] } });
  });
});

describe("subscriptions", () => {
  const LIST = `{ customer { subscriptions { items { uid product_name quantity frequency_weeks status next_delivery_date
    price { value currency } product_options { label value } } } } }`;
  const act = (name: string, extra = "") =>
    `mutation($uid: ID!${extra ? ", $w: Int!" : ""}) { ${name}(uid: $uid${extra}) { subscription { status next_delivery_date frequency_weeks } } }`;
  const listOf = async (who: Record<string, string>) =>
    (await gql(backend, LIST, {}, who)).customer.subscriptions.items;
  const inWeeks = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

  it("names each pack in the language of the store view asked, its flavour and size too", async () => {
    const packs = async (who: Record<string, string>) =>
      (await listOf(who)).map((s: { product_name: string; product_options: unknown }) => [
        s.product_name,
        s.product_options,
      ]);
    expect(await packs(demo)).toEqual([
      [
        "Creatine Monohydrate 250g",
        [
          { label: "Flavour", value: "Unflavoured" },
          { label: "Size", value: "250 g" },
        ],
      ],
      [
        "Impact Whey Protein",
        [
          { label: "Flavour", value: "Chocolate Smooth" },
          { label: "Size", value: "1 kg" },
        ],
      ],
      ["Electrolyte Tablets", [{ label: "Flavour", value: "Lemon & Lime" }]],
    ]);
    // The same packs, had they been taken in the German store.
    backend.db.prepare("UPDATE subscriptions SET store_code = 'de' WHERE store_code = 'default'").run();
    const german = await packs({ ...demo, Store: "de" });
    backend.db.prepare("UPDATE subscriptions SET store_code = 'default' WHERE store_code = 'de'").run();
    expect(german).toEqual([
      [
        "Kreatin-Monohydrat 250 g",
        [
          { label: "Geschmack", value: "Geschmacksneutral" },
          { label: "Größe", value: "250 g" },
        ],
      ],
      [
        "Impact Whey Protein",
        [
          { label: "Geschmack", value: "Schokolade" },
          { label: "Größe", value: "1 kg" },
        ],
      ],
      ["Elektrolyt-Tabletten", [{ label: "Geschmack", value: "Zitrone & Limette" }]],
    ]);
  });

  it("pauses (no next delivery), resumes (today + frequency), changes frequency, cancels for good", async () => {
    const subs = await listOf(demo);
    expect(subs.map((s: { status: string }) => s.status).sort()).toEqual(["ACTIVE", "CANCELED", "PAUSED"]);
    const active = subs.find((s: { status: string }) => s.status === "ACTIVE");
    expect(active).toMatchObject({
      product_name: "Impact Whey Protein",
      frequency_weeks: 4,
      next_delivery_date: "2026-12-10",
    });

    const paused = await gql(backend, act("pauseCustomerSubscription"), { uid: active.uid }, demo);
    expect(paused.pauseCustomerSubscription.subscription).toEqual({
      status: "PAUSED",
      next_delivery_date: null,
      frequency_weeks: 4,
    });
    expect(await refused(act("pauseCustomerSubscription"), { uid: active.uid }, demo)).toEqual([
      "Only an active subscription can be paused.",
    ]);
    const resumed = await gql(backend, act("resumeCustomerSubscription"), { uid: active.uid }, demo);
    expect(resumed.resumeCustomerSubscription.subscription).toEqual({
      status: "ACTIVE",
      next_delivery_date: inWeeks(4),
      frequency_weeks: 4,
    });
    const changed = await gql(
      backend,
      act("updateCustomerSubscriptionFrequency", ", frequency_weeks: $w"),
      { uid: active.uid, w: 6 },
      demo,
    );
    expect(changed.updateCustomerSubscriptionFrequency.subscription.frequency_weeks).toBe(6);
    expect(
      await refused(
        act("updateCustomerSubscriptionFrequency", ", frequency_weeks: $w"),
        { uid: active.uid, w: 3 },
        demo,
      ),
    ).toEqual(["Choose a delivery every 2, 4, 6 or 8 weeks."]);

    const canceled = await gql(backend, act("cancelCustomerSubscription"), { uid: active.uid }, demo);
    expect(canceled.cancelCustomerSubscription.subscription).toMatchObject({
      status: "CANCELED",
      next_delivery_date: null,
    });
    expect(await refused(act("resumeCustomerSubscription"), { uid: active.uid }, demo)).toEqual([
      "This subscription is canceled and cannot be changed.",
    ]);
  });

  it("never touches another customer's subscription", async () => {
    const sams = (await listOf(other))[0];
    expect(await refused(act("cancelCustomerSubscription"), { uid: sams.uid }, demo)).toEqual([
      `Could not find a subscription with uid "${sams.uid}".`,
    ]);
    expect((await listOf(other))[0].status).toBe("ACTIVE");
  });
});

describe("my reviews", () => {
  const Q = `query($s: Int, $p: Int) { customer { reviews(pageSize: $s, currentPage: $p) {
    items { summary nickname created_at average_rating status product { name sku url_key } }
    page_info { current_page total_pages page_size } } } }`;

  it("pages the customer's own reviews newest first, pending ones marked", async () => {
    const first = (await gql(backend, Q, { s: 2, p: 1 }, demo)).customer.reviews;
    expect(first.page_info).toEqual({ current_page: 1, total_pages: 2, page_size: 2 });
    expect(first.items.map((r: { status: string }) => r.status)).toEqual(["PENDING", "APPROVED"]);
    expect(first.items[0]).toMatchObject({ average_rating: 80, product: { name: "Creatine Monohydrate 250g" } });
    const second = (await gql(backend, Q, { s: 2, p: 2 }, demo)).customer.reviews;
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ status: "APPROVED", average_rating: 100, product: { sku: "PW-WHEY" } });
    expect((await gql(backend, Q, { s: 20, p: 1 }, other)).customer.reviews.items).toEqual([]);
  });
});

describe("the perks test hook", () => {
  async function serve(testHooks: boolean) {
    const { backend: hooked, url, stop } = await serveBackend({ testHooks });
    return { hooked, url, stop };
  }

  it("makes a fresh customer with its own cards and subscriptions, only when hooks are on", async () => {
    const on = await serve(true);
    try {
      const response = await fetch(`${on.url}/__test/perks-customer`, { method: "POST" });
      expect(response.status).toBe(201);
      const who = (await response.json()) as { email: string; password: string };
      const d = await gql(on.hooked, SIGN_IN, who, { "x-forwarded-for": "203.0.113.9" });
      const headers = { Authorization: `Bearer ${d.generateCustomerToken.token}` };
      const cards = await gql(on.hooked, `{ customerPaymentTokens { items { public_hash } } }`, {}, headers);
      expect(cards.customerPaymentTokens.items).toHaveLength(DEMO_CARDS.length);
      const demoHashes = DEMO_CARDS.map((c) => publicHashOf(c.hash));
      for (const item of cards.customerPaymentTokens.items) expect(demoHashes).not.toContain(item.public_hash);
      const subs = await gql(on.hooked, `{ customer { subscriptions { items { status } } } }`, {}, headers);
      expect(subs.customer.subscriptions.items).toHaveLength(3);
    } finally {
      await on.stop();
    }
    const off = await serve(false);
    try {
      expect((await fetch(`${off.url}/__test/perks-customer`, { method: "POST" })).status).toBe(404);
    } finally {
      await off.stop();
    }
  }, 60_000);
});
