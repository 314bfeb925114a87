// Cookies switched off (ADR 0077): the marker a cookie-setting post puts in the address it leads to,
// and what the page there concludes from the cookies that came back.
import { describe, expect, it } from "vitest";
import {
  COOKIE_CHECK_FRESH_SECONDS,
  cookieCheckOf,
  needsCookieCheck,
  testCookieHeader,
  withCookieCheck,
  withoutCookieCheck,
} from "~/sessions/cookie-check.server";

const NOW = Date.UTC(2026, 10, 26, 23, 0, 0);
const page = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("the cookie check", () => {
  it("tests a post that came without the session cookie, not one that came with it", () => {
    expect(needsCookieCheck(page("/basket"))).toBe(true);
    expect(needsCookieCheck(page("/basket", "pw_newsletter=no; pw_cookie_consent=necessary"))).toBe(true);
    expect(needsCookieCheck(page("/basket", "pw_session=v1.abc"))).toBe(false);
  });

  it("marks the address with the time of the post, keeping its own query", () => {
    expect(withCookieCheck("/products/whey?flavours=VAN", NOW)).toBe(
      `/products/whey?flavours=VAN&cookie_check=${NOW / 1000}`,
    );
  });

  it("says refused when neither cookie came back, kept when one did", () => {
    const marked = withCookieCheck("/products/whey", NOW);
    expect(cookieCheckOf(page(marked), NOW)).toBe("refused");
    expect(cookieCheckOf(page(marked, "test_cookie=1"), NOW)).toBe("kept");
    expect(cookieCheckOf(page(marked, "pw_session=v1.abc"), NOW)).toBe("kept");
    // Another cookie of ours (a popup's answer) is no proof: it may be a browser's old one.
    expect(cookieCheckOf(page(marked, "my_test_cookie=1"), NOW)).toBe("refused");
  });

  it("says nothing without a marker, and nothing true of an old or forged one", () => {
    expect(cookieCheckOf(page("/products/whey"), NOW)).toBeNull();
    const old = withCookieCheck("/products/whey", NOW - (COOKIE_CHECK_FRESH_SECONDS + 5) * 1000);
    expect(cookieCheckOf(page(old), NOW)).toBe("stale");
    expect(cookieCheckOf(page("/products/whey?cookie_check=yes"), NOW)).toBe("stale");
  });

  it("gives the address back without the marker (and without single fetch's _routes)", () => {
    const url = new URL("http://shop.test/products/whey?flavours=VAN&cookie_check=1&_routes=root");
    expect(withoutCookieCheck(url)).toBe("/products/whey?flavours=VAN");
  });

  it("sets a test cookie that lasts as long as the marker, Secure over HTTPS", () => {
    expect(testCookieHeader(page("/"))).toBe(
      `test_cookie=1; Path=/; Max-Age=${COOKIE_CHECK_FRESH_SECONDS}; SameSite=Lax`,
    );
    expect(testCookieHeader(new Request("https://shop.test/"))).toContain("; Secure");
  });
});
