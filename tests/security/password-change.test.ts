// Changing the password revokes every token of the customer, the changing device's too: a copy of
// any session cookie from before the change (this device's or another's) is signed out, and the
// device that changed it stays signed in with a new token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../backend/seed/fixtures-customers";
import { startShopServer, type ShopServer } from "../support/shop-server";

let server: ShopServer;
beforeAll(async () => {
  server = await startShopServer("password-change");
});
afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => new URL(path, server.baseURL);
const sameSite = () => ({ Origin: server.baseURL, "Sec-Fetch-Site": "same-origin" });
const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("pw_session="))
    ?.split(";")[0];

async function signIn(password: string) {
  const response = await fetch(url("/customer/account/login"), {
    method: "POST",
    body: new URLSearchParams({ email: DEMO_CUSTOMER.email, password }),
    headers: sameSite(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return sessionOf(response)!;
}

/** Whether the cookie's session is signed in: the account page answers, not a way to sign in. */
async function signedIn(cookie: string) {
  const response = await fetch(url("/account/details"), { headers: { Cookie: cookie }, redirect: "manual" });
  return response.status === 200 && (await response.text()).includes(DEMO_CUSTOMER.email);
}

describe("changing the password", () => {
  it("signs out every session from before, the changing one's copy too, and keeps the device signed in", async () => {
    const NEW = "Brand-New-Pass-2026";
    const here = await signIn(DEMO_CUSTOMER.password);
    const elsewhere = await signIn(DEMO_CUSTOMER.password);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(true);

    const change = await fetch(url("/account/password"), {
      method: "POST",
      body: new URLSearchParams({ currentPassword: DEMO_CUSTOMER.password, password: NEW, passwordConfirmation: NEW }),
      headers: { ...sameSite(), Cookie: here },
      redirect: "manual",
    });
    expect(change.status).toBe(303);
    expect(change.headers.get("location")).toBe("/account/password");
    const after = sessionOf(change)!;
    expect(after).toBeTruthy();
    expect(after).not.toBe(here);

    expect(await signedIn(after)).toBe(true);
    expect(await signedIn(here)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
  });
});
