// A solved captcha is used up on its first post, whatever the outcome: posting it again with the same
// cookie (a replay, as a script would do to send many reset mails) is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "../support/shop-server";

let server: ShopServer;
beforeAll(async () => {
  server = await startShopServer("captcha-replay");
});
afterAll(async () => {
  await server?.stop();
});

const PAGE = "/customer/account/forgotpassword";
const ANSWER = "K7M3X";

/** The forgot-password page with a captcha whose text the test chose (test hooks are on). */
async function solvedCaptchaCookie() {
  const page = await fetch(new URL(PAGE, server.baseURL), { headers: { Cookie: `pw_test_captcha=${ANSWER}` } });
  expect(page.status).toBe(200);
  return page.headers
    .getSetCookie()
    .find((c) => c.startsWith("pw_session="))!
    .split(";")[0];
}

const post = (cookie: string, answer: string, email: string) =>
  fetch(new URL(PAGE, server.baseURL), {
    method: "POST",
    body: new URLSearchParams({ email, captcha: answer }),
    headers: { Cookie: cookie, Origin: server.baseURL, "Sec-Fetch-Site": "same-origin" },
    redirect: "manual",
  });

describe("the forgot-password captcha", () => {
  it("is taken once; the same cookie posted again is refused (4 tries: 1 accepted)", async () => {
    const cookie = await solvedCaptchaCookie();
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await post(cookie, ANSWER, `replay${n}@example.com`)).status);
    expect(statuses).toEqual([303, 400, 400, 400]);
  });

  it("is used up by a wrong answer too: the right one after it, from the same cookie, is refused", async () => {
    const cookie = await solvedCaptchaCookie();
    expect((await post(cookie, "WRONG", "someone@example.com")).status).toBe(400);
    expect((await post(cookie, ANSWER, "someone@example.com")).status).toBe(400);
  });
});
