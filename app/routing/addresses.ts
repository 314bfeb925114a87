// The addresses of the screens, for code that runs in the browser too: link builders (paths.ts),
// the head's noindex (SeoLinks), the account menu and the checkout's steps. On the server they come
// from the route registry (registry.ts, all store views). The browser holds no registry: the server
// sends the current store view's table once, in the root's data (`addressTable`, made by
// address-table.server.ts); the root's Layout hands it over before any page renders, and a move to
// another store view reloads the root's data, so the table is always the shown store's. See
// docs/decisions/0080-the-browser-learns-its-addresses-from-the-root.md.
import { storePath, type StoreView } from "~/i18n/store-views";
import { registryOnServer } from "./registry-on-server.server";
import { fillPattern } from "./fill-pattern";
import type { CheckoutStepName, ScreenHandle, ScreenId } from "./registry";

/** One store view's addresses, as the server sends them to the browser. */
export interface AddressTable {
  /** The store view's code. */
  store: string;
  /** Every screen's address pattern in this store, prefix included: "/de/produkte/:urlKey". */
  paths: Record<string, string>;
  /** The screens kept from search engines. */
  noindex: string[];
  /** The checkout's screens with their step, in the registry's order. */
  steps: Array<[string, CheckoutStepName]>;
}

let browserTable: AddressTable | undefined;

/** The browser's table from now on (the root's Layout, with the root's data); ignored on the server. */
export function setBrowserAddresses(table: AddressTable | undefined): void {
  if (table && !registryOnServer) browserTable = table;
}

/** The address of a screen in a store view (registry.ts's screenPath, in the browser from the table). */
export function screenPath(id: ScreenId, storeView: StoreView, params: Record<string, string> = {}): string {
  if (registryOnServer) return registryOnServer.screenPath(id, storeView, params);
  // No table of this store: the root's loader failed and the page is the error page, which must still
  // hydrate. Its links keep the addresses the server wrote; one made by script leads to the store's home.
  const paths = browserTable?.store === storeView.code ? browserTable.paths : null;
  return paths ? fillPattern(id, paths[id], params) : storePath(storeView);
}

/** Whether the browser knows this store's addresses (not on an error page whose root loader failed). */
export function knowsAddresses(storeView: StoreView): boolean {
  return Boolean(registryOnServer) || browserTable?.store === storeView.code;
}

/** The screen a route's handle names, if any. */
export function screenIdOfHandle(handle: unknown): ScreenId | undefined {
  return (handle as Partial<ScreenHandle> | undefined)?.screen;
}

/** Whether search engines must not index this screen. */
export function isNoindex(id: ScreenId): boolean {
  if (registryOnServer) return registryOnServer.screenById(id).noindex;
  return Boolean(browserTable?.noindex.includes(id));
}

/** The checkout step a screen belongs to, if any. */
export function stepOf(id: ScreenId): CheckoutStepName | null {
  if (registryOnServer) return registryOnServer.screenById(id).step;
  return browserTable?.steps.find(([screen]) => screen === id)?.[1] ?? null;
}

/** The checkout's steps in order. */
export function checkoutSteps(): readonly CheckoutStepName[] {
  if (registryOnServer) return registryOnServer.checkoutSteps;
  return [...new Set((browserTable?.steps ?? []).map(([, step]) => step))];
}

/** The screen a checkout step opens at: the first of that step. */
export function stepScreen(step: CheckoutStepName): ScreenId {
  if (registryOnServer) return registryOnServer.stepScreen(step);
  const screen = browserTable?.steps.find(([, name]) => name === step)?.[0];
  if (!screen) throw new Error(`No screen of the checkout step "${step}"`);
  return screen as ScreenId;
}
