// The card provider's hosted payment page (ADR 0031), served by the embedded backend,
// which plays the provider: /pwcard/pay/<session> takes the card (approve, decline or a 3-D Secure
// style challenge), and sends the shopper back to the shop's return URL with the signed result in its
// query, by a GET as a real provider's redirect does (the shop's page then confirms it with a post of
// its own, on its own origin: docs/decisions/0063-*.md). Plain forms, no JavaScript needed; every
// answer is private and framed by strict headers.
import { randomBytes } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import type { ShopServices } from "../services.js";
import type { StoreView } from "../store/repository.js";
import { CHALLENGE_CODE, checkCard, type CardInput } from "./cards.js";
import { fieldError, h, page } from "./html.js";
import type { CardNotifier } from "./notifications.js";
import type { PaymentSession } from "./service.js";
import { cardPayTexts, fill, type CardPayTexts } from "./texts.js";

export const HOSTED_PAGE_PREFIX = "/pwcard/pay";

interface View {
  session: PaymentSession;
  store: StoreView | undefined;
  texts: CardPayTexts;
  lang: string;
  shopName: string;
  amount: string;
  nonce: string;
}

function securityHeaders(res: Response, nonce: string, returnOrigin = "") {
  res.set({
    "Content-Security-Policy": `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ""}; frame-ancestors 'none'; base-uri 'none'`,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    // The return carries the signed result in its address: no page of the shop learns this one's.
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
}

const formatAmount = (store: StoreView | undefined, amount: number, currency: string) =>
  new Intl.NumberFormat((store?.locale ?? "en_GB").replace("_", "-"), { style: "currency", currency }).format(amount);

export function createCardPayPages(services: ShopServices, notifier?: CardNotifier): Router {
  /**
   * Where the shopper goes back: the return URL itself when the provider's pages live on an origin of
   * their own; its path when they are served by the shop's own server (the shopper stays on the host
   * they came on).
   */
  const returnAction = (session: PaymentSession) => {
    if (services.cardPay.separateOrigin) return session.return_url;
    const url = new URL(session.return_url);
    return `${url.pathname}${url.search}`;
  };

  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 20 });

  const viewOf = (req: Request, res: Response): View | null => {
    const nonce = randomBytes(16).toString("base64");
    securityHeaders(res, nonce);
    const session = services.cardPay.find(String(req.params.id ?? ""));
    if (session && services.cardPay.separateOrigin) securityHeaders(res, nonce, new URL(session.return_url).origin);
    if (!session) {
      const texts = cardPayTexts("en");
      res
        .status(404)
        .type("html")
        .send(page({ lang: "en", texts, nonce, body: `<p>${h(texts.notFound)}</p>` }));
      return null;
    }
    const store = services.stores.byCode(session.store_code);
    const lang = store?.lang ?? "en";
    return {
      session,
      store,
      texts: cardPayTexts(lang, store?.locale),
      lang,
      shopName: store ? services.accounts.shopName(store) : "",
      amount: formatAmount(store, session.amount, session.currency),
      nonce,
    };
  };

  const send = (res: Response, view: View, body: string, status = 200, script?: string) => {
    const { lang, texts, nonce, shopName, amount } = view;
    res.status(status).type("html").send(page({ lang, texts, nonce, shopName, amount, body, script }));
  };

  /**
   * Once a session has its result, the provider tells the shop server to server (notifications.ts),
   * in the background: an approved payment becomes an order even if the shopper never comes back.
   */
  const tellTheShop = (sessionId: string) => {
    const session = services.cardPay.find(sessionId);
    const result = session ? services.cardPay.resultOf(session) : null;
    if (session && result && notifier) void notifier.notify(session, result);
  };

  /** A post from another site is refused: only the page itself submits these forms. */
  const crossSite = (req: Request) => req.get("Sec-Fetch-Site") === "cross-site";

  /** The session can no longer take a card: its result, or why not. Answers true when it did. */
  const answeredFinal = (res: Response, view: View): boolean => {
    const { session, texts } = view;
    // Spent by the order: the shop may have placed it on the provider's notification before the
    // shopper's browser got here. The result is still "approved": posting it back shows that order.
    if (session.status === "used") {
      sendResult(res, view, "approved");
      return true;
    }
    const result = services.cardPay.resultOf(session);
    if (result) {
      sendResult(res, view, result);
      return true;
    }
    if (services.cardPay.isExpired(session)) {
      send(
        res,
        view,
        `<p class="alert">${h(texts.sessionExpired)}</p><p><a href="${h(returnAction(session))}">${h(texts.continue)}</a></p>`,
        410,
      );
      return true;
    }
    return false;
  };

  /**
   * The signed result as a form that takes the shopper back to the shop (by itself when JavaScript
   * runs): a GET, a navigation that changes nothing by itself, so it works across sites although the
   * shop's session cookie is SameSite=Lax; the shop's page then confirms it with a post of its own.
   */
  const sendResult = (res: Response, view: View, result: string) => {
    const { session, texts } = view;
    const signature = services.cardPay.signature(session.id, result);
    const message =
      result === "approved"
        ? texts.resultApproved
        : result === "cancelled"
          ? texts.resultCancelled
          : texts.resultDeclined;
    const body = `<p role="status">${h(message)}</p>
<form id="result" method="get" action="${h(returnAction(session))}">
<input type="hidden" name="payment_session" value="${h(session.id)}">
<input type="hidden" name="result" value="${h(result)}">
<input type="hidden" name="signature" value="${h(signature)}">
<button class="primary" type="submit">${h(texts.continue)}</button>
</form>`;
    send(res, view, body, 200, `document.getElementById("result").submit();`);
  };

  const cardForm = (
    res: Response,
    view: View,
    values: Partial<CardInput> & { save?: boolean } = {},
    errors: Partial<Record<keyof CardInput, string>> = {},
  ) => {
    const { session, texts } = view;
    const e = (name: keyof CardInput) => fieldError(name, errors[name]);
    const [number, expiry, cvc, name] = [e("number"), e("expiry"), e("cvc"), e("name")];
    const hasErrors = Object.keys(errors).length > 0;
    const save =
      session.customer_id !== null
        ? `<label class="check"><input type="checkbox" name="save_card" value="1"${values.save ? " checked" : ""}> ${h(texts.saveCard)}</label>`
        : "";
    const body = `${hasErrors ? `<p class="alert" role="alert">${h(texts.formError)}</p>` : ""}
<p class="test">${h(texts.testCards)}</p>
<div class="cards" aria-hidden="true"><span>VISA</span><span>Mastercard</span><span>AMEX</span></div>
<form method="post" action="${HOSTED_PAGE_PREFIX}/${h(session.id)}" novalidate>
<div class="field"><label for="number">${h(texts.cardNumber)}</label>
<input type="text" id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${number.attrs}>${number.html}</div>
<div class="row">
<div class="field"><label for="expiry">${h(texts.expiry)}</label>
<input type="text" id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${h(texts.expiryPlaceholder)}" value="${h(values.expiry ?? "")}" required${expiry.attrs}>${expiry.html}</div>
<div class="field"><label for="cvc">${h(texts.cvc)}</label>
<input type="text" id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required${cvc.attrs}>${cvc.html}</div>
</div>
<div class="field"><label for="name">${h(texts.name)}</label>
<input type="text" id="name" name="name" autocomplete="cc-name" maxlength="100" value="${h(values.name ?? "")}" required${name.attrs}>${name.html}</div>
${save}
<button class="primary" type="submit">${h(fill(texts.pay, { amount: view.amount }))}</button>
</form>
<form method="post" action="${HOSTED_PAGE_PREFIX}/${h(session.id)}/cancel">
<button class="secondary" type="submit">${h(texts.cancel)}</button>
</form>
<p class="note">${h(texts.secureNote)}</p>`;
    send(res, view, body, hasErrors ? 400 : 200);
  };

  const challengeForm = (res: Response, view: View) => {
    const { session, texts } = view;
    const card = fill(texts.cardEnding, { brand: session.card_brand ?? "", last4: session.card_last4 ?? "" });
    const body = `<h1>${h(texts.challengeTitle)}</h1>
<p>${h(fill(texts.challengeText, { amount: view.amount, card }))}</p>
<p class="test">${h(texts.challengeHint)}</p>
<form method="post" action="${HOSTED_PAGE_PREFIX}/${h(session.id)}/challenge" novalidate>
<div class="field"><label for="code">${h(texts.challengeCode)}</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required></div>
<button class="primary" type="submit">${h(texts.confirm)}</button>
</form>
<form method="post" action="${HOSTED_PAGE_PREFIX}/${h(session.id)}/cancel">
<button class="secondary" type="submit">${h(texts.cancel)}</button>
</form>`;
    send(res, view, body);
  };

  // The page: the card form, the challenge, or the result when there is one. Reading it changes nothing.
  router.get(`${HOSTED_PAGE_PREFIX}/:id`, (req, res) => {
    const view = viewOf(req, res);
    if (!view || answeredFinal(res, view)) return;
    if (view.session.status === "challenged") return challengeForm(res, view);
    cardForm(res, view);
  });

  router.post(`${HOSTED_PAGE_PREFIX}/:id`, form, (req, res) => {
    const view = viewOf(req, res);
    if (!view) return;
    if (crossSite(req)) return void res.status(403).type("text/plain").send("Forbidden");
    if (view.session.status !== "started" || services.cardPay.isExpired(view.session)) {
      return void res.redirect(303, `${HOSTED_PAGE_PREFIX}/${view.session.id}`);
    }
    const text = (name: string) => (typeof req.body?.[name] === "string" ? (req.body[name] as string) : "");
    const input: CardInput = { number: text("number"), expiry: text("expiry"), cvc: text("cvc"), name: text("name") };
    const save = text("save_card") === "1";
    const checked = checkCard(input);
    if (checked.errors) {
      const errors: Partial<Record<keyof CardInput, string>> = {};
      for (const [field, code] of Object.entries(checked.errors)) errors[field as keyof CardInput] = view.texts[code];
      // the number and the security code are never echoed back
      return cardForm(res, view, { expiry: input.expiry, name: input.name, save }, errors);
    }
    const status = services.cardPay.enterCard(view.session, checked.card, save);
    if (status === "approved" || status === "declined") tellTheShop(view.session.id);
    res.redirect(303, `${HOSTED_PAGE_PREFIX}/${view.session.id}`);
  });

  router.post(`${HOSTED_PAGE_PREFIX}/:id/challenge`, form, (req, res) => {
    const view = viewOf(req, res);
    if (!view) return;
    if (crossSite(req)) return void res.status(403).type("text/plain").send("Forbidden");
    if (view.session.status === "challenged" && !services.cardPay.isExpired(view.session)) {
      const code = typeof req.body?.code === "string" ? req.body.code.trim() : "";
      if (services.cardPay.answerChallenge(view.session, code === CHALLENGE_CODE)) tellTheShop(view.session.id);
    }
    res.redirect(303, `${HOSTED_PAGE_PREFIX}/${view.session.id}`);
  });

  router.post(`${HOSTED_PAGE_PREFIX}/:id/cancel`, form, (req, res) => {
    const view = viewOf(req, res);
    if (!view) return;
    if (crossSite(req)) return void res.status(403).type("text/plain").send("Forbidden");
    if (!services.cardPay.isExpired(view.session) && services.cardPay.cancel(view.session))
      tellTheShop(view.session.id);
    res.redirect(303, `${HOSTED_PAGE_PREFIX}/${view.session.id}`);
  });

  return router;
}
