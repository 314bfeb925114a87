import { parseSetCookie } from "cookie";
import { describe, expect, it } from "vitest";
import {
  browserPopupSettings,
  consentCookie,
  newsletterCookie,
  popupSettings,
  readConsent,
} from "~/shell/popups.server";

const config = {
  newsletter_popup_enabled: true,
  newsletter_popup_delay: 5,
  newsletter_popup_cookie: "pw_newsletter",
  newsletter_popup_cookie_lifetime_yes: 365,
  newsletter_popup_cookie_lifetime_no: 7,
  newsletter_popup_gender: false,
  newsletter_popup_firstname: false,
  newsletter_popup_discount: "10% off your first order",
  newsletter_popup_discount_percent: 10,
  customs_warning_enabled: false,
  customs_warning_message: null,
  customs_warning_popup_enabled: false,
  customs_warning_popup_title: null,
  customs_warning_popup_text: null,
  cookie_consent_enabled: true,
  cookie_consent_text: "We use cookies.",
  cookie_consent_cookie_name: "pw_cookie_consent",
  cookie_consent_lifetime: 365,
  tag_manager_enabled: true,
  tag_manager_id: "GTM-TEST",
  pixel_enabled: false,
  pixel_id: null,
  reviews_provider_enabled: false,
  reviews_provider_id: null,
  search_provider_enabled: false,
  maps_enabled: false,
  affiliate_tracking_enabled: false,
  affiliate_tracking_id: null,
  error_logging_provider_enabled: false,
  error_logging_provider_dsn: null,
};

const us = {
  ...config,
  customs_warning_enabled: true,
  customs_warning_message:
    "Orders shipped to the United States may be subject to import duties and taxes, payable on delivery.",
  customs_warning_popup_enabled: true,
  customs_warning_popup_title: "Import duties and taxes",
  customs_warning_popup_text: "Duties are set by US customs.",
};

const shopper = { lean: false, crawler: false };

function request(cookie?: string, url = "http://shop.test/") {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

describe("popupSettings", () => {
  it("promises the newsletter's discount only with a welcome percentage behind it", () => {
    expect(popupSettings(config, null, shopper).newsletter.discount).toBe("10% off your first order");
    for (const percent of [0, null]) {
      const none = { ...config, newsletter_popup_discount_percent: percent };
      expect(popupSettings(none, null, shopper).newsletter.discount).toBeNull();
    }
  });

  it("offers a shopper the newsletter popup and the cookie banner, whatever cookies the request carries", () => {
    const settings = popupSettings(config, null, shopper);
    expect(settings.newsletter).toEqual({
      enabled: true,
      cookieName: "pw_newsletter",
      delaySeconds: 5,
      gender: false,
      firstname: false,
      discount: "10% off your first order",
    });
    expect(settings.cookieConsent).toEqual({ show: true, text: "We use cookies.", cookieName: "pw_cookie_consent" });
    expect(settings.customsWarning).toBeNull();
    // What would load after consent "all"; the browser checks the consent cookie first.
    expect(settings.integrations).toEqual([{ name: "tagManager", id: "GTM-TEST" }]);
    // Lifetimes stay on the server.
    expect(JSON.stringify(settings)).not.toContain("365");
    expect(popupSettings({ ...config, newsletter_popup_enabled: false }, null, shopper).newsletter.enabled).toBe(false);
  });

  it("names the cookies the store configures, so the browser reads the right ones", () => {
    const renamed = { ...config, newsletter_popup_cookie: "nl_seen", cookie_consent_cookie_name: "consent" };
    expect(popupSettings(renamed, null, shopper)).toMatchObject({
      newsletter: { cookieName: "nl_seen" },
      cookieConsent: { cookieName: "consent" },
    });
  });

  it("leaves the banner out only for an answer kept in the session (given without JavaScript)", () => {
    expect(popupSettings(config, "necessary", shopper).cookieConsent.show).toBe(false);
    expect(popupSettings(config, "all", shopper).cookieConsent.show).toBe(false);
    expect(popupSettings({ ...config, cookie_consent_enabled: false }, null, shopper).cookieConsent.show).toBe(false);
  });

  it("shows nothing to crawlers or speed-test agents, but keeps the customs message bar", () => {
    for (const flags of [
      { lean: true, crawler: true },
      { lean: false, crawler: true },
    ]) {
      const settings = popupSettings(us, null, flags);
      expect(settings.newsletter.enabled).toBe(false);
      expect(settings.cookieConsent.show).toBe(false);
      expect(settings.integrations).toEqual([]);
      expect(settings.customsWarning?.popup?.show).toBe(false);
      expect(settings.customsWarning?.message).toMatch(/import duties/);
    }
  });

  it("gives the customs warning its bar, longer text and popup where the store has one", () => {
    expect(popupSettings(us, null, shopper).customsWarning).toEqual({
      message: us.customs_warning_message,
      details: "Duties are set by US customs.",
      popup: { show: true, title: "Import duties and taxes", text: "Duties are set by US customs." },
    });
    const barOnly = popupSettings({ ...us, customs_warning_popup_enabled: false }, null, shopper).customsWarning;
    expect(barOnly?.popup).toBeNull();
    expect(popupSettings({ ...us, customs_warning_message: " " }, null, shopper).customsWarning).toBeNull();
  });

  it("sends the page's data the customs popup only: the bar's texts are in the document", () => {
    const settings = popupSettings(us, null, shopper);
    const sent = browserPopupSettings(settings);
    expect(sent.customsWarning).toEqual({
      popup: { show: true, title: "Import duties and taxes", text: "Duties are set by US customs." },
    });
    expect(JSON.stringify(sent)).not.toContain(us.customs_warning_message);
    expect(sent.newsletter).toEqual(settings.newsletter);
    expect(browserPopupSettings(popupSettings(config, null, shopper)).customsWarning).toBeNull();
  });

  it("passes the firstname and gender switches through for the popup's form", () => {
    const settings = popupSettings(
      { ...config, newsletter_popup_gender: true, newsletter_popup_firstname: true },
      null,
      shopper,
    );
    expect(settings.newsletter).toMatchObject({ gender: true, firstname: true });
  });
});

describe("popup cookies", () => {
  it("remembers the newsletter answer for the yes or no lifetime", () => {
    const yes = parseSetCookie(newsletterCookie(config, request(), "yes"));
    expect(yes).toMatchObject({ name: "pw_newsletter", value: "yes", maxAge: 365 * 86400, path: "/", sameSite: "lax" });
    const no = parseSetCookie(newsletterCookie(config, request(), "no"));
    expect(no).toMatchObject({ name: "pw_newsletter", value: "no", maxAge: 7 * 86400 });
  });

  it("stores the consent for cookie_consent_lifetime days, Secure over HTTPS", () => {
    const cookie = parseSetCookie(consentCookie(config, request(undefined, "https://shop.test/"), "all"));
    expect(cookie).toMatchObject({ name: "pw_cookie_consent", value: "all", maxAge: 365 * 86400, secure: true });
    expect(parseSetCookie(consentCookie(config, request(), "necessary")).secure).toBeFalsy();
  });

  it("falls back to our own cookie name when the configured one is not a valid cookie name", () => {
    const cookie = parseSetCookie(
      consentCookie({ ...config, cookie_consent_cookie_name: "bad name;" }, request(), "all"),
    );
    expect(cookie.name).toBe("pw_cookie_consent");
  });

  it("reads the consent cookie (for the cookie preferences page), ignoring values we never set", () => {
    expect(readConsent(config, request("a=1; pw_cookie_consent=all"))).toBe("all");
    expect(readConsent(config, request("pw_cookie_consent=maybe"))).toBeNull();
    expect(readConsent(config, request())).toBeNull();
  });
});
