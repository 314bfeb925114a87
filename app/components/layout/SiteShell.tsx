import type { ReactNode } from "react";
import type { ShellData } from "~/shell/shell.server";
import { Popups } from "~/components/popups/Popups";
import { PopupQueueProvider } from "~/components/popups/PopupQueue";
import { MessageList } from "~/components/ui/MessageList";
import { StaticPart } from "~/components/ui/static-part";
import { Footer } from "./Footer";
import { GeoStoreNotice } from "./GeoStoreNotice";
import { Header } from "./Header";

/**
 * Header, messages, footer and popups around every page, error pages included. Without shell data
 * (the backend could not be reached for it) the shell is the plain frame: logo, basket, footer.
 */
export function SiteShell({
  shell,
  children,
  popups = true,
  focused = false,
}: {
  shell: ShellData | undefined;
  children: ReactNode;
  popups?: boolean;
  /** A checkout step: the logo and the way back to the basket instead of the shop's chrome. */
  focused?: boolean;
}) {
  if (!shell) {
    return (
      <>
        <Header menu={[]} stores={[]} />
        <main id="main" className="page">
          {children}
        </main>
        <Footer storeName="" links={null} />
      </>
    );
  }
  return (
    <PopupQueueProvider>
      {shell.customsWarningBar ? <StaticPart part={shell.customsWarningBar} /> : null}
      <Header
        menu={shell.menu}
        cartCount={shell.cartCount}
        storeCode={shell.storeCode}
        stores={shell.stores}
        currency={shell.currency}
        customer={shell.customer}
        focused={focused}
      />
      {popups && shell.geo && !focused ? <GeoStoreNotice suggestion={shell.geo} /> : null}
      <MessageList messages={shell.messages} />
      <main id="main" className="page">
        {children}
      </main>
      <Footer storeName={shell.storeName} links={shell.footerLinks} focused={focused} />
      {popups ? <Popups settings={shell.popups} cartActions={shell.cartActions} focused={focused} /> : null}
    </PopupQueueProvider>
  );
}
