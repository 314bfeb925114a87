// The hosted payment page's HTML: plain server-rendered forms that work without JavaScript, in a
// provider's own look (not the shop's), with the shop's name and the amount. One tiny script, allowed
// by its nonce, only submits the result form for the shopper when JavaScript runs.
import type { CardPayTexts } from "./texts.js";
import { fill } from "./texts.js";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

export const h = escapeHtml;

export interface PageFrame {
  lang: string;
  texts: CardPayTexts;
  nonce: string;
  shopName?: string;
  amount?: string;
  body: string;
  /** a script that runs once the page is read (the result form's auto-submit) */
  script?: string;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#eef1f6;color:#1a2233;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;justify-content:center;align-items:flex-start;padding:24px 12px}
main{width:100%;max-width:440px;background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(26,34,51,.12);overflow:hidden}
header{background:#1a2233;color:#fff;padding:20px 24px}
.provider{display:flex;align-items:center;gap:8px;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;opacity:.8}
.provider svg{width:14px;height:14px;fill:currentColor}
.merchant{margin:10px 0 0;font-size:1rem;font-weight:500}
.amount{margin:2px 0 0;font-size:2rem;font-weight:700;letter-spacing:-.01em}
section{padding:24px}
h1{font-size:1.25rem;margin:0 0 12px}
label{display:block;font-weight:600;font-size:.9rem;margin:0 0 6px}
.field{margin:0 0 16px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
input[type=text],input[type=tel]{width:100%;min-height:48px;padding:10px 14px;font:inherit;font-size:1.05rem;color:inherit;background:#fff;border:1.5px solid #c5cbd6;border-radius:10px}
input:focus{outline:3px solid #7aa7ff;outline-offset:1px;border-color:#2f6fed}
input[aria-invalid=true]{border-color:#c62828;background:#fff8f8}
.error{display:block;color:#b71c1c;font-size:.875rem;margin-top:6px}
.alert{background:#fdecea;color:#8e1c1c;border-radius:10px;padding:12px 14px;margin:0 0 16px;font-weight:500}
.check{display:flex;gap:10px;align-items:flex-start;margin:4px 0 20px;font-weight:400;font-size:.95rem;cursor:pointer}
.check input{width:22px;height:22px;margin:1px 0 0;flex:none;accent-color:#2f6fed}
button{display:block;width:100%;min-height:52px;border:0;border-radius:10px;font:inherit;font-weight:700;font-size:1.05rem;cursor:pointer}
.primary{background:#2f6fed;color:#fff}
.primary:hover{background:#1f5bd0}
.secondary{background:transparent;color:#2f4a80;border:1.5px solid #c5cbd6;font-weight:600;margin-top:12px}
.secondary:hover{background:#f3f5f9}
button:focus-visible{outline:3px solid #7aa7ff;outline-offset:2px}
.note{color:#5b6475;font-size:.85rem;margin:16px 0 0}
.test{background:#fff8e1;color:#5d4300;border-radius:10px;padding:10px 14px;font-size:.85rem;margin:0 0 20px}
.cards{display:flex;gap:6px;margin:0 0 18px}
.cards span{font-size:.7rem;font-weight:700;border:1px solid #c5cbd6;border-radius:5px;padding:2px 6px;color:#3b4457}
p{margin:0 0 12px}
a{color:#2f4a80}
`;

const LOCK =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z"/></svg>';

export function page({ lang, texts, nonce, shopName, amount, body, script }: PageFrame): string {
  const merchant = shopName ? `<p class="merchant">${h(fill(texts.payTo, { shop: shopName }))}</p>` : "";
  const total = amount ? `<p class="amount">${h(amount)}</p>` : "";
  return `<!doctype html>
<html lang="${h(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${h(texts.pageTitle)}${shopName ? ` | ${h(shopName)}` : ""}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<header><div class="provider">${LOCK}<span>${h(texts.pageTitle)}</span></div>${merchant}${total}</header>
<section>
${body}
</section>
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ""}
</body>
</html>`;
}

/** A field's error text and the attributes that tie it to its input. */
export function fieldError(name: string, message: string | undefined) {
  return message
    ? {
        attrs: ` aria-invalid="true" aria-describedby="${name}-error"`,
        html: `<span class="error" id="${name}-error">${h(message)}</span>`,
      }
    : { attrs: "", html: "" };
}
