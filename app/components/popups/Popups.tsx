import type { RecordedCartAction } from "~/commerce/cart/last-cart-actions";
import { CartEvents } from "~/integrations/CartEvents";
import { IntegrationScripts } from "~/integrations/IntegrationScripts";
import type { BrowserPopupSettings } from "~/shell/popups.server";
import { CookieConsentBanner } from "./CookieConsentBanner";
import { CustomsWarningPopup } from "./CustomsWarning";
import { NewsletterPopup } from "./NewsletterPopup";
import { MiniBasket } from "~/components/cart/MiniBasket";

/**
 * Newsletter popup, customs warning and cookie consent, per the store's settings and the shopper's
 * earlier answers (decided on the server: app/shell/popups.server.ts), and the third-party loaders
 * the shopper agreed to. The customs message bar itself sits above the header (root.tsx).
 */
export function Popups({
  settings,
  cartActions,
  focused = false,
}: {
  settings: BrowserPopupSettings;
  /** The basket's last change, for the tag manager. */
  cartActions: readonly RecordedCartAction[];
  /** A checkout step: no popup that would interrupt it (the cookie question and the tags stay). */
  focused?: boolean;
}) {
  const customs = settings.customsWarning;
  return (
    <>
      {customs?.popup?.show && !focused ? (
        <CustomsWarningPopup title={customs.popup.title} text={customs.popup.text} />
      ) : null}
      {focused ? null : <NewsletterPopup settings={settings.newsletter} />}
      <MiniBasket />
      {settings.cookieConsent.show ? <CookieConsentBanner settings={settings.cookieConsent} /> : null}
      <IntegrationScripts active={settings.integrations} consentCookieName={settings.cookieConsent.cookieName} />
      <CartEvents
        actions={cartActions}
        active={settings.integrations}
        consentCookieName={settings.cookieConsent.cookieName}
      />
    </>
  );
}
