// Compare lists as Magento Open Source 2.4.7's CompareListGraphQl answers them: a guest's list by its
// uid, a customer's own list, products added once and only when they exist, Magento's messages.
import { beforeEach, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

const LIST = `uid item_count attributes { code label } items { uid product { sku name } attributes { code value } }`;
const CREATE = `mutation($products: [ID]) { createCompareList(input: { products: $products }) { ${LIST} } }`;
const GET = `query($uid: ID!) { compareList(uid: $uid) { ${LIST} } }`;
const ADD = `mutation($uid: ID!, $products: [ID]!) { addProductsToCompareList(input: { uid: $uid, products: $products }) { ${LIST} } }`;
const REMOVE = `mutation($uid: ID!, $products: [ID]!) { removeProductsFromCompareList(input: { uid: $uid, products: $products }) { ${LIST} } }`;
const DELETE = `mutation($uid: ID!) { deleteCompareList(uid: $uid) { result } }`;
const ASSIGN = `mutation($uid: ID!) { assignCompareListToCustomer(uid: $uid) { result compare_list { ${LIST} } } }`;

let backend: EmbeddedBackend;
let creatineId: string;
let wheyId: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(email: string, password: string) {
  const d = await gql(
    backend,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: email, p: password },
  );
  return d.generateCustomerToken.token as string;
}

beforeEach(() => {
  backend = newBackend();
  const id = (sku: string) =>
    String((backend.db.prepare("SELECT id FROM products WHERE sku = ?").get(sku) as { id: number }).id);
  creatineId = id(CREATINE.sku);
  wheyId = id(WHEY.sku);
});

describe("a guest's compare list", () => {
  it("is made with products, read by its uid, changed and deleted", async () => {
    const { createCompareList: made } = await gql(backend, CREATE, { products: [creatineId, "999999"] });
    expect(made.uid).toMatch(/^[0-9a-f]{32}$/);
    // An id no product has is left out, as Magento does.
    expect(made.item_count).toBe(1);
    expect(made.items[0]).toMatchObject({ uid: creatineId, product: { sku: CREATINE.sku } });
    expect(made.attributes).toContainEqual({ code: "sku", label: "SKU" });
    expect(made.items[0].attributes).toContainEqual({ code: "sku", value: CREATINE.sku });

    const { addProductsToCompareList: added } = await gql(backend, ADD, {
      uid: made.uid,
      products: [wheyId, creatineId],
    });
    expect(added.items.map((i: any) => i.product.sku)).toEqual([CREATINE.sku, WHEY.sku]);

    const { removeProductsFromCompareList: removed } = await gql(backend, REMOVE, {
      uid: made.uid,
      products: [creatineId],
    });
    expect(removed.items.map((i: any) => i.product.sku)).toEqual([WHEY.sku]);
    expect((await gql(backend, GET, { uid: made.uid })).compareList.item_count).toBe(1);

    expect((await gql(backend, DELETE, { uid: made.uid })).deleteCompareList).toEqual({ result: true });
    expect((await gql(backend, GET, { uid: made.uid })).compareList).toBeNull();
  });

  it("answers what Magento answers for a uid no list has", async () => {
    expect((await gql(backend, GET, { uid: "nope" })).compareList).toBeNull();
    const add = await backend.execute<any>(ADD, { uid: "nope", products: [creatineId] });
    expect(add.errors?.[0].message).toBe('"uid" value does not exist');
    expect(add.errors?.[0].extensions?.category).toBe("graphql-input");
    expect((await gql(backend, DELETE, { uid: "nope" })).deleteCompareList).toEqual({ result: false });
    const empty = await backend.execute<any>(GET, { uid: "" });
    expect(empty.errors?.[0].message).toBe('"uid" value must be specified');
  });
});

describe("a customer's compare list", () => {
  it("is their one list: made once, assigned from a guest's, and on Customer.compare_list", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const guest = (await gql(backend, CREATE, { products: [creatineId] })).createCompareList;
    const { assignCompareListToCustomer: assigned } = await gql(backend, ASSIGN, { uid: guest.uid }, bearer(token));
    expect(assigned).toMatchObject({ result: true, compare_list: { uid: guest.uid, item_count: 1 } });
    // Creating again adds to the same list.
    const again = (await gql(backend, CREATE, { products: [wheyId] }, bearer(token))).createCompareList;
    expect(again.uid).toBe(guest.uid);
    expect(again.item_count).toBe(2);
    const d = await gql(backend, `{ customer { compare_list { uid item_count } } }`, {}, bearer(token));
    expect(d.customer.compare_list).toEqual({ uid: guest.uid, item_count: 2 });
    // Now the customer's: a guest, or another customer, is refused it with Magento's message.
    const asGuest = await backend.execute<any>(GET, { uid: guest.uid });
    expect(asGuest.errors?.[0].message).toBe("This customer is not authorized to access this list");
    const other = await signIn(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
    const asOther = await backend.execute<any>(ADD, { uid: guest.uid, products: [wheyId] }, bearer(other));
    expect(asOther.errors?.[0].message).toBe("This customer is not authorized to access this list");
  });

  it("is assigned only to a signed-in customer", async () => {
    const guest = (await gql(backend, CREATE, { products: [creatineId] })).createCompareList;
    const r = await backend.execute<any>(ASSIGN, { uid: guest.uid });
    expect(r.errors?.[0].message).toBe("Customer must be logged");
  });

  it("goes with the account when the customer closes it", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const list = (await gql(backend, CREATE, { products: [creatineId] }, bearer(token))).createCompareList;
    await gql(backend, `mutation { deleteCustomer }`, {}, bearer(token));
    expect((await gql(backend, GET, { uid: list.uid })).compareList).toBeNull();
  });
});
