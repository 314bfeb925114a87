// A page that any cache may keep and hand to everyone carries nothing that must differ per answer.
// The render's CSP nonce would: once kept, every visitor (and any attacker reading the page) would
// know the nonce that lets a script run. So a public page's policy names its inline scripts by their
// SHA-256 hashes instead (CSP Level 3), and the nonce attributes are taken out of the document.
// 'strict-dynamic' still lets those scripts load the client bundles. See docs/decisions (page cache).
import { createHash } from "node:crypto";

const NONCE_SOURCE = /'nonce-([^']+)'/;
/** Inline scripts: a <script> without src, up to its end tag (React escapes "</" inside scripts). */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi;

/** The hash sources of every inline script of a document, in order of first appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The document and policy of a page made shareable: the nonce replaced by the hashes of the inline
 * scripts the document holds. A page without a nonce (none was given) is returned as it is.
 */
export function shareablePage(html: string, policy: string | null): { html: string; policy: string | null } {
  const nonce = policy ? NONCE_SOURCE.exec(policy)?.[1] : undefined;
  if (!policy || !nonce) return { html, policy };
  const document = html.split(` nonce="${nonce}"`).join("");
  const hashes = inlineScriptHashes(document);
  const shared = policy
    .split(";")
    .map((directive) => {
      if (!directive.includes(`'nonce-${nonce}'`)) return directive;
      // No inline script at all (the lean page for speed tests): no script runs.
      if (!hashes.length) return directive.replace(/script-src\s.*/, "script-src 'none'");
      return directive.replace(`'nonce-${nonce}'`, hashes.join(" "));
    })
    .join(";");
  return { html: document, policy: shared };
}
