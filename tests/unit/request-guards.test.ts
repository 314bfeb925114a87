import { describe, expect, it } from "vitest";
import { fieldCountOf, isSameOriginPost, refusalOfHeaders } from "~/http/request-guards.server";

const FORM = "application/x-www-form-urlencoded";

describe("isSameOriginPost", () => {
  const host = "shop.example:3000";
  it("takes the shop's own pages, and posts that carry no browser headers", () => {
    expect(isSameOriginPost({ origin: "http://shop.example:3000", secFetchSite: "same-origin", host })).toBe(true);
    // Behind a TLS proxy the server is asked over http while the browser says https.
    expect(isSameOriginPost({ origin: "https://shop.example:3000", host })).toBe(true);
    expect(isSameOriginPost({ secFetchSite: "same-site", host })).toBe(true);
    expect(isSameOriginPost({ host })).toBe(true);
  });

  it("refuses other sites, opaque origins and what cannot be read", () => {
    expect(isSameOriginPost({ origin: "https://evil.example", host })).toBe(false);
    expect(isSameOriginPost({ origin: "http://shop.example:3001", host })).toBe(false);
    expect(isSameOriginPost({ origin: "http://sub.shop.example:3000", secFetchSite: "same-site", host })).toBe(false);
    expect(isSameOriginPost({ secFetchSite: "cross-site", host })).toBe(false);
    expect(isSameOriginPost({ origin: "null", host })).toBe(false);
    expect(isSameOriginPost({ origin: "not a url", host })).toBe(false);
    expect(isSameOriginPost({ origin: "http://shop.example:3000" })).toBe(false);
  });
});

describe("refusalOfHeaders", () => {
  const own = { origin: "http://shop.example", host: "shop.example", contentType: FORM };
  it("lets pages be read and forms be posted", () => {
    expect(refusalOfHeaders("GET", {})).toBeNull();
    expect(refusalOfHeaders("HEAD", {})).toBeNull();
    expect(refusalOfHeaders("POST", own)).toBeNull();
    expect(refusalOfHeaders("POST", { ...own, contentType: "multipart/form-data; boundary=x" })).toBeNull();
  });

  it("names the refusal of odd methods, other sites, other content and announced large bodies", () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "CONNECT"])
      expect(refusalOfHeaders(method, own)).toBe(405);
    expect(refusalOfHeaders("POST", { ...own, origin: "https://evil.example" })).toBe(403);
    expect(refusalOfHeaders("POST", { ...own, contentType: "application/json" })).toBe(415);
    expect(refusalOfHeaders("POST", { ...own, contentType: undefined })).toBe(415);
    expect(refusalOfHeaders("POST", { ...own, contentLength: String(64 * 1024 + 1) })).toBe(413);
  });
});

describe("fieldCountOf", () => {
  it("counts url-encoded pairs and multipart parts", () => {
    expect(fieldCountOf(Buffer.from(""), FORM)).toBe(0);
    expect(fieldCountOf(Buffer.from("a=1&b=2&c=3"), FORM)).toBe(3);
    const multipart =
      "--xyz\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--xyz\r\nContent-Disposition: form-data; name=b\r\n\r\n2\r\n--xyz--\r\n";
    expect(fieldCountOf(Buffer.from(multipart), "multipart/form-data; boundary=xyz")).toBe(2);
    expect(fieldCountOf(Buffer.from(multipart), 'multipart/form-data; boundary="xyz"')).toBe(2);
    expect(fieldCountOf(Buffer.from(multipart), "multipart/form-data")).toBe(Number.POSITIVE_INFINITY);
  });
});
