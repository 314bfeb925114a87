// Which popups and third-party integrations a page may show (placeholder until built out).
import type { StoreConfig } from "~/commerce/store.server";

export interface PopupSettings {
  enabled: boolean;
}

export function popupSettings(_config: StoreConfig, _request: Request, options: { lean: boolean; crawler: boolean }): PopupSettings {
  return { enabled: !options.lean && !options.crawler };
}
