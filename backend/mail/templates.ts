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
interface InvitationVars {
  friend: string;
  inviter: string;
  shop: string;
  link: string;
}

/** The order confirmation (issue 11): amounts come formatted in the order's currency. */
interface OrderVars {
  name: string;
  shop: string;
  number: string;
  /** one line per item: "2 × Lifting Straps — £19.98" */
  items: string[];
  total: string;
  payment: string;
  delivery: string;
  /** a bank transfer's reference (the order number); null for other payments */
  bankReference: string | null;
  /** the payee and account to transfer to, one "Label: value" line each (empty unless paid by transfer) */
  bankDetails: string[];
  /** where the order goes, one line each: the delivery address, or the collection point's */
  deliveryAddress: string[];
  /** collected at a collection point (click and collect) rather than delivered */
  collection: boolean;
  /** the billing address, one line each */
  billingAddress: string[];
}

interface Templates {
  welcome: (v: WelcomeVars) => { subject: string; lines: string[] };
  passwordReset: (v: ResetVars) => { subject: string; lines: string[] };
  referralInvitation: (v: InvitationVars) => { subject: string; lines: string[] };
  orderConfirmation: (v: OrderVars) => { subject: string; lines: string[] };
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
    orderConfirmation: (v) => ({
      subject: `Your ${v.shop} order ${v.number}`,
      lines: [
        `Hello ${v.name},`,
        "",
        `Thank you for your order ${v.number}. Here is what you ordered:`,
        ...v.items,
        "",
        `Total: ${v.total}`,
        `Payment: ${v.payment}`,
        `Delivery: ${v.delivery}`,
        "",
        v.collection ? "Collect from:" : "Delivery address:",
        ...v.deliveryAddress,
        "",
        "Billing address:",
        ...v.billingAddress,
        "",
        v.bankReference
          ? `Please transfer the total quoting the reference ${v.bankReference}. We send your order as soon as the money arrives.`
          : `We email you again when your order is on its way.`,
        ...v.bankDetails,
      ],
    }),
    subscription: (p, w) => `Subscribe & save ${p}% · every ${w} weeks`,
  },
  de: {
    welcome: (v) => ({
      subject: `Willkommen bei ${v.shop}`,
      lines: [
        `Hallo ${v.name},`,
        "",
        `vielen Dank, dass Sie ein Konto bei ${v.shop} eröffnet haben.`,
        "Melden Sie sich mit dieser E-Mail-Adresse und Ihrem Passwort an, um Ihre Bestellungen zu sehen, Treuepunkte zu sammeln und schneller zu bestellen.",
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
    referralInvitation: (v) => ({
      subject: `${v.inviter} lädt Sie zu ${v.shop} ein`,
      lines: [
        `Hallo ${v.friend},`,
        "",
        `${v.inviter} meint, dass Ihnen ${v.shop} gefallen wird, und lädt Sie ein, ein Konto zu eröffnen.`,
        "Eröffnen Sie es über diesen Link und Sie erhalten zusätzliche Treuepunkte auf Ihre erste Bestellung:",
        v.link,
      ],
    }),
    orderConfirmation: (v) => ({
      subject: `Ihre Bestellung ${v.number} bei ${v.shop}`,
      lines: [
        `Hallo ${v.name},`,
        "",
        `vielen Dank für Ihre Bestellung ${v.number}. Sie haben bestellt:`,
        ...v.items,
        "",
        `Gesamt: ${v.total}`,
        `Zahlung: ${v.payment}`,
        `Lieferung: ${v.delivery}`,
        "",
        v.collection ? "Abholung bei:" : "Lieferadresse:",
        ...v.deliveryAddress,
        "",
        "Rechnungsadresse:",
        ...v.billingAddress,
        "",
        v.bankReference
          ? `Bitte überweisen Sie den Gesamtbetrag mit dem Verwendungszweck ${v.bankReference}. Wir versenden Ihre Bestellung, sobald das Geld eingegangen ist.`
          : `Wir schreiben Ihnen wieder, sobald Ihre Bestellung unterwegs ist.`,
        ...v.bankDetails,
      ],
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
    orderConfirmation: (v) => ({
      subject: `Tu pedido ${v.number} en ${v.shop}`,
      lines: [
        `Hola ${v.name}:`,
        "",
        `Gracias por tu pedido ${v.number}. Esto es lo que has pedido:`,
        ...v.items,
        "",
        `Total: ${v.total}`,
        `Pago: ${v.payment}`,
        `Entrega: ${v.delivery}`,
        "",
        v.collection ? "Recogida en:" : "Dirección de entrega:",
        ...v.deliveryAddress,
        "",
        "Dirección de facturación:",
        ...v.billingAddress,
        "",
        v.bankReference
          ? `Transfiere el total indicando la referencia ${v.bankReference}. Enviaremos tu pedido en cuanto recibamos el dinero.`
          : `Te escribiremos de nuevo cuando tu pedido esté en camino.`,
        ...v.bankDetails,
      ],
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
        `Votre code de parrainage pour vos amis : ${v.referralCode}`,
      ],
    }),
    passwordReset: (v) => ({
      subject: `Réinitialisez votre mot de passe ${v.shop}`,
      lines: [
        `Bonjour ${v.name},`,
        "",
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Pour en choisir un nouveau, ouvrez ce lien :",
        "",
        v.link,
        "",
        "Le lien fonctionne une seule fois et pendant 24 heures. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
      ],
    }),
    referralInvitation: (v) => ({
      subject: `${v.inviter} vous invite chez ${v.shop}`,
      lines: [
        `Bonjour ${v.friend},`,
        "",
        `${v.inviter} pense que ${v.shop} vous plaira et vous invite à ouvrir un compte.`,
        "Ouvrez-le avec ce lien et gagnez des points de fidélité en plus sur votre première commande :",
        v.link,
      ],
    }),
    orderConfirmation: (v) => ({
      subject: `Votre commande ${v.number} chez ${v.shop}`,
      lines: [
        `Bonjour ${v.name},`,
        "",
        `Merci pour votre commande ${v.number}. Voici ce que vous avez commandé :`,
        ...v.items,
        "",
        `Total: ${v.total}`,
        `Paiement: ${v.payment}`,
        `Livraison: ${v.delivery}`,
        "",
        v.collection ? "Retrait chez :" : "Adresse de livraison :",
        ...v.deliveryAddress,
        "",
        "Adresse de facturation :",
        ...v.billingAddress,
        "",
        v.bankReference
          ? `Veuillez virer le total avec la référence ${v.bankReference}. Nous expédions votre commande dès réception du paiement.`
          : `Nous vous écrirons à nouveau dès que votre commande sera en route.`,
        ...v.bankDetails,
      ],
    }),
    subscription: (p, w) => `Abonnement : ${p} % d’économie · toutes les ${w} semaines`,
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
    orderConfirmation: (v) => ({
      subject: `Il tuo ordine ${v.number} su ${v.shop}`,
      lines: [
        `Ciao ${v.name},`,
        "",
        `grazie per il tuo ordine ${v.number}. Ecco cosa hai ordinato:`,
        ...v.items,
        "",
        `Totale: ${v.total}`,
        `Pagamento: ${v.payment}`,
        `Consegna: ${v.delivery}`,
        "",
        v.collection ? "Ritiro presso:" : "Indirizzo di consegna:",
        ...v.deliveryAddress,
        "",
        "Indirizzo di fatturazione:",
        ...v.billingAddress,
        "",
        v.bankReference
          ? `Trasferisci il totale indicando il riferimento ${v.bankReference}. Spediremo il tuo ordine appena riceviamo il pagamento.`
          : `Ti scriveremo di nuovo quando il tuo ordine sarà in viaggio.`,
        ...v.bankDetails,
      ],
    }),
    subscription: (p, w) => `Abbonamento: risparmi il ${p}% · ogni ${w} settimane`,
  },
};

/** The templates of a store view's language; English for any other. */
export function mailTemplates(lang: string): Templates {
  return TEMPLATES[lang as MailLang] ?? TEMPLATES.en;
}

/** Subject and text body of one email. */
export function composed(mail: { subject: string; lines: string[] }): { subject: string; text: string } {
  return { subject: mail.subject, text: mail.lines.join("\n") };
}
