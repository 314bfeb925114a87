// The card provider's texts in the store view's language (its hosted page, its method titles and
// refusals). The provider is not the shop, so it has its own small dictionary instead of the
// storefront's namespaces; English serves en-GB and en-IE, and en-US in its own words (us-english.ts).
// German uses the formal "Sie".
import { toUsEnglish } from "../shared/us-english.js";

const en = {
  pageTitle: "Secure card payment",
  payTo: "Payment to {shop}",
  amount: "Amount",
  cardNumber: "Card number",
  expiry: "Expiry date (MM/YY)",
  cvc: "Security code (CVC)",
  name: "Name on card",
  saveCard: "Save this card for my next orders",
  pay: "Pay {amount}",
  cancel: "Cancel and return to the shop",
  secureNote: "Your card details go to the card provider only: the shop never sees or keeps them.",
  testCards:
    "Test mode: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for a one-time code (1234). Any future expiry date and any CVC.",
  numberInvalid: "Enter a valid card number.",
  brandUnsupported: "We accept Visa, Mastercard and American Express.",
  expiryInvalid: "Enter the expiry date as MM/YY.",
  expired: "This card has expired.",
  cvcInvalid: "Enter the security code from the back of the card.",
  nameRequired: "Enter the name as it is on the card.",
  formError: "Please check the card details.",
  challengeTitle: "Confirm this payment",
  challengeText:
    "Your bank asks you to confirm the payment of {amount} with {card}. Enter the one-time code sent to your phone.",
  challengeCode: "One-time code",
  challengeHint: "Test mode: the code is 1234.",
  confirm: "Confirm",
  resultApproved: "Payment approved.",
  resultDeclined: "The payment was not approved.",
  resultCancelled: "Payment cancelled.",
  continue: "Continue to the shop",
  sessionExpired: "This payment has expired. Please return to the shop and start the payment again.",
  notFound: "This payment does not exist.",
  methodCard: "Credit or debit card",
  methodSavedCard: "Saved card",
  methodBnpl: "Buy now, pay later",
  cardEnding: "{brand} ending {last4}",
  declined: "Your card was declined.",
  sessionExpiredRefusal: "The payment session has expired.",
  basketChanged: "Your basket changed during payment; please review it and pay again.",
  sessionInvalid: "The card payment could not be verified. Please pay again.",
  savedCardMissing: "This saved card is not available. Please choose another payment method.",
  savedCardExpired: "This saved card has expired. Please choose another payment method.",
};

export type CardPayTexts = typeof en;

const de: CardPayTexts = {
  pageTitle: "Sichere Kartenzahlung",
  payTo: "Zahlung an {shop}",
  amount: "Betrag",
  cardNumber: "Kartennummer",
  expiry: "Gültig bis (MM/JJ)",
  cvc: "Prüfnummer (CVC)",
  name: "Name auf der Karte",
  saveCard: "Diese Karte für meine nächsten Bestellungen speichern",
  pay: "{amount} bezahlen",
  cancel: "Abbrechen und zum Shop zurückkehren",
  secureNote: "Ihre Kartendaten gehen nur an den Kartenanbieter: Der Shop sieht und speichert sie nie.",
  testCards:
    "Testmodus: 4242 4242 4242 4242 wird genehmigt, 4000 0000 0000 0002 wird abgelehnt, 4000 0000 0000 3220 fragt einen Einmalcode ab (1234). Beliebiges künftiges Ablaufdatum und beliebige CVC.",
  numberInvalid: "Bitte geben Sie eine gültige Kartennummer ein.",
  brandUnsupported: "Wir akzeptieren Visa, Mastercard und American Express.",
  expiryInvalid: "Bitte geben Sie das Ablaufdatum als MM/JJ ein.",
  expired: "Diese Karte ist abgelaufen.",
  cvcInvalid: "Bitte geben Sie die Prüfnummer von der Kartenrückseite ein.",
  nameRequired: "Bitte geben Sie den Namen wie auf der Karte ein.",
  formError: "Bitte prüfen Sie die Kartendaten.",
  challengeTitle: "Zahlung bestätigen",
  challengeText:
    "Ihre Bank bittet Sie, die Zahlung von {amount} mit {card} zu bestätigen. Geben Sie den Einmalcode ein, der an Ihr Telefon gesendet wurde.",
  challengeCode: "Einmalcode",
  challengeHint: "Testmodus: Der Code lautet 1234.",
  confirm: "Bestätigen",
  resultApproved: "Zahlung genehmigt.",
  resultDeclined: "Die Zahlung wurde nicht genehmigt.",
  resultCancelled: "Zahlung abgebrochen.",
  continue: "Weiter zum Shop",
  sessionExpired: "Diese Zahlung ist abgelaufen. Bitte kehren Sie zum Shop zurück und starten Sie die Zahlung erneut.",
  notFound: "Diese Zahlung gibt es nicht.",
  methodCard: "Kredit- oder Debitkarte",
  methodSavedCard: "Gespeicherte Karte",
  methodBnpl: "Jetzt kaufen, später bezahlen",
  cardEnding: "{brand} mit Endziffern {last4}",
  declined: "Ihre Karte wurde abgelehnt.",
  sessionExpiredRefusal: "Die Zahlungssitzung ist abgelaufen.",
  basketChanged: "Ihr Warenkorb hat sich während der Zahlung geändert. Bitte prüfen Sie ihn und bezahlen Sie erneut.",
  sessionInvalid: "Die Kartenzahlung konnte nicht bestätigt werden. Bitte bezahlen Sie erneut.",
  savedCardMissing: "Diese gespeicherte Karte ist nicht verfügbar. Bitte wählen Sie eine andere Zahlungsart.",
  savedCardExpired: "Diese gespeicherte Karte ist abgelaufen. Bitte wählen Sie eine andere Zahlungsart.",
};

const es: CardPayTexts = {
  pageTitle: "Pago seguro con tarjeta",
  payTo: "Pago a {shop}",
  amount: "Importe",
  cardNumber: "Número de tarjeta",
  expiry: "Fecha de caducidad (MM/AA)",
  cvc: "Código de seguridad (CVC)",
  name: "Nombre en la tarjeta",
  saveCard: "Guardar esta tarjeta para mis próximos pedidos",
  pay: "Pagar {amount}",
  cancel: "Cancelar y volver a la tienda",
  secureNote: "Los datos de tu tarjeta solo llegan al proveedor de pagos: la tienda nunca los ve ni los guarda.",
  testCards:
    "Modo de prueba: 4242 4242 4242 4242 se aprueba, 4000 0000 0000 0002 se rechaza, 4000 0000 0000 3220 pide un código de un solo uso (1234). Cualquier fecha futura y cualquier CVC.",
  numberInvalid: "Introduce un número de tarjeta válido.",
  brandUnsupported: "Aceptamos Visa, Mastercard y American Express.",
  expiryInvalid: "Introduce la fecha de caducidad como MM/AA.",
  expired: "Esta tarjeta ha caducado.",
  cvcInvalid: "Introduce el código de seguridad del reverso de la tarjeta.",
  nameRequired: "Introduce el nombre tal como aparece en la tarjeta.",
  formError: "Revisa los datos de la tarjeta.",
  challengeTitle: "Confirma este pago",
  challengeText:
    "Tu banco te pide que confirmes el pago de {amount} con {card}. Introduce el código de un solo uso enviado a tu teléfono.",
  challengeCode: "Código de un solo uso",
  challengeHint: "Modo de prueba: el código es 1234.",
  confirm: "Confirmar",
  resultApproved: "Pago aprobado.",
  resultDeclined: "El pago no se ha aprobado.",
  resultCancelled: "Pago cancelado.",
  continue: "Continuar a la tienda",
  sessionExpired: "Este pago ha caducado. Vuelve a la tienda e inicia el pago de nuevo.",
  notFound: "Este pago no existe.",
  methodCard: "Tarjeta de crédito o débito",
  methodSavedCard: "Tarjeta guardada",
  methodBnpl: "Compra ahora, paga después",
  cardEnding: "{brand} terminada en {last4}",
  declined: "Tu tarjeta ha sido rechazada.",
  sessionExpiredRefusal: "La sesión de pago ha caducado.",
  basketChanged: "Tu cesta ha cambiado durante el pago; revísala y vuelve a pagar.",
  sessionInvalid: "No se ha podido verificar el pago con tarjeta. Vuelve a pagar.",
  savedCardMissing: "Esta tarjeta guardada no está disponible. Elige otro método de pago.",
  savedCardExpired: "Esta tarjeta guardada ha caducado. Elige otro método de pago.",
};

const fr: CardPayTexts = {
  pageTitle: "Paiement sécurisé par carte",
  payTo: "Paiement à {shop}",
  amount: "Montant",
  cardNumber: "Numéro de carte",
  expiry: "Date d’expiration (MM/AA)",
  cvc: "Cryptogramme (CVC)",
  name: "Nom sur la carte",
  saveCard: "Enregistrer cette carte pour mes prochaines commandes",
  pay: "Payer {amount}",
  cancel: "Annuler et revenir à la boutique",
  secureNote:
    "Vos données de carte ne vont qu’au prestataire de paiement : la boutique ne les voit ni ne les conserve jamais.",
  testCards:
    "Mode test : 4242 4242 4242 4242 est acceptée, 4000 0000 0000 0002 est refusée, 4000 0000 0000 3220 demande un code à usage unique (1234). Toute date future et tout CVC.",
  numberInvalid: "Saisissez un numéro de carte valide.",
  brandUnsupported: "Nous acceptons Visa, Mastercard et American Express.",
  expiryInvalid: "Saisissez la date d’expiration au format MM/AA.",
  expired: "Cette carte a expiré.",
  cvcInvalid: "Saisissez le cryptogramme au dos de la carte.",
  nameRequired: "Saisissez le nom tel qu’il figure sur la carte.",
  formError: "Veuillez vérifier les données de la carte.",
  challengeTitle: "Confirmez ce paiement",
  challengeText:
    "Votre banque vous demande de confirmer le paiement de {amount} avec {card}. Saisissez le code à usage unique envoyé sur votre téléphone.",
  challengeCode: "Code à usage unique",
  challengeHint: "Mode test : le code est 1234.",
  confirm: "Confirmer",
  resultApproved: "Paiement accepté.",
  resultDeclined: "Le paiement n’a pas été accepté.",
  resultCancelled: "Paiement annulé.",
  continue: "Continuer vers la boutique",
  sessionExpired: "Ce paiement a expiré. Revenez à la boutique et recommencez le paiement.",
  notFound: "Ce paiement n’existe pas.",
  methodCard: "Carte de crédit ou de débit",
  methodSavedCard: "Carte enregistrée",
  methodBnpl: "Achetez maintenant, payez plus tard",
  cardEnding: "{brand} se terminant par {last4}",
  declined: "Votre carte a été refusée.",
  sessionExpiredRefusal: "La session de paiement a expiré.",
  basketChanged: "Votre panier a changé pendant le paiement ; vérifiez-le et payez à nouveau.",
  sessionInvalid: "Le paiement par carte n’a pas pu être vérifié. Veuillez payer à nouveau.",
  savedCardMissing: "Cette carte enregistrée n’est pas disponible. Choisissez un autre moyen de paiement.",
  savedCardExpired: "Cette carte enregistrée a expiré. Choisissez un autre moyen de paiement.",
};

const it: CardPayTexts = {
  pageTitle: "Pagamento sicuro con carta",
  payTo: "Pagamento a {shop}",
  amount: "Importo",
  cardNumber: "Numero della carta",
  expiry: "Scadenza (MM/AA)",
  cvc: "Codice di sicurezza (CVC)",
  name: "Nome sulla carta",
  saveCard: "Salva questa carta per i miei prossimi ordini",
  pay: "Paga {amount}",
  cancel: "Annulla e torna al negozio",
  secureNote: "I dati della carta arrivano solo al fornitore dei pagamenti: il negozio non li vede né li conserva mai.",
  testCards:
    "Modalità di prova: 4242 4242 4242 4242 viene approvata, 4000 0000 0000 0002 viene rifiutata, 4000 0000 0000 3220 chiede un codice monouso (1234). Qualsiasi scadenza futura e qualsiasi CVC.",
  numberInvalid: "Inserisci un numero di carta valido.",
  brandUnsupported: "Accettiamo Visa, Mastercard e American Express.",
  expiryInvalid: "Inserisci la scadenza nel formato MM/AA.",
  expired: "Questa carta è scaduta.",
  cvcInvalid: "Inserisci il codice di sicurezza sul retro della carta.",
  nameRequired: "Inserisci il nome come riportato sulla carta.",
  formError: "Controlla i dati della carta.",
  challengeTitle: "Conferma questo pagamento",
  challengeText:
    "La tua banca ti chiede di confermare il pagamento di {amount} con {card}. Inserisci il codice monouso inviato al tuo telefono.",
  challengeCode: "Codice monouso",
  challengeHint: "Modalità di prova: il codice è 1234.",
  confirm: "Conferma",
  resultApproved: "Pagamento approvato.",
  resultDeclined: "Il pagamento non è stato approvato.",
  resultCancelled: "Pagamento annullato.",
  continue: "Continua al negozio",
  sessionExpired: "Questo pagamento è scaduto. Torna al negozio e ricomincia il pagamento.",
  notFound: "Questo pagamento non esiste.",
  methodCard: "Carta di credito o di debito",
  methodSavedCard: "Carta salvata",
  methodBnpl: "Compra ora, paga dopo",
  cardEnding: "{brand} che termina con {last4}",
  declined: "La tua carta è stata rifiutata.",
  sessionExpiredRefusal: "La sessione di pagamento è scaduta.",
  basketChanged: "Il carrello è cambiato durante il pagamento; controllalo e paga di nuovo.",
  sessionInvalid: "Non è stato possibile verificare il pagamento con carta. Paga di nuovo.",
  savedCardMissing: "Questa carta salvata non è disponibile. Scegli un altro metodo di pagamento.",
  savedCardExpired: "Questa carta salvata è scaduta. Scegli un altro metodo di pagamento.",
};

const BY_LANG: Record<string, CardPayTexts> = { en, de, es, fr, it };

/** English as the US store writes it ("cart" for "basket"). */
const enUs = Object.fromEntries(Object.entries(en).map(([key, text]) => [key, toUsEnglish(text)])) as CardPayTexts;

/** The texts of a store view's language; its locale ("en_US") picks American English. */
export function cardPayTexts(lang: string, locale = ""): CardPayTexts {
  if (lang === "en" && /[-_]US$/.test(locale)) return enUs;
  return BY_LANG[lang] ?? en;
}

/** A text with its {placeholders} filled in. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
