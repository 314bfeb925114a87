// Les textes légaux en français : conditions générales de vente, livraison, rétractation avec le
// formulaire type, contact et mentions légales. Vouvoiement, comme dans toute la boutique.
import { a, countryList, h2, h3, mail, modelForm, ol, p, postal, tel, ul, type StoreFacts } from "./facts.js";

const phone = (f: StoreFacts) => tel(f.company.phone.uk, f.company.phone.uk);
const hours = "du lundi au vendredi, de 10 h à 18 h 30 (heure de Paris), sauf jours fériés";
const address = (f: StoreFacts) => postal(f.company, "Royaume-Uni");

export function termsFr(f: StoreFacts): string {
  const c = f.company;
  return [
    p(
      `Les présentes conditions générales de vente s’appliquent à toute commande passée sur la boutique en ligne ${c.shopName}. En cochant la case lors du paiement, vous les acceptez. Vous pouvez enregistrer ou imprimer cette page.`,
    ),
    h2("Article 1 – Vendeur"),
    p(
      `Le vendeur est ${c.legalName}, société immatriculée en Angleterre et au pays de Galles sous le numéro ${c.companyNumber} (TVA ${c.vatNumber}), ${address(f)}. E-mail\u00a0: ${mail(c.email)}\u00a0; téléphone\u00a0: ${phone(f)}.`,
    ),
    h2("Article 2 – Formation du contrat"),
    ol([
      "La présentation des produits constitue une invitation à commander et non une offre ferme.",
      "En cliquant sur «\u00a0Passer la commande\u00a0», vous faites une offre d’achat des produits de votre panier aux prix affichés sur la page de vérification. Jusque-là, vous pouvez corriger vos informations.",
      "Nous vous envoyons aussitôt un e-mail accusant réception de votre commande\u00a0; ce n’est pas encore son acceptation.",
      "Le contrat est conclu lorsque nous vous confirmons l’expédition par e-mail. Si un produit n’est pas disponible, nous vous en informons et vous remboursons sans délai.",
    ]),
    p("Le contrat est conclu en français. Nous archivons votre commande, que vous retrouvez dans votre compte."),
    h2("Article 3 – Prix"),
    p(
      `Les prix sont indiqués en euros, toutes taxes comprises (TVA de ${f.vatPercent} % en France). Nous livrons droits et taxes acquittés\u00a0: vous ne payez rien de plus à la livraison. Les ${a(f.pagePath("delivery"), "frais de livraison")} sont indiqués avant la validation de la commande\u00a0; la livraison standard est offerte dès ${f.freeDeliveryFrom}.`,
    ),
    p(
      "Les codes de réduction sont utilisables une fois par commande, sauf mention contraire. Les points de fidélité ne peuvent pas être échangés contre de l’argent.",
    ),
    h2("Article 4 – Paiement"),
    ul([
      "Carte bancaire (Visa, Mastercard, American Express) sur la page sécurisée de notre prestataire de paiement. Le débit a lieu à la commande\u00a0; nous ne voyons ni ne conservons votre numéro de carte complet.",
      "Virement bancaire\u00a0: vous recevez nos coordonnées bancaires et votre référence par e-mail. Nous expédions à réception du paiement\u00a0; sans paiement sous 7 jours, la commande est annulée.",
      "Paiement au retrait, en espèces, dans un point relais.",
    ]),
    h2("Article 5 – Livraison"),
    p(
      `Les commandes passées un jour ouvré avant ${f.cutoff.replace(":", " h ")} quittent notre entrepôt le jour même. Délais et frais de chaque mode\u00a0: ${a(f.pagePath("delivery"), "livraison")}.`,
    ),
    h2("Article 6 – Droit de rétractation"),
    p(
      `Vous disposez d’un délai de 14 jours à compter de la réception pour vous rétracter, sans avoir à vous justifier. En plus, nous reprenons les produits non ouverts pendant 30 jours. Les modalités et le formulaire type figurent sur la page ${a(f.pagePath("returns"), "retours et rétractation")}.`,
    ),
    h2("Article 7 – Garanties légales"),
    p(
      "Vous bénéficiez de la garantie légale de conformité pendant deux ans à compter de la livraison (articles L. 217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil). En cas de défaut de conformité, vous pouvez demander la réparation ou le remplacement du produit, ou à défaut une réduction du prix ou la résolution du contrat.",
    ),
    h2("Article 8 – Compléments alimentaires\u00a0: précautions d’emploi"),
    ul([
      "Les compléments alimentaires ne doivent pas être utilisés comme substituts d’un régime alimentaire varié et équilibré et d’un mode de vie sain.",
      "Ne pas dépasser la dose journalière recommandée.",
      "Tenir hors de portée des jeunes enfants. Déconseillé aux enfants, aux femmes enceintes et allaitantes, sauf avis médical.",
      "Vérifiez les allergènes indiqués sur l’étiquette (lait, soja, gluten…). En cas de traitement ou de maladie, demandez l’avis de votre médecin.",
      "Conserver dans un endroit frais et sec, et consommer avant la date indiquée.",
    ]),
    h2("Article 9 – Responsabilité"),
    p(
      "Nous sommes responsables des dommages prévisibles résultant d’un manquement à ces conditions ou de notre négligence. Nous ne limitons pas notre responsabilité lorsque la loi l’interdit, notamment en cas de dommage corporel, de faute lourde ou de produit défectueux.",
    ),
    h2("Article 10 – Droit applicable et médiation"),
    p(
      "Les présentes conditions sont régies par le droit d’Angleterre et du pays de Galles, sans vous priver de la protection des dispositions impératives du droit français de la consommation. Vous pouvez saisir les tribunaux de votre domicile.",
    ),
    p(
      "En cas de litige, adressez-vous d’abord à notre service client. Conformément à l’article L. 612-1 du Code de la consommation, vous pouvez ensuite recourir gratuitement à un médiateur de la consommation, dont nous vous communiquons les coordonnées sur demande.",
    ),
    p(`L’utilisation de vos données est décrite dans notre ${a(f.privacyPath, "politique de confidentialité")}.`),
    p("Dernière mise à jour\u00a0: 1er janvier 2026."),
  ].join("\n");
}

export function deliveryFr(f: StoreFacts): string {
  const cutoff = f.cutoff.replace(":", " h ");
  return [
    p(
      `Les commandes passées un jour ouvré (du lundi au vendredi) avant ${cutoff} quittent notre entrepôt le jour même\u00a0; les suivantes, le jour ouvré suivant.`,
    ),
    h2("Livraison en France"),
    ul([
      `<strong>Livraison standard</strong>\u00a0: ${f.standard}, offerte dès ${f.freeDeliveryFrom}. Délai\u00a0: ${f.deliveryTime.replace(/^Sous /, "")}.`,
      `<strong>Livraison express</strong>\u00a0: ${f.express}. Livraison le jour ouvré suivant, avec suivi.`,
      `<strong>Retrait en point relais</strong>\u00a0: ${f.collect}, offert dès ${f.freeDeliveryFrom}. Nous vous prévenons par e-mail dès que votre colis est disponible (en général sous 2 à 4 jours ouvrés).`,
    ]),
    p(
      "La livraison offerte s’apprécie sur le montant du panier après réductions. Votre panier indique ce qu’il reste à ajouter, et le paiement affiche chaque mode avec son prix avant que vous payiez.",
    ),
    h2("Livraison dans les autres pays de l’UE"),
    p(
      `Nous livrons tous les pays proposés lors du paiement. La livraison standard coûte ${f.abroad} et prend 3 à 7 jours ouvrés\u00a0; elle est offerte dès ${f.freeDeliveryFrom}. La livraison express (${f.expressAbroad}, 2 à 3 jours ouvrés) dessert ${countryList(f.expressAbroadCountries, "fr-FR")}.`,
    ),
    p("Tous les colis sont livrés droits et taxes acquittés\u00a0: vous ne payez rien de plus à la livraison."),
    h2("Suivi de colis"),
    p(
      "Dès que votre colis part, vous recevez un lien de suivi par e-mail. Vos commandes figurent aussi dans votre compte, rubrique «\u00a0Commandes\u00a0».",
    ),
    h2("Votre colis n’est pas arrivé\u00a0?"),
    p(
      `Si votre colis n’est pas arrivé 5 jours ouvrés après la date prévue, ${a(f.pagePath("contact"), "contactez-nous")} avec votre numéro de commande. Nous menons l’enquête auprès du transporteur et, en cas de perte, vous renvoyons la commande ou vous remboursons.`,
    ),
  ].join("\n");
}

export function returnsFr(f: StoreFacts): string {
  const c = f.company;
  const to = `${c.legalName}, Retours, ${address(f)}`;
  return [
    p(
      "Vous pouvez vous rétracter dans les 14 jours. Au-delà, nous reprenons les produits non ouverts pendant 30 jours après la livraison.",
    ),
    h2("Droit de rétractation"),
    p(
      "Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours. Le délai expire quatorze jours après le jour où vous, ou un tiers autre que le transporteur désigné par vous, prenez physiquement possession du bien (pour une commande livrée en plusieurs fois, du dernier bien).",
    ),
    p(
      `Pour exercer ce droit, vous devez nous notifier (${to}, ${mail(c.email)}, ${phone(f)}) votre décision au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire ci-dessous, mais ce n’est pas obligatoire. Il suffit que vous transmettiez votre communication avant l’expiration du délai.`,
    ),
    h3("Effets de la rétractation"),
    p(
      "En cas de rétractation, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l’exception des frais supplémentaires découlant du choix d’un mode de livraison autre que le mode standard), sans retard excessif et au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision. Nous utiliserons le même moyen de paiement que celui utilisé pour la transaction initiale, sauf accord exprès de votre part\u00a0; ce remboursement n’occasionnera aucuns frais pour vous. Nous pouvons différer le remboursement jusqu’à réception du bien ou jusqu’à ce que vous ayez fourni une preuve d’expédition, la date retenue étant celle du premier de ces faits.",
    ),
    p(
      "Vous devrez renvoyer le bien sans retard excessif et au plus tard quatorze jours après nous avoir communiqué votre décision. Vous devrez prendre en charge les frais directs de renvoi du bien. Votre responsabilité n’est engagée qu’à l’égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir sa nature, ses caractéristiques et son bon fonctionnement.",
    ),
    h3("Exception"),
    p(
      "Le droit de rétractation ne peut être exercé pour les biens descellés après la livraison et qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé\u00a0: protéines, compléments, boissons et barres dont l’opercule a été ouvert.",
    ),
    h2("Comment retourner un produit"),
    ol([
      `Écrivez à ${mail(c.email)} avec votre numéro de commande et les produits retournés, ou envoyez-nous le formulaire ci-dessous.`,
      "Emballez soigneusement les produits avec une note indiquant votre numéro de commande.",
      `Envoyez le colis à\u00a0: ${to}. Conservez la preuve de dépôt.`,
    ]),
    h2("Produit abîmé ou défectueux"),
    p(
      `Si un produit arrive abîmé ou défectueux, ou si nous nous sommes trompés, envoyez-nous une photo. Nous prenons le retour en charge et vous envoyons un nouveau produit ou vous remboursons intégralement, livraison comprise. Vos garanties légales (voir les ${a(f.pagePath("terms"), "conditions générales")}) s’appliquent.`,
    ),
    h2("Formulaire de rétractation"),
    p("Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat."),
    modelForm([
      `À l’attention de\u00a0: ${to}, ${c.email}`,
      "Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous\u00a0:",
      "Commandé le (*)/reçu le (*)\u00a0:",
      "Nom du (des) consommateur(s)\u00a0:",
      "Adresse du (des) consommateur(s)\u00a0:",
      "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:",
      "Date\u00a0:",
      "(*) Rayez la mention inutile.",
    ]),
  ].join("\n");
}

export function contactFr(f: StoreFacts): string {
  const c = f.company;
  return [
    p(
      "Une question sur une commande, un produit ou votre compte\u00a0? Notre service client est là pour vous aider. Munissez-vous de votre numéro de commande\u00a0: il figure dans l’e-mail de confirmation et dans votre compte.",
    ),
    h2("E-mail"),
    p(`${mail(c.email)}\u00a0: nous répondons sous un jour ouvré.`),
    h2("Téléphone"),
    p(`${phone(f)}, ${hours}. Prix d’un appel international selon votre opérateur.`),
    p(
      `Vous trouverez aussi de nombreuses réponses sur nos pages ${a(f.pagePath("delivery"), "livraison")} et ${a(f.pagePath("returns"), "retours")}.`,
    ),
    h2("Mentions légales"),
    ul([
      `${c.legalName}, société immatriculée en Angleterre et au pays de Galles sous le numéro ${c.companyNumber}`,
      `Siège social\u00a0: ${address(f)}`,
      `Numéro de TVA\u00a0: ${c.vatNumber}`,
      `Directrice de la publication\u00a0: ${c.director}`,
    ]),
  ].join("\n");
}
