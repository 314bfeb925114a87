// Die deutschen Rechtstexte: AGB, Versand, Widerrufsbelehrung mit Muster-Widerrufsformular,
// Kontakt mit Impressum. Sie-Form wie im ganzen Shop.
import { a, countryList, h2, h3, mail, modelForm, ol, p, postal, tel, ul, type StoreFacts } from "./facts.js";

const phone = (f: StoreFacts) => tel(f.company.phone.uk, f.company.phone.uk);
const hours = "Montag bis Freitag, 10:00 bis 18:30 Uhr (MEZ), außer an Feiertagen";
const address = (f: StoreFacts) => postal(f.company, "Vereinigtes Königreich");

export function termsDe(f: StoreFacts): string {
  const c = f.company;
  return [
    p(
      `Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen über den Onlineshop von ${c.shopName}. Mit dem Setzen des Häkchens an der Kasse erkennen Sie sie an. Sie können diese Seite speichern oder ausdrucken.`,
    ),
    h2("§ 1 Vertragspartner"),
    p(
      `Ihr Vertragspartner ist die ${c.legalName}, ${address(f)}, eingetragen in England und Wales (Companies House) unter der Nummer ${c.companyNumber}. E-Mail: ${mail(c.email)}, Telefon: ${phone(f)}.`,
    ),
    h2("§ 2 Vertragsschluss"),
    ol([
      "Die Darstellung der Produkte im Shop ist kein rechtlich bindendes Angebot, sondern eine Aufforderung zur Bestellung.",
      "Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der Waren in Ihrem Warenkorb ab. Vorher können Sie Ihre Angaben auf der Seite „Prüfen und bezahlen“ jederzeit korrigieren.",
      "Wir bestätigen den Eingang Ihrer Bestellung sofort per E-Mail. Diese Eingangsbestätigung ist noch keine Annahme.",
      "Der Vertrag kommt zustande, wenn wir Ihnen den Versand der Ware per E-Mail bestätigen. Ist ein Produkt nicht lieferbar, informieren wir Sie und erstatten bereits geleistete Zahlungen unverzüglich.",
    ]),
    p(
      "Vertragssprache ist Deutsch. Wir speichern den Vertragstext; Sie finden Ihre Bestellungen in Ihrem Kundenkonto und erhalten die Bestelldaten per E-Mail.",
    ),
    h2("§ 3 Preise und Versandkosten"),
    p(
      `Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Mehrwertsteuer (${f.vatPercent} % in Deutschland). Wir liefern verzollt: Bei der Zustellung fallen keine weiteren Zölle oder Steuern an. Hinzu kommen die ${a(f.pagePath("delivery"), "Versandkosten")}, die Ihnen vor der Bestellung angezeigt werden; ab ${f.freeDeliveryFrom} Bestellwert ist der Standardversand kostenlos.`,
    ),
    p(
      "Gutscheincodes sind einmal pro Bestellung einlösbar, sofern ihre Bedingungen nichts anderes sagen. Bonuspunkte können nicht bar ausgezahlt werden.",
    ),
    h2("§ 4 Zahlung"),
    ul([
      "Kreditkarte (Visa, Mastercard, American Express) über die sichere Seite unseres Zahlungsdienstleisters. Die Belastung erfolgt mit der Bestellung; Ihre vollständige Kartennummer sehen und speichern wir nicht.",
      "Banküberweisung (Vorkasse): Sie erhalten unsere Bankverbindung und Ihren Verwendungszweck per E-Mail. Wir versenden nach Zahlungseingang; geht die Zahlung nicht innerhalb von 7 Tagen ein, stornieren wir die Bestellung.",
      "Barzahlung bei Abholung an einer Abholstation.",
    ]),
    h2("§ 5 Lieferung"),
    p(
      `Bestellungen, die an einem Werktag bis ${f.cutoff} Uhr eingehen, verlassen unser Lager am selben Tag. Lieferzeiten und -kosten finden Sie auf unserer Seite ${a(f.pagePath("delivery"), "Versand und Lieferung")}. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.`,
    ),
    h2("§ 6 Widerrufsrecht"),
    p(
      `Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Die Einzelheiten und das Muster-Widerrufsformular finden Sie in unserer ${a(f.pagePath("returns"), "Widerrufsbelehrung")}. Zusätzlich nehmen wir ungeöffnete Produkte innerhalb von 30 Tagen nach Erhalt zurück.`,
    ),
    h2("§ 7 Gewährleistung"),
    p(
      "Es gilt die gesetzliche Mängelhaftung. Ist ein Produkt mangelhaft oder beschädigt, können Sie Nacherfüllung (Ersatzlieferung) und, wenn diese fehlschlägt, Minderung oder Rücktritt verlangen. Bitte melden Sie offensichtliche Transportschäden möglichst bald; Ihre gesetzlichen Rechte bleiben davon unberührt.",
    ),
    h2("§ 8 Hinweise zu Nahrungsergänzungsmitteln"),
    ul([
      "Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise.",
      "Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden.",
      "Außerhalb der Reichweite von kleinen Kindern lagern. Nicht geeignet für Kinder, Schwangere und Stillende, außer auf ärztlichen Rat.",
      "Beachten Sie die Allergenhinweise (z. B. Milch, Soja, Gluten) auf dem Etikett. Bei Medikamenteneinnahme oder Erkrankungen fragen Sie vorher Ihren Arzt.",
      "Kühl und trocken lagern und bis zum angegebenen Datum verbrauchen.",
    ]),
    h2("§ 9 Haftung"),
    p(
      "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.",
    ),
    h2("§ 10 Anwendbares Recht und Streitbeilegung"),
    p(
      "Es gilt das Recht von England und Wales unter Ausschluss des UN-Kaufrechts. Diese Rechtswahl gilt nur, soweit Ihnen dadurch nicht der Schutz zwingender Bestimmungen des Rechts des Staates entzogen wird, in dem Sie Ihren gewöhnlichen Aufenthalt haben. Sie können vor den Gerichten Ihres Wohnsitzstaates klagen.",
    ),
    p(
      "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an uns.",
    ),
    p(`Wie wir Ihre Daten verarbeiten, steht in unserer ${a(f.privacyPath, "Datenschutzerklärung")}.`),
    p("Stand: 1. Januar 2026"),
  ].join("\n");
}

export function deliveryDe(f: StoreFacts): string {
  return [
    p(
      `Bestellungen, die an einem Werktag (Montag bis Freitag) bis ${f.cutoff} Uhr eingehen, verlassen unser Lager am selben Tag; spätere Bestellungen am nächsten Werktag.`,
    ),
    h2("Versand innerhalb Deutschlands"),
    ul([
      `<strong>Standardversand</strong>: ${f.standard}, ab ${f.freeDeliveryFrom} Bestellwert kostenlos. Lieferzeit: ${f.deliveryTime.replace(/^In /, "")}.`,
      `<strong>Expressversand</strong>: ${f.express}. Lieferung am nächsten Werktag, mit Sendungsverfolgung.`,
      `<strong>Abholung an einer Abholstation</strong>: ${f.collect}, ab ${f.freeDeliveryFrom} kostenlos. Wir benachrichtigen Sie per E-Mail, sobald Ihr Paket zur Abholung bereitliegt (in der Regel nach 2–3 Werktagen).`,
    ]),
    p(
      "Maßgeblich für den kostenlosen Versand ist der Warenwert nach Abzug von Rabatten. Im Warenkorb sehen Sie, wie viel noch fehlt; an der Kasse sehen Sie jede Versandart mit ihrem Preis, bevor Sie bestellen.",
    ),
    h2("Versand in andere EU-Länder"),
    p(
      `Wir liefern in alle Länder, die Sie an der Kasse auswählen können. Der Standardversand kostet ${f.abroad} und dauert 3–7 Werktage, ab ${f.freeDeliveryFrom} kostenlos. Expressversand (${f.expressAbroad}, 2–3 Werktage) ist möglich nach ${countryList(
        f.expressAbroadCountries.filter((c) => c !== f.home),
        "de-DE",
      )}.`,
    ),
    p("Alle Sendungen werden verzollt geliefert: Bei der Zustellung zahlen Sie keine Zölle oder Einfuhrumsatzsteuer."),
    h2("Sendungsverfolgung"),
    p(
      "Sobald Ihr Paket unterwegs ist, erhalten Sie einen Link zur Sendungsverfolgung per E-Mail. Ihre Bestellungen sehen Sie auch in Ihrem Kundenkonto unter „Bestellungen“.",
    ),
    h2("Ihr Paket ist nicht angekommen?"),
    p(
      `Ist Ihr Paket 5 Werktage nach dem erwarteten Termin nicht da, ${a(f.pagePath("contact"), "kontaktieren Sie uns")} bitte mit Ihrer Bestellnummer. Wir klären den Verbleib mit dem Versanddienstleister und senden Ihnen Ersatz oder erstatten den Kaufpreis.`,
    ),
  ].join("\n");
}

export function returnsDe(f: StoreFacts): string {
  const c = f.company;
  const to = `${c.legalName}, Retouren, ${address(f)}`;
  return [
    p(
      "Sie können Ihre Bestellung innerhalb von 14 Tagen widerrufen. Darüber hinaus nehmen wir ungeöffnete Produkte innerhalb von 30 Tagen nach Erhalt zurück.",
    ),
    h2("Widerrufsbelehrung"),
    h3("Widerrufsrecht"),
    p(
      "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat (bei einer Bestellung in mehreren Teilsendungen: die letzte Ware).",
    ),
    p(
      `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${to}, E-Mail: ${mail(c.email)}, Telefon: ${phone(f)}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung vor Ablauf der Frist absenden.`,
    ),
    h3("Folgen des Widerrufs"),
    p(
      "Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.",
    ),
    p(
      "Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf unterrichten, an uns zurückzusenden. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist absenden. Sie tragen die unmittelbaren Kosten der Rücksendung. Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.",
    ),
    h3("Vorzeitiges Erlöschen des Widerrufsrechts"),
    p(
      "Das Widerrufsrecht erlischt vorzeitig bei der Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde: etwa Proteinpulver, Nahrungsergänzungsmittel, Getränke und Riegel mit geöffnetem Siegel.",
    ),
    h2("So senden Sie zurück"),
    ol([
      `Schreiben Sie uns an ${mail(c.email)} mit Ihrer Bestellnummer und den Produkten, die Sie zurücksenden, oder nutzen Sie das Formular unten.`,
      "Verpacken Sie die Produkte sicher und legen Sie einen Zettel mit Ihrer Bestellnummer bei.",
      `Senden Sie das Paket an: ${to}. Bewahren Sie den Einlieferungsbeleg auf.`,
    ]),
    h2("Beschädigte oder fehlerhafte Ware"),
    p(
      `Ist ein Produkt beschädigt oder fehlerhaft angekommen oder haben wir etwas Falsches geschickt, senden Sie uns bitte ein Foto. Wir übernehmen die Rücksendung und schicken Ersatz oder erstatten den vollen Betrag einschließlich Versand. Ihre gesetzlichen Gewährleistungsrechte (siehe ${a(f.pagePath("terms"), "AGB")}) bleiben unberührt.`,
    ),
    h2("Muster-Widerrufsformular"),
    p("Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück."),
    modelForm([
      `An: ${to}, ${c.email}`,
      "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):",
      "Bestellt am (*)/erhalten am (*):",
      "Name des/der Verbraucher(s):",
      "Anschrift des/der Verbraucher(s):",
      "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):",
      "Datum:",
      "(*) Unzutreffendes streichen.",
    ]),
  ].join("\n");
}

export function contactDe(f: StoreFacts): string {
  const c = f.company;
  return [
    p(
      "Fragen zu einer Bestellung, einem Produkt oder Ihrem Kundenkonto? Unser Kundenservice hilft Ihnen gern. Halten Sie bitte Ihre Bestellnummer bereit: Sie steht in Ihrer Bestellbestätigung und in Ihrem Kundenkonto.",
    ),
    h2("E-Mail"),
    p(`${mail(c.email)}: Wir antworten innerhalb eines Werktags.`),
    h2("Telefon"),
    p(`${phone(f)}, ${hours}. Es gelten die Gebühren Ihres Anbieters für Auslandsgespräche.`),
    p(
      `Viele Antworten finden Sie auch auf unseren Seiten ${a(f.pagePath("delivery"), "Versand und Lieferung")} und ${a(f.pagePath("returns"), "Widerruf und Rückgabe")}.`,
    ),
    h2("Impressum"),
    ul([
      `${c.legalName}`,
      address(f),
      `Vertreten durch: ${c.director} (Director)`,
      `Registriert in England und Wales, Companies House, Nr. ${c.companyNumber}`,
      `Umsatzsteuer-Identifikationsnummer: ${c.vatNumber}`,
      `E-Mail: ${mail(c.email)}, Telefon: ${phone(f)}`,
    ]),
    p(`Verantwortlich für den Inhalt: ${c.director}, Anschrift wie oben.`),
  ].join("\n");
}
