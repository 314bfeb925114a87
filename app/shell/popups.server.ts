// Which popups a page may show, with the settings the browser needs (never a secret), and the two
// cookies that remember the shopper's answers: the newsletter popup's and the cookie consent's.
//
// The page's HTML never depends on those cookies, so anonymous pages stay cacheable by a CDN: the
// browser reads them (they are not HttpOnly) to keep an answered popup closed, to hide the cookie
// banner, and to load third-party tags after consent. Only an answer given without JavaScript is
// also kept in the session, which makes that shopper's pages private and lets the server leave the
// banner out.
import { parseCookie, stringifySetCookie } from "cookie";
import type { StoreConfig } from "~/commerce/store/store";
import type { ConsentChoice } from "~/forms/cookie-consent";
import {
  activeIntegrations,
  type ActiveIntegration,
  type Consent,
  type IntegrationConfig,
} from "~/integrations/active";

const DEFAULT_NEWSLETTER_COOKIE = "pw_newsletter";
const DEFAULT_CONSENT_COOKIE = "pw_cookie_consent";
const DEFAULT_LIFETIME_DAYS = { yes: 365, no: 7, consent: 365 };
const DAY_SECONDS = 24 * 60 * 60;
/** RFC 6265 token characters: a configured name outside them falls back to our default. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export interface NewsletterPopupSettings {
  /** The popup may open on this page: switched on, and a person with a browser is asking. */
  enabled: boolean;
  /** The cookie that, once set, keeps the popup closed (read in the browser). */
  cookieName: string;
  delaySeconds: number;
  gender: boolean;
  firstname: boolean;
  /** The store's offer for subscribers, e.g. "10% off your first order". */
  discount: string | null;
}

export interface CustomsWarningSettings {
  /** The bar at the top of every page; also shown to bots, since it is information, not a popup. */
  message: string;
  /** The longer text behind the bar's "more information" (the popup text when there is one). */
  details: string | null;
  popup: { show: boolean; title: string; text: string } | null;
}

export interface CookieConsentSettings {
  /** Render the banner: switched on, a person, and no answer kept in the session. */
  show: boolean;
  text: string | null;
  /** The cookie holding the answer; when the browser finds it, the banner stays hidden. */
  cookieName: string;
}

export interface PopupSettings {
  newsletter: NewsletterPopupSettings;
  /** Null when the store has no customs warning. */
  customsWarning: CustomsWarningSettings | null;
  cookieConsent: CookieConsentSettings;
  /** Third-party integrations this page loads once the browser finds consent "all" (store switch + not a bot). */
  integrations: ActiveIntegration[];
}

type PopupConfig = Pick<
  StoreConfig,
  | "newsletter_popup_enabled"
  | "newsletter_popup_delay"
  | "newsletter_popup_cookie"
  | "newsletter_popup_cookie_lifetime_yes"
  | "newsletter_popup_cookie_lifetime_no"
  | "newsletter_popup_gender"
  | "newsletter_popup_firstname"
  | "newsletter_popup_discount"
  | "newsletter_popup_discount_percent"
  | "customs_warning_enabled"
  | "customs_warning_message"
  | "customs_warning_popup_enabled"
  | "customs_warning_popup_title"
  | "customs_warning_popup_text"
  | "cookie_consent_enabled"
  | "cookie_consent_text"
  | "cookie_consent_cookie_name"
  | "cookie_consent_lifetime"
> &
  IntegrationConfig;

function cookieName(configured: string | null, fallback: string): string {
  const name = configured?.trim();
  return name && COOKIE_NAME.test(name) ? name : fallback;
}

export const newsletterCookieName = (config: PopupConfig) =>
  cookieName(config.newsletter_popup_cookie, DEFAULT_NEWSLETTER_COOKIE);
export const consentCookieName = (config: PopupConfig) =>
  cookieName(config.cookie_consent_cookie_name, DEFAULT_CONSENT_COOKIE);

function cookiesOf(request: Request) {
  return parseCookie(request.headers.get("Cookie") ?? "");
}

/** The shopper's cookie choice, if made: "all" or "necessary". */
export function readConsent(config: PopupConfig, request: Request): Consent | null {
  const value = cookiesOf(request)[consentCookieName(config)];
  return value === "all" || value === "necessary" ? value : null;
}

const text = (value: string | null) => value?.trim() || null;

/**
 * What the newsletter promises a new subscriber ("10% off your first order"): only with a welcome
 * percentage behind it, the one the backend's single-use code gives. No percentage, no promise.
 */
export function newsletterPromise(
  config: Pick<StoreConfig, "newsletter_popup_discount" | "newsletter_popup_discount_percent">,
): string | null {
  const percent = config.newsletter_popup_discount_percent ?? 0;
  return percent > 0 ? text(config.newsletter_popup_discount) : null;
}

/**
 * What the page's data carries of the popups' settings: the customs warning's bar is made on the
 * server (customs-warning-bar.server.tsx, in the document once), so only its popup goes along.
 */
export type BrowserPopupSettings = Omit<PopupSettings, "customsWarning"> & {
  customsWarning: Pick<CustomsWarningSettings, "popup"> | null;
};

export function browserPopupSettings(settings: PopupSettings): BrowserPopupSettings {
  const { customsWarning } = settings;
  return { ...settings, customsWarning: customsWarning && { popup: customsWarning.popup } };
}

/**
 * @param sessionConsent an answer given without JavaScript and kept in the session, if any.
 */
export function popupSettings(
  config: PopupConfig,
  sessionConsent: Consent | null,
  options: { lean: boolean; crawler: boolean },
): PopupSettings {
  const person = !options.lean && !options.crawler;
  const message = text(config.customs_warning_message);
  const popupTitle = text(config.customs_warning_popup_title);
  const popupText = text(config.customs_warning_popup_text);
  return {
    newsletter: {
      enabled: person && config.newsletter_popup_enabled === true,
      cookieName: newsletterCookieName(config),
      delaySeconds: Math.max(0, config.newsletter_popup_delay ?? 0),
      gender: config.newsletter_popup_gender === true,
      firstname: config.newsletter_popup_firstname === true,
      discount: newsletterPromise(config),
    },
    customsWarning:
      config.customs_warning_enabled === true && message
        ? {
            message,
            details: popupText,
            popup:
              config.customs_warning_popup_enabled === true && popupTitle && popupText
                ? { show: person, title: popupTitle, text: popupText }
                : null,
          }
        : null,
    cookieConsent: {
      show: person && config.cookie_consent_enabled === true && sessionConsent === null,
      text: text(config.cookie_consent_text),
      cookieName: consentCookieName(config),
    },
    // What would load with consent; the browser checks the consent cookie before loading any.
    integrations: activeIntegrations(config, { consent: "all", ...options }),
  };
}

function popupCookie(request: Request, name: string, value: string, days: number): string {
  return stringifySetCookie({
    name,
    value,
    path: "/",
    maxAge: Math.max(0, Math.round(days * DAY_SECONDS)),
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    // Not HttpOnly: neither holds a secret, and tag managers read the consent choice.
  });
}

/** Remembers the newsletter popup's answer: "yes" after subscribing, "no" after No thanks. */
export function newsletterCookie(config: PopupConfig, request: Request, answer: "yes" | "no"): string {
  const days =
    answer === "yes"
      ? (config.newsletter_popup_cookie_lifetime_yes ?? DEFAULT_LIFETIME_DAYS.yes)
      : (config.newsletter_popup_cookie_lifetime_no ?? DEFAULT_LIFETIME_DAYS.no);
  return popupCookie(request, newsletterCookieName(config), answer, days);
}

export function consentCookie(config: PopupConfig, request: Request, consent: ConsentChoice): string {
  return popupCookie(
    request,
    consentCookieName(config),
    consent,
    config.cookie_consent_lifetime ?? DEFAULT_LIFETIME_DAYS.consent,
  );
}
