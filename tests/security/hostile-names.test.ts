// Markup typed as a name or an address line (`<img src=x onerror=...>`, `"><script>`) is refused as
// Magento refuses it, at both doors: the backend's GraphQL (as any client would call it) and the
// storefront's create-account form (a 400 with the message by the field, nothing stored).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "../support/shop-server";

let server: ShopServer;
beforeAll(async () => {
  server = await startShopServer("hostile-names");
});
afterAll(async () => {
  await server?.stop();
});

const HOSTILE = "<img src=x onerror=alert(1)>";

async function graphql(query: string, variables: Record<string, unknown>) {
  const response = await fetch(new URL("/graphql", server.baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: Array<{ message: string }> };
}

describe("hostile names", () => {
  it("the backend refuses markup as a customer's name", async () => {
    const r = await graphql(
      `
        mutation ($input: CustomerCreateInput!) {
          createCustomerV2(input: $input) {
            customer {
              email
            }
          }
        }
      `,
      {
        input: {
          firstname: HOSTILE,
          lastname: "Runner",
          email: `hostile-${Date.now()}@example.com`,
          password: "Strong-Pass-2026",
        },
      },
    );
    expect(r.errors?.map((e) => e.message)).toEqual(["First Name is not valid!"]);
  });

  it("the backend refuses markup in a basket's delivery address", async () => {
    const cart = await graphql(
      `
        mutation {
          createGuestCart {
            cart {
              id
            }
          }
        }
      `,
      {},
    );
    const cartId = cart.data.createGuestCart.cart.id as string;
    const r = await graphql(
      `
        mutation ($id: String!, $a: ShippingAddressInput!) {
          setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$a] }) {
            cart {
              id
            }
          }
        }
      `,
      {
        id: cartId,
        a: {
          address: {
            firstname: "Jo",
            lastname: "Runner",
            street: ['1 High St"><script>alert(1)</script>'],
            city: "London",
            postcode: "SW1A 1AA",
            country_code: "GB",
            telephone: "020 7946 0000",
          },
        },
      },
    );
    expect(r.errors?.[0].message).toBe(
      "Invalid Street Address. Please use only A-Z, a-z, 0-9, spaces, commas, -, ., ', &, [], ()",
    );
  });

  it("the create-account form answers 400 with the message by the field, the input kept", async () => {
    const page = await fetch(new URL("/customer/account/create", server.baseURL));
    const cookie = page.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const response = await fetch(new URL("/customer/account/create", server.baseURL), {
      method: "POST",
      body: new URLSearchParams({
        firstname: HOSTILE,
        lastname: "Runner",
        email: `hostile-form-${Date.now()}@example.com`,
        password: "Strong-Pass-2026",
        passwordConfirmation: "Strong-Pass-2026",
      }),
      headers: { Cookie: cookie, Origin: server.baseURL, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please use only letters, numbers, spaces and these characters: , - _ . &#x27;");
    expect(html).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).not.toContain(HOSTILE);
  });
});
