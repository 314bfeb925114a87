// The CSP nonce of the page being rendered (app/http/security-headers.server.ts makes the policy).
// entry.server provides it; in the browser there is none to provide, and none is needed: scripts
// React adds after hydration are trusted through 'strict-dynamic'.
import { createContext, useContext } from "react";

export const ScriptNonceContext = createContext<string | undefined>(undefined);

/** The nonce every inline script of the document carries. */
export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonceContext);
}
