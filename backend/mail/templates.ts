// The words of the shop's emails in each store view's language (StoreView.lang): welcome, password
// reset link and a friend's referral invitation. English is also the fallback for a language
// without its own texts. German addresses the reader formally ("Sie"), as the storefront does.

export type MailLang = "en" | "de" | "es" | "fr" | "it";

interface WelcomeVars {
  name: string;
  shop: string;
  referralCode: string;
}
interface ResetVars {
  name: string;
  shop: string;
  link: string;
}
interface ChangedVars {
  name: string;
  shop: string;
  email: string;
}
/** newEmail comes partly masked: the old mailbox may no longer be the customer's alone */
interface EmailChangedVars {
  name: string;
  shop: string;
  newEmail: string;
}
interface EmailNowHereVars {
  name: string;
  shop: string;
}
interface InvitationVars {
  friend: string;
  inviter: string;
  shop: string;
  link: string;
}

/** The order confirmation: amounts come formatted in the order's currency. */
interface OrderVars {
  name: string;
  shop: string;
  number: string;
  /**
   * One per item: quantity, name, the row's amount, what was chosen (a flavour and size, or a
   * bundle's parts: label and value) and a note (a subscription's interval).
   */
  items: Array<{
    qty: number;
    name: string;
    amount: string;
    options: Array<{ label: string; value: string }>;
    note: string | null;
  }>;
  /** The money as the basket and the order page show it: it adds up to the total. */
  subtotal: string;
  discounts: Array<{ label: string; amount: string }>;
  /** reward points spent, and what they took off */
  points: { points: number; amount: string } | null;
  /** the delivery's price (after any free-delivery rule); null for an order without delivery */
  deliveryAmount: string | null;
  total: string;
  /** the VAT the total includes; null when it holds none */
  vat: string | null;
  payment: string;
  delivery: string;
  /** a bank transfer's reference (the order number); null for other payments */
  bankReference: string | null;
  /** the payee and account to transfer to, labelled (empty unless paid by transfer) */
  bankDetails: Array<{ label: string; value: string }>;
  /** where the order goes, one line each: the delivery address, or the collection point's */
  deliveryAddress: string[];
  /** collected at a collection point (click and collect) rather than delivered */
  collection: boolean;
  /** the billing address, one line each; none for a collection that asked for none */
  billingAddress: string[];
}

/** The words of one language's order confirmation; the headings end as the language writes a colon. */
interface OrderWords {
  subject: (shop: string, number: string) => string;
  greeting: (name: string) => string;
  intro: (number: string) => string;
  /** a label's colon as the language writes it (French puts a space before it) */
  colon: string;
  subtotal: string;
  discount: (label: string) => string;
  points: (points: number) => string;
  vatIncluded: string;
  total: string;
  payment: string;
  delivery: string;
  deliveryAddress: string;
  collectFrom: string;
  billingAddress: string;
  transfer: (reference: string) => string;
  onItsWay: string;
  /** a collected order's closing line: the success page's words */
  readyToCollect: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A heading's words without the colon the text part writes after it. */
const bare = (heading: string) => heading.replace(/\s*:$/, "");

/** The order confirmation in the reader's words: the text part's lines and the same in HTML. */
function orderMail(v: OrderVars, w: OrderWords): { subject: string; lines: string[]; html: string } {
  const labelled = (label: string, value: string) => `${label}${w.colon}${value}`;
  const chosen = (i: OrderVars["items"][number]) => i.options.map((o) => labelled(o.label, o.value)).join(", ");
  const item = (i: OrderVars["items"][number]) =>
    `${i.qty} × ${i.name}${i.options.length ? ` (${chosen(i)})` : ""} — ${i.amount}${i.note ? ` (${i.note})` : ""}`;
  const closing = v.bankReference ? w.transfer(v.bankReference) : v.collection ? w.readyToCollect : w.onItsWay;
  const delivery = v.deliveryAmount !== null && v.delivery ? `${v.delivery} — ${v.deliveryAmount}` : v.delivery;
  // Subtotal, what came off, delivery, total and the VAT in it: the basket's and the order page's sum.
  const sums: Array<[string, string, boolean?]> = [
    [w.subtotal, v.subtotal],
    ...v.discounts.map((d): [string, string] => [w.discount(d.label), `−${d.amount}`]),
    ...(v.points ? [[w.points(v.points.points), `−${v.points.amount}`] as [string, string]] : []),
    [w.delivery, delivery],
    [w.total, v.total, true],
    ...(v.vat ? [[w.vatIncluded, v.vat] as [string, string]] : []),
    [w.payment, v.payment],
  ];
  const lines = [
    w.greeting(v.name),
    "",
    w.intro(v.number),
    ...v.items.map(item),
    "",
    ...sums.map(([label, value]) => labelled(label, value)),
    "",
    v.collection ? w.collectFrom : w.deliveryAddress,
    ...v.deliveryAddress,
    "",
    ...(v.billingAddress.length ? [w.billingAddress, ...v.billingAddress, ""] : []),
    closing,
    ...v.bankDetails.map((d) => labelled(d.label, d.value)),
  ];
  const e = escapeHtml;
  const address = (heading: string, address: string[]) =>
    `<td style="vertical-align:top;padding:0 16px 0 0"><h2 style="font-size:16px;margin:0 0 4px">${e(bare(heading))}</h2>` +
    `<p style="margin:0">${address.map(e).join("<br>")}</p></td>`;
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:2px 16px 2px 0;color:#555">${e(label)}</td>` +
    `<td style="padding:2px 0;text-align:right${strong ? ";font-weight:bold" : ""}">${e(value)}</td></tr>`;
  const html = [
    `<!doctype html><html><head><meta charset="utf-8"><title>${e(w.subject(v.shop, v.number))}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.45;color:#111;margin:0;padding:16px">`,
    `<p>${e(w.greeting(v.name))}</p>`,
    `<p>${e(w.intro(v.number))}</p>`,
    `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:560px">`,
    ...v.items.map(
      (i) =>
        `<tr><td style="padding:6px 16px 6px 0;border-top:1px solid #ddd">${e(`${i.qty} × ${i.name}`)}` +
        (i.options.length ? `<br><span style="color:#555;font-size:13px">${e(chosen(i))}</span>` : "") +
        (i.note ? `<br><span style="color:#1a7f37;font-size:13px">${e(i.note)}</span>` : "") +
        `</td><td style="padding:6px 0;border-top:1px solid #ddd;text-align:right;white-space:nowrap">${e(i.amount)}</td></tr>`,
    ),
    `</table>`,
    `<table role="presentation" style="border-collapse:collapse;margin:12px 0">`,
    ...sums.map(([label, value, strong]) => row(label, value, strong)),
    `</table>`,
    `<table role="presentation" style="border-collapse:collapse;margin:12px 0"><tr>`,
    address(v.collection ? w.collectFrom : w.deliveryAddress, v.deliveryAddress),
    v.billingAddress.length ? address(w.billingAddress, v.billingAddress) : "",
    `</tr></table>`,
    `<p>${e(closing)}</p>`,
    ...(v.bankDetails.length
      ? [
          `<table role="presentation" style="border-collapse:collapse;background:#f4f6f8;padding:8px">`,
          ...v.bankDetails.map((d) => row(d.label, d.value, true)),
          `</table>`,
        ]
      : []),
    `</body></html>`,
  ].join("\n");
  return { subject: w.subject(v.shop, v.number), lines, html };
}

const ENGLISH_ORDER_WORDS: OrderWords = {
  subject: (shop, number) => `Your ${shop} order ${number}`,
  greeting: (name) => `Hello ${name},`,
  intro: (number) => `Thank you for your order ${number}. Here is what you ordered:`,
  colon: ": ",
  subtotal: "Subtotal",
  discount: (label) => `Discount (${label})`,
  points: (points) => `Reward points (${points})`,
  vatIncluded: "VAT included",
  total: "Total",
  payment: "Payment",
  delivery: "Delivery",
  deliveryAddress: "Delivery address:",
  collectFrom: "Collect from:",
  billingAddress: "Billing address:",
  transfer: (reference) =>
    `Please transfer the total quoting the reference ${reference}. We send your order as soon as the money arrives.`,
  onItsWay: "We email you again when your order is on its way.",
  readyToCollect: "We email you as soon as your order is ready to collect.",
};

/** The US store's order confirmation says shipping and pickup, as its checkout and order pages do. */
const AMERICAN_ORDER_WORDS: OrderWords = {
  ...ENGLISH_ORDER_WORDS,
  vatIncluded: "Tax included",
  delivery: "Shipping",
  deliveryAddress: "Shipping address:",
  collectFrom: "Pick up at:",
  transfer: (reference) =>
    `Please wire the total with the reference ${reference}. We ship your order as soon as the money arrives.`,
  readyToCollect: "We email you as soon as your order is ready for pickup.",
};

interface Templates {
  welcome: (v: WelcomeVars) => { subject: string; lines: string[] };
  passwordReset: (v: ResetVars) => { subject: string; lines: string[] };
  /** after a change or a reset: so that someone who did not make it knows at once */
  passwordChanged: (v: ChangedVars) => { subject: string; lines: string[] };
  /** to the old address after a change of the sign-in email: a takeover is noticed at once */
  emailChanged: (v: EmailChangedVars) => { subject: string; lines: string[] };
  /** to the new address after the same change: the shopper sees it took, a stranger that it was not theirs */
  emailNowHere: (v: EmailNowHereVars) => { subject: string; lines: string[] };
  referralInvitation: (v: InvitationVars) => { subject: string; lines: string[] };
  orderConfirmation: (v: OrderVars) => { subject: string; lines: string[]; html: string };
  /** an item bought on subscription, as the basket says it: "Subscribe & save 10% · every 4 weeks" */
  subscription: (percent: number, weeks: number) => string;
}

const TEMPLATES: Record<MailLang, Templates> = {
  en: {
    welcome: (v) => ({
      subject: `Welcome to ${v.shop}`,
      lines: [
        `Hello ${v.name},`,
        "",
        `Thank you for creating your account at ${v.shop}.`,
        "Sign in with this email address and the password you chose to see your orders, collect reward points and check out faster.",
        "",
        `Your referral code for friends: ${v.referralCode}`,
      ],
    }),
    passwordReset: (v) => ({
      subject: `Reset your ${v.shop} password`,
      lines: [
        `Hello ${v.name},`,
        "",
        "We received a request to reset the password of your account. To choose a new one, open this link:",
        "",
        v.link,
        "",
        "The link works once and for 24 hours. If you did not ask for it, you can ignore this email: your password stays as it is.",
      ],
    }),
    passwordChanged: (v) => ({
      subject: `Your ${v.shop} password has been changed`,
      lines: [
        `Hello ${v.name},`,
        "",
        `The password of your ${v.shop} account (${v.email}) has just been changed.`,
        "",
        "If it was you, there is nothing more to do.",
        'If it was not, choose a new password now with "Forgot your password?" on the sign-in page, and reply to this email so that we can help.',
      ],
    }),
    emailChanged: (v) => ({
      subject: `Your ${v.shop} email has been changed`,
      lines: [
        `Hello ${v.name},`,
        "",
        `The email address you sign in to your ${v.shop} account with has just been changed from this address to ${v.newEmail}.`,
        "We will write to the new address from now on.",
        "",
        "If it was you, there is nothing more to do.",
        "If it was not, reply to this email at once so that we can lock the account and give it back to you.",
      ],
    }),
    emailNowHere: (v) => ({
      subject: `Your new ${v.shop} email address`,
      lines: [
        `Hello ${v.name},`,
        "",
        `From now on you sign in to your ${v.shop} account with this email address, and we will write to you here.`,
        "",
        "If it was not you who made this change, reply to this email at once so that we can help.",
      ],
    }),
    referralInvitation: (v) => ({
      subject: `${v.inviter} invites you to ${v.shop}`,
      lines: [
        `Hello ${v.friend},`,
        "",
        `${v.inviter} thinks you would like ${v.shop} and invites you to open an account.`,
        "Open it with this link and you earn extra reward points on your first order:",
        v.link,
      ],
    }),
    orderConfirmation: (v) => orderMail(v, ENGLISH_ORDER_WORDS),
    subscription: (p, w) => `Subscribe & save ${p}% · every ${w} weeks`,
  },
  de: {
    welcome: (v) => ({
      subject: `Willkommen bei ${v.shop}`,
      lines: [
        `Hallo ${v.name},`,
        "",
        `vielen Dank, dass Sie ein Konto bei ${v.shop} eröffnet haben.`,
        "Melden Sie sich mit dieser E-Mail-Adresse und Ihrem Passwort an, um Ihre Bestellungen zu sehen, Prämienpunkte zu sammeln und schneller zu bestellen.",
        "",
        `Ihr Empfehlungscode für Freunde: ${v.referralCode}`,
      ],
    }),
    passwordReset: (v) => ({
      subject: `Setzen Sie Ihr Passwort bei ${v.shop} zurück`,
      lines: [
        `Hallo ${v.name},`,
        "",
        "wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Über diesen Link wählen Sie ein neues:",
        "",
        v.link,
        "",
        "Der Link gilt einmal und 24 Stunden lang. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.",
      ],
    }),
    passwordChanged: (v) => ({
      subject: `Ihr Passwort bei ${v.shop} wurde geändert`,
      lines: [
        `Hallo ${v.name},`,
        "",
        `das Passwort Ihres Kontos bei ${v.shop} (${v.email}) wurde soeben geändert.`,
        "",
        "Wenn Sie es waren, ist nichts weiter zu tun.",
        "Wenn nicht, wählen Sie jetzt über „Passwort vergessen?“ auf der Anmeldeseite ein neues Passwort und antworten Sie auf diese E-Mail, damit wir Ihnen helfen können.",
      ],
    }),
    emailChanged: (v) => ({
      subject: `Ihre E-Mail-Adresse bei ${v.shop} wurde geändert`,
      lines: [
        `Hallo ${v.name},`,
        "",
        `die E-Mail-Adresse, mit der Sie sich bei Ihrem Konto bei ${v.shop} anmelden, wurde soeben von dieser Adresse auf ${v.newEmail} geändert.`,
        "Wir schreiben Ihnen ab jetzt an die neue Adresse.",
        "",
        "Wenn Sie es waren, ist nichts weiter zu tun.",
        "Wenn nicht, antworten Sie sofort auf diese E-Mail, damit wir das Konto sperren und Ihnen zurückgeben können.",
      ],
    }),
    emailNowHere: (v) => ({
      subject: `Ihre neue E-Mail-Adresse bei ${v.shop}`,
      lines: [
        `Hallo ${v.name},`,
        "",
        `Sie melden sich bei Ihrem Konto bei ${v.shop} ab jetzt mit dieser E-Mail-Adresse an, und wir schreiben Ihnen an diese Adresse.`,
        "",
        "Wenn nicht Sie diese Änderung vorgenommen haben, antworten Sie bitte sofort auf diese E-Mail, damit wir helfen können.",
      ],
    }),
    referralInvitation: (v) => ({
      subject: `${v.inviter} lädt Sie zu ${v.shop} ein`,
      lines: [
        `Hallo ${v.friend},`,
        "",
        `${v.inviter} meint, dass Ihnen ${v.shop} gefallen wird, und lädt Sie ein, ein Konto zu eröffnen.`,
        "Eröffnen Sie es über diesen Link und Sie erhalten zusätzliche Prämienpunkte auf Ihre erste Bestellung:",
        v.link,
      ],
    }),
    orderConfirmation: (v) =>
      orderMail(v, {
        subject: (shop, number) => `Ihre Bestellung ${number} bei ${shop}`,
        greeting: (name) => `Hallo ${name},`,
        intro: (number) => `vielen Dank für Ihre Bestellung ${number}. Sie haben bestellt:`,
        colon: ": ",
        subtotal: "Zwischensumme",
        discount: (label) => `Rabatt (${label})`,
        points: (points) => `Prämienpunkte (${points})`,
        vatIncluded: "Enthaltene MwSt.",
        total: "Gesamt",
        payment: "Zahlung",
        delivery: "Lieferung",
        deliveryAddress: "Lieferadresse:",
        collectFrom: "Abholung bei:",
        billingAddress: "Rechnungsadresse:",
        transfer: (reference) =>
          `Bitte überweisen Sie den Gesamtbetrag mit dem Verwendungszweck ${reference}. Wir versenden Ihre Bestellung, sobald das Geld eingegangen ist.`,
        onItsWay: "Wir schreiben Ihnen wieder, sobald Ihre Bestellung unterwegs ist.",
        readyToCollect: "Wir schreiben Ihnen, sobald Ihre Bestellung zur Abholung bereitliegt.",
      }),
    subscription: (p, w) => `Abo: ${p} % gespart · alle ${w} Wochen`,
  },
  es: {
    welcome: (v) => ({
      subject: `Te damos la bienvenida a ${v.shop}`,
      lines: [
        `Hola, ${v.name}:`,
        "",
        `Gracias por crear tu cuenta en ${v.shop}.`,
        "Inicia sesión con esta dirección de correo y la contraseña que elegiste para ver tus pedidos, sumar puntos de recompensa y comprar más rápido.",
        "",
        `Tu código de recomendación para amigos: ${v.referralCode}`,
      ],
    }),
    passwordReset: (v) => ({
      subject: `Restablece tu contraseña de ${v.shop}`,
      lines: [
        `Hola, ${v.name}:`,
        "",
        "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva, abre este enlace:",
        "",
        v.link,
        "",
        "El enlace funciona una sola vez y durante 24 horas. Si no lo has solicitado, puedes ignorar este correo: tu contraseña no cambia.",
      ],
    }),
    passwordChanged: (v) => ({
      subject: `Se ha cambiado tu contraseña de ${v.shop}`,
      lines: [
        `Hola, ${v.name}:`,
        "",
        `Se acaba de cambiar la contraseña de tu cuenta de ${v.shop} (${v.email}).`,
        "",
        "Si has sido tú, no tienes que hacer nada más.",
        "Si no, elige ahora una contraseña nueva con «¿Has olvidado tu contraseña?» en la página de inicio de sesión y responde a este correo para que podamos ayudarte.",
      ],
    }),
    emailChanged: (v) => ({
      subject: `Se ha cambiado tu correo electrónico de ${v.shop}`,
      lines: [
        `Hola, ${v.name}:`,
        "",
        `El correo electrónico con el que inicias sesión en tu cuenta de ${v.shop} se acaba de cambiar de esta dirección a ${v.newEmail}.`,
        "A partir de ahora te escribiremos a la nueva dirección.",
        "",
        "Si has sido tú, no tienes que hacer nada más.",
        "Si no, responde a este correo cuanto antes para que podamos bloquear la cuenta y devolvértela.",
      ],
    }),
    emailNowHere: (v) => ({
      subject: `Tu nuevo correo electrónico de ${v.shop}`,
      lines: [
        `Hola, ${v.name}:`,
        "",
        `A partir de ahora inicias sesión en tu cuenta de ${v.shop} con esta dirección de correo y te escribiremos aquí.`,
        "",
        "Si no has hecho tú este cambio, responde a este correo cuanto antes para que podamos ayudarte.",
      ],
    }),
    referralInvitation: (v) => ({
      subject: `${v.inviter} te invita a ${v.shop}`,
      lines: [
        `Hola, ${v.friend}:`,
        "",
        `${v.inviter} cree que te gustará ${v.shop} y te invita a abrir una cuenta.`,
        "Ábrela con este enlace y ganarás puntos de recompensa extra en tu primer pedido:",
        v.link,
      ],
    }),
    orderConfirmation: (v) =>
      orderMail(v, {
        subject: (shop, number) => `Tu pedido ${number} en ${shop}`,
        greeting: (name) => `Hola ${name}:`,
        intro: (number) => `Gracias por tu pedido ${number}. Esto es lo que has pedido:`,
        colon: ": ",
        subtotal: "Subtotal",
        discount: (label) => `Descuento (${label})`,
        points: (points) => `Puntos de recompensa (${points})`,
        vatIncluded: "IVA incluido",
        total: "Total",
        payment: "Pago",
        delivery: "Entrega",
        deliveryAddress: "Dirección de entrega:",
        collectFrom: "Recogida en:",
        billingAddress: "Dirección de facturación:",
        transfer: (reference) =>
          `Transfiere el total indicando la referencia ${reference}. Enviaremos tu pedido en cuanto recibamos el dinero.`,
        onItsWay: "Te escribiremos de nuevo cuando tu pedido esté en camino.",
        readyToCollect: "Te escribiremos en cuanto tu pedido esté listo para recoger.",
      }),
    subscription: (p, w) => `Suscripción: ahorras un ${p} % · cada ${w} semanas`,
  },
  fr: {
    welcome: (v) => ({
      subject: `Bienvenue chez ${v.shop}`,
      lines: [
        `Bonjour ${v.name},`,
        "",
        `Merci d’avoir créé votre compte chez ${v.shop}.`,
        "Connectez-vous avec cette adresse e-mail et le mot de passe choisi pour suivre vos commandes, cumuler des points de fidélité et commander plus vite.",
        "",
        `Votre code de parrainage pour vos amis\u00a0: ${v.referralCode}`,
      ],
    }),
    passwordReset: (v) => ({
      subject: `Réinitialisez votre mot de passe ${v.shop}`,
      lines: [
        `Bonjour ${v.name},`,
        "",
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Pour en choisir un nouveau, ouvrez ce lien\u00a0:",
        "",
        v.link,
        "",
        "Le lien fonctionne une seule fois et pendant 24 heures. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.",
      ],
    }),
    passwordChanged: (v) => ({
      subject: `Votre mot de passe ${v.shop} a été modifié`,
      lines: [
        `Bonjour ${v.name},`,
        "",
        `Le mot de passe de votre compte ${v.shop} (${v.email}) vient d’être modifié.`,
        "",
        "Si c’était vous, vous n’avez rien d’autre à faire.",
        "Sinon, choisissez dès maintenant un nouveau mot de passe avec «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion, et répondez à cet e-mail pour que nous puissions vous aider.",
      ],
    }),
    emailChanged: (v) => ({
      subject: `Votre adresse e-mail ${v.shop} a été modifiée`,
      lines: [
        `Bonjour ${v.name},`,
        "",
        `L’adresse e-mail avec laquelle vous vous connectez à votre compte ${v.shop} vient d’être changée de cette adresse en ${v.newEmail}.`,
        "Nous vous écrirons désormais à la nouvelle adresse.",
        "",
        "Si c’était vous, vous n’avez rien d’autre à faire.",
        "Sinon, répondez immédiatement à cet e-mail pour que nous puissions bloquer le compte et vous le rendre.",
      ],
    }),
    emailNowHere: (v) => ({
      subject: `Votre nouvelle adresse e-mail ${v.shop}`,
      lines: [
        `Bonjour ${v.name},`,
        "",
        `Vous vous connectez désormais à votre compte ${v.shop} avec cette adresse e-mail, et nous vous écrirons ici.`,
        "",
        "Si ce n’est pas vous qui avez fait ce changement, répondez immédiatement à cet e-mail pour que nous puissions vous aider.",
      ],
    }),
    referralInvitation: (v) => ({
      subject: `${v.inviter} vous invite chez ${v.shop}`,
      lines: [
        `Bonjour ${v.friend},`,
        "",
        `${v.inviter} pense que ${v.shop} vous plaira et vous invite à ouvrir un compte.`,
        "Ouvrez-le avec ce lien et gagnez des points de fidélité en plus sur votre première commande\u00a0:",
        v.link,
      ],
    }),
    orderConfirmation: (v) =>
      orderMail(v, {
        subject: (shop, number) => `Votre commande ${number} chez ${shop}`,
        greeting: (name) => `Bonjour ${name},`,
        intro: (number) => `Merci pour votre commande ${number}. Voici ce que vous avez commandé\u00a0:`,
        colon: "\u00a0: ",
        subtotal: "Sous-total",
        discount: (label) => `Remise (${label})`,
        points: (points) => `Points de fidélité (${points})`,
        vatIncluded: "Dont TVA",
        total: "Total",
        payment: "Paiement",
        delivery: "Livraison",
        deliveryAddress: "Adresse de livraison\u00a0:",
        collectFrom: "Retrait chez\u00a0:",
        billingAddress: "Adresse de facturation\u00a0:",
        transfer: (reference) =>
          `Veuillez virer le total avec la référence ${reference}. Nous expédions votre commande dès réception du paiement.`,
        onItsWay: "Nous vous écrirons à nouveau dès que votre commande sera en route.",
        readyToCollect: "Nous vous écrivons dès que votre commande est prête à être retirée.",
      }),
    subscription: (p, w) => `Abonnement\u00a0: ${p} % d’économie · toutes les ${w} semaines`,
  },
  it: {
    welcome: (v) => ({
      subject: `Benvenuto su ${v.shop}`,
      lines: [
        `Ciao ${v.name},`,
        "",
        `grazie per aver creato il tuo account su ${v.shop}.`,
        "Accedi con questo indirizzo email e la password che hai scelto per vedere i tuoi ordini, raccogliere punti fedeltà e acquistare più velocemente.",
        "",
        `Il tuo codice invito per gli amici: ${v.referralCode}`,
      ],
    }),
    passwordReset: (v) => ({
      subject: `Reimposta la password di ${v.shop}`,
      lines: [
        `Ciao ${v.name},`,
        "",
        "Abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Per sceglierne una nuova, apri questo link:",
        "",
        v.link,
        "",
        "Il link funziona una sola volta e per 24 ore. Se non l’hai richiesto, puoi ignorare questa email: la tua password resta invariata.",
      ],
    }),
    passwordChanged: (v) => ({
      subject: `La tua password di ${v.shop} è stata cambiata`,
      lines: [
        `Ciao ${v.name},`,
        "",
        `la password del tuo account ${v.shop} (${v.email}) è appena stata cambiata.`,
        "",
        "Se sei stato tu, non devi fare altro.",
        "Altrimenti, scegli subito una nuova password con «Password dimenticata?» nella pagina di accesso e rispondi a questa email, così potremo aiutarti.",
      ],
    }),
    emailChanged: (v) => ({
      subject: `Il tuo indirizzo email di ${v.shop} è stato cambiato`,
      lines: [
        `Ciao ${v.name},`,
        "",
        `l’indirizzo email con cui accedi al tuo account ${v.shop} è appena stato cambiato da questo indirizzo a ${v.newEmail}.`,
        "D’ora in poi ti scriveremo al nuovo indirizzo.",
        "",
        "Se sei stato tu, non devi fare altro.",
        "Altrimenti, rispondi subito a questa email, così potremo bloccare l’account e restituirtelo.",
      ],
    }),
    emailNowHere: (v) => ({
      subject: `Il tuo nuovo indirizzo email di ${v.shop}`,
      lines: [
        `Ciao ${v.name},`,
        "",
        `d’ora in poi accedi al tuo account ${v.shop} con questo indirizzo email e ti scriveremo qui.`,
        "",
        "Se non sei stato tu a fare questa modifica, rispondi subito a questa email, così potremo aiutarti.",
      ],
    }),
    referralInvitation: (v) => ({
      subject: `${v.inviter} ti invita su ${v.shop}`,
      lines: [
        `Ciao ${v.friend},`,
        "",
        `${v.inviter} pensa che ${v.shop} ti piacerà e ti invita ad aprire un account.`,
        "Aprilo con questo link e guadagnerai punti fedeltà extra sul tuo primo ordine:",
        v.link,
      ],
    }),
    orderConfirmation: (v) =>
      orderMail(v, {
        subject: (shop, number) => `Il tuo ordine ${number} su ${shop}`,
        greeting: (name) => `Ciao ${name},`,
        intro: (number) => `grazie per il tuo ordine ${number}. Ecco cosa hai ordinato:`,
        colon: ": ",
        subtotal: "Subtotale",
        discount: (label) => `Sconto (${label})`,
        points: (points) => `Punti fedeltà (${points})`,
        vatIncluded: "IVA inclusa",
        total: "Totale",
        payment: "Pagamento",
        delivery: "Consegna",
        deliveryAddress: "Indirizzo di consegna:",
        collectFrom: "Ritiro presso:",
        billingAddress: "Indirizzo di fatturazione:",
        transfer: (reference) =>
          `Trasferisci il totale indicando il riferimento ${reference}. Spediremo il tuo ordine appena riceviamo il pagamento.`,
        onItsWay: "Ti scriveremo di nuovo quando il tuo ordine sarà in viaggio.",
        readyToCollect: "Ti scriveremo appena il tuo ordine sarà pronto per il ritiro.",
      }),
    subscription: (p, w) => `Abbonamento: risparmi il ${p}% · ogni ${w} settimane`,
  },
};

/** The templates of a store view's language; English for any other, American in the en_US locale. */
export function mailTemplates(lang: string, locale?: string): Templates {
  if (locale === "en_US") return { ...TEMPLATES.en, orderConfirmation: (v) => orderMail(v, AMERICAN_ORDER_WORDS) };
  return TEMPLATES[lang as MailLang] ?? TEMPLATES.en;
}

/** Subject, text body and (when the email has one) HTML body of one email. */
export function composed(mail: { subject: string; lines: string[]; html?: string }): {
  subject: string;
  text: string;
  html: string | null;
} {
  return { subject: mail.subject, text: mail.lines.join("\n"), html: mail.html ?? null };
}
