// no redirecting action sends a shopper to another site, whatever return target
// a form (or a link crafted by someone else) posts. Each hostile target goes to every action that
// answers with a redirect; the Location must stay on the shop's own origin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { HOSTILE_RETURN_PATHS } from "../support/hostile-return-paths";

let server: ShopServer;

beforeAll(async () => {
  server = await startShopServer("redirects");
});

afterAll(async () => {
  await server?.stop();
});

/** The redirecting actions, each with the fields of a valid post and the field naming the return target. */
const ACTIONS: Array<{ name: string; path: string; fields: Record<string, string>; target: string }> = [
  {
    name: "basket (remove a line)",
    path: "/basket",
    fields: { intent: "remove-line", itemUid: "line-1" },
    target: "redirectTo",
  },
  {
    name: "basket (change a quantity)",
    path: "/basket",
    fields: { intent: "update-quantity", itemUid: "line-1", quantity: "2" },
    target: "redirectTo",
  },
  { name: "newsletter (dismiss)", path: "/newsletter", fields: { intent: "dismiss" }, target: "returnTo" },
  {
    name: "cookie consent",
    path: "/cookie-consent",
    fields: { intent: "cookie-consent", consent: "necessary" },
    target: "returnTo",
  },
  { name: "geo suggestion (dismiss)", path: "/preferences", fields: { intent: "geo-dismiss" }, target: "returnTo" },
  {
    name: "preferences (store switch)",
    path: "/preferences",
    fields: { intent: "preferences", store: "default" },
    target: "returnTo",
  },
];

const targets = HOSTILE_RETURN_PATHS.filter((target): target is string => typeof target === "string");

async function post(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL(path, server.baseURL), {
    method: "POST",
    redirect: "manual",
    // A same-origin form post, as the shop's own pages send it.
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.baseURL,
      "Sec-Fetch-Site": "same-origin",
    },
    body: new URLSearchParams(fields),
  });
}

describe.each(ACTIONS)("$name", ({ path, fields, target }) => {
  it.each(targets.map((value) => [JSON.stringify(value), value]))("keeps %s on our origin", async (_label, hostile) => {
    const response = await post(path, { ...fields, [target]: hostile });
    expect(response.status).toBe(303);
    const location = response.headers.get("Location") ?? "";
    // Resolved as a browser resolves it against the page that posted.
    const landing = new URL(location, server.baseURL);
    expect(landing.origin, `Location: ${location}`).toBe(new URL(server.baseURL).origin);
    expect(location.startsWith("/") && !location.startsWith("//") && !location.includes("\\")).toBe(true);
  });
});
