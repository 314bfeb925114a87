// GraphiQL for a developer: a browser asking GET /graphql for HTML gets it, with a policy that lets
// its scripts run, only where introspection is on (development); in production the same request is
// an API answer, never a page.
import { afterEach, expect, it } from "vitest";
import { NO_WRITE_LIMITS, serveBackend, type ServedBackend } from "../../tests/support/backend-helpers.js";

let served: ServedBackend | undefined;
afterEach(async () => {
  await served?.stop();
  served = undefined;
});

const openInBrowser = (url: string) => fetch(new URL("/graphql", url), { headers: { Accept: "text/html" } });

it("serves GraphiQL, with a policy for its scripts, when introspection is on", async () => {
  served = await serveBackend({ writeLimits: NO_WRITE_LIMITS, introspection: true });
  const page = await openInBrowser(served.url);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toContain("text/html");
  expect(await page.text()).toContain("GraphiQL");
  expect(page.headers.get("content-security-policy")).toContain("script-src 'self' 'unsafe-inline'");
});

it("serves no GraphiQL where introspection is off (production)", async () => {
  served = await serveBackend({ writeLimits: NO_WRITE_LIMITS, introspection: false });
  const page = await openInBrowser(served.url);
  expect(page.headers.get("content-type") ?? "").not.toContain("text/html");
  expect(await page.text()).not.toContain("GraphiQL");
});
