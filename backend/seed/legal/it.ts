// I testi legali in italiano: condizioni generali di vendita, spedizioni, recesso con il modulo
// tipo, contatti e note legali. Si dà del tu, come nel resto del negozio.
import { a, countryList, h2, h3, mail, modelForm, ol, p, postal, tel, ul, type StoreFacts } from "./facts.js";

const phone = (f: StoreFacts) => tel(f.company.phone.uk, f.company.phone.uk);
const hours = "dal lunedì al venerdì, dalle 10:00 alle 18:30 (ora italiana), festivi esclusi";
const address = (f: StoreFacts) => postal(f.company, "Regno Unito");

export function termsIt(f: StoreFacts): string {
  const c = f.company;
  return [
    p(
      `Queste condizioni si applicano a tutti gli ordini effettuati nel negozio online ${c.shopName}. Selezionando la casella al momento del pagamento le accetti. Puoi salvare o stampare questa pagina.`,
    ),
    h2("1. Chi siamo"),
    p(
      `Il venditore è ${c.legalName}, società registrata in Inghilterra e Galles con il numero ${c.companyNumber} (partita IVA ${c.vatNumber}), ${address(f)}. E-mail: ${mail(c.email)}; telefono: ${phone(f)}.`,
    ),
    h2("2. Conclusione del contratto"),
    ol([
      "La presentazione dei prodotti nel negozio non è un’offerta vincolante, ma un invito a ordinare.",
      "Premendo «Effettua l’ordine» fai un’offerta di acquisto dei prodotti nel carrello ai prezzi della pagina di riepilogo. Fino a quel momento puoi correggere i tuoi dati.",
      "Ti inviamo subito un’e-mail che conferma la ricezione dell’ordine; non è ancora l’accettazione.",
      "Il contratto è concluso quando ti confermiamo la spedizione via e-mail. Se un prodotto non è disponibile, ti avvisiamo e ti rimborsiamo subito.",
    ]),
    p("Il contratto è concluso in italiano. Conserviamo il tuo ordine, che trovi nel tuo account."),
    h2("3. Prezzi"),
    p(
      `I prezzi sono in euro e comprendono l’IVA applicabile (${f.vatPercent}% in Italia). Spediamo con dazi e imposte già pagati: alla consegna non paghi nulla in più. Le ${a(f.pagePath("delivery"), "spese di spedizione")} sono indicate prima della conferma dell’ordine; la spedizione standard è gratuita da ${f.freeDeliveryFrom}.`,
    ),
    p(
      "I codici sconto si usano una volta per ordine, salvo diversa indicazione. I punti fedeltà non sono convertibili in denaro.",
    ),
    h2("4. Pagamento"),
    ul([
      "Carta (Visa, Mastercard, American Express) sulla pagina sicura del nostro fornitore di pagamenti. L’addebito avviene con l’ordine; non vediamo né conserviamo il numero completo della carta.",
      "Bonifico bancario: ricevi via e-mail le nostre coordinate bancarie e la causale. Spediamo all’arrivo del pagamento; se non arriva entro 7 giorni, annulliamo l’ordine.",
      "Pagamento al ritiro, in contanti, in un punto di ritiro.",
    ]),
    h2("5. Consegna"),
    p(
      `Gli ordini effettuati in un giorno lavorativo entro le ${f.cutoff} lasciano il magazzino lo stesso giorno. Tempi e costi di ogni modalità: ${a(f.pagePath("delivery"), "spedizioni")}.`,
    ),
    h2("6. Diritto di recesso"),
    p(
      `Puoi recedere dal contratto entro 14 giorni dalla consegna, senza indicarne il motivo. Inoltre riprendiamo i prodotti non aperti per 30 giorni. Tutte le informazioni e il modulo tipo sono nella pagina ${a(f.pagePath("returns"), "resi e recesso")}.`,
    ),
    h2("7. Garanzia legale"),
    p(
      "Rispondiamo dei difetti di conformità che si manifestano entro 24 mesi dalla consegna (artt. 128 e seguenti del Codice del consumo). Puoi chiedere la riparazione o la sostituzione del prodotto e, se non sono possibili, una riduzione del prezzo o la risoluzione del contratto.",
    ),
    h2("8. Avvertenze sugli integratori"),
    ul([
      "Gli integratori non vanno intesi come sostituti di una dieta varia ed equilibrata e di uno stile di vita sano.",
      "Non superare la dose giornaliera raccomandata.",
      "Tenere fuori dalla portata dei bambini al di sotto dei tre anni. Non adatto a bambini, donne in gravidanza o allattamento, salvo diverso parere medico.",
      "Controlla gli allergeni in etichetta (ad esempio latte, soia, glutine). Se assumi farmaci o hai una patologia, chiedi prima al tuo medico.",
      "Conservare in luogo fresco e asciutto e consumare entro la data indicata.",
    ]),
    h2("9. Responsabilità"),
    p(
      "Rispondiamo dei danni prevedibili causati dalla violazione di queste condizioni o da nostra negligenza. Non limitiamo la nostra responsabilità nei casi in cui la legge non lo consente, in particolare per danni alla persona, dolo, colpa grave o prodotti difettosi.",
    ),
    h2("10. Legge applicabile e reclami"),
    p(
      "Queste condizioni sono regolate dal diritto di Inghilterra e Galles, senza privarti della tutela delle norme imperative del diritto italiano dei consumatori. Puoi rivolgerti al giudice del luogo in cui risiedi. Per qualsiasi reclamo scrivici: lo risolveremo il prima possibile.",
    ),
    p(`Come trattiamo i tuoi dati: ${a(f.privacyPath, "informativa sulla privacy")}.`),
    p("Ultimo aggiornamento: 1° gennaio 2026."),
  ].join("\n");
}

export function deliveryIt(f: StoreFacts): string {
  return [
    p(
      `Gli ordini effettuati in un giorno lavorativo (dal lunedì al venerdì) entro le ${f.cutoff} lasciano il nostro magazzino lo stesso giorno; quelli successivi, il giorno lavorativo seguente.`,
    ),
    h2("Spedizioni in Italia"),
    ul([
      `<strong>Spedizione standard</strong>: ${f.standard}, gratuita da ${f.freeDeliveryFrom}. Tempi: ${f.deliveryTime.replace(/^In /, "")}.`,
      `<strong>Spedizione express</strong>: ${f.express}. Consegna il giorno lavorativo successivo, con tracciamento.`,
      `<strong>Ritiro in un punto di ritiro</strong>: ${f.collect}, gratuito da ${f.freeDeliveryFrom}. Ti avvisiamo via e-mail quando il pacco è pronto (di solito in 2–4 giorni lavorativi).`,
    ]),
    p(
      "La spedizione gratuita si calcola sul valore del carrello dopo gli sconti. Il carrello ti mostra quanto manca e al pagamento vedi ogni modalità con il suo prezzo prima di pagare.",
    ),
    h2("Spedizioni negli altri Paesi UE"),
    p(
      `Spediamo in tutti i Paesi che puoi scegliere al pagamento. La spedizione standard costa ${f.abroad} e richiede 3–7 giorni lavorativi; è gratuita da ${f.freeDeliveryFrom}. La spedizione express (${f.expressAbroad}, 2–3 giorni lavorativi) raggiunge ${countryList(f.expressAbroadCountries, "it-IT")}.`,
    ),
    p("Tutte le spedizioni arrivano con dazi e IVA già pagati: alla consegna non paghi nulla in più."),
    h2("Tracciamento"),
    p(
      "Quando il pacco parte ti inviamo via e-mail il link per seguirlo. Trovi i tuoi ordini anche nel tuo account, alla voce «Ordini».",
    ),
    h2("Il pacco non è arrivato?"),
    p(
      `Se il pacco non è arrivato 5 giorni lavorativi dopo la data prevista, ${a(f.pagePath("contact"), "scrivici")} con il numero d’ordine. Lo rintracciamo con il corriere e, se è andato perso, ti rispediamo l’ordine o ti rimborsiamo.`,
    ),
  ].join("\n");
}

export function returnsIt(f: StoreFacts): string {
  const c = f.company;
  const to = `${c.legalName}, Resi, ${address(f)}`;
  return [
    p(
      "Puoi recedere dall’ordine entro 14 giorni. Inoltre riprendiamo i prodotti non aperti entro 30 giorni dalla consegna.",
    ),
    h2("Diritto di recesso"),
    p(
      "Hai il diritto di recedere dal contratto, senza indicarne le ragioni, entro 14 giorni. Il periodo di recesso scade dopo 14 giorni dal giorno in cui tu o un terzo, diverso dal vettore e da te designato, acquisite il possesso fisico dei beni (per un ordine consegnato in più volte, dell’ultimo bene).",
    ),
    p(
      `Per esercitare il diritto di recesso devi informarci (${to}, ${mail(c.email)}, ${phone(f)}) della tua decisione con una dichiarazione esplicita (ad esempio lettera inviata per posta o e-mail). Puoi utilizzare il modulo tipo qui sotto, ma non è obbligatorio. Basta inviare la comunicazione prima della scadenza del periodo.`,
    ),
    h3("Effetti del recesso"),
    p(
      "Se recedi dal contratto, ti rimborseremo tutti i pagamenti ricevuti, compresi i costi di consegna (ad eccezione dei costi supplementari derivanti dalla scelta di un tipo di consegna diverso da quello standard), senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati della tua decisione. Useremo lo stesso mezzo di pagamento che hai usato, salvo tuo diverso accordo espresso; non sosterrai alcun costo per il rimborso. Possiamo sospendere il rimborso fino al ricevimento dei beni o finché non avrai dimostrato di averli rispediti, se precedente.",
    ),
    p(
      "Devi restituire i beni senza indebiti ritardi e comunque entro 14 giorni dalla comunicazione del recesso. I costi diretti della restituzione sono a tuo carico. Sei responsabile solo della diminuzione del valore dei beni risultante da una manipolazione diversa da quella necessaria per stabilirne la natura, le caratteristiche e il funzionamento.",
    ),
    h3("Esclusione"),
    p(
      "Il diritto di recesso è escluso per i beni sigillati che non si prestano a essere restituiti per motivi igienici o connessi alla protezione della salute e sono stati aperti dopo la consegna: proteine, integratori, bevande e barrette con il sigillo aperto.",
    ),
    h2("Come effettuare un reso"),
    ol([
      `Scrivi a ${mail(c.email)} indicando il numero d’ordine e i prodotti che restituisci, oppure inviaci il modulo qui sotto.`,
      "Imballa bene i prodotti con un biglietto con il numero d’ordine.",
      `Spedisci il pacco a: ${to}. Conserva la ricevuta di spedizione.`,
    ]),
    h2("Prodotti danneggiati o difettosi"),
    p(
      `Se un prodotto arriva danneggiato o difettoso, o ti abbiamo inviato quello sbagliato, mandaci una foto. Paghiamo noi il reso e ti inviamo un nuovo prodotto o ti rimborsiamo tutto, spedizione compresa. La garanzia legale (vedi le ${a(f.pagePath("terms"), "condizioni")}) resta invariata.`,
    ),
    h2("Modulo di recesso tipo"),
    p("Compila e restituisci il presente modulo solo se desideri recedere dal contratto."),
    modelForm([
      `Destinatario: ${to}, ${c.email}`,
      "Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*):",
      "Ordinato il (*)/ricevuto il (*):",
      "Nome del/dei consumatore(i):",
      "Indirizzo del/dei consumatore(i):",
      "Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea):",
      "Data:",
      "(*) Cancellare la dicitura non pertinente.",
    ]),
  ].join("\n");
}

export function contactIt(f: StoreFacts): string {
  const c = f.company;
  return [
    p(
      "Domande su un ordine, un prodotto o il tuo account? Il nostro servizio clienti è felice di aiutarti. Tieni a portata di mano il numero d’ordine: lo trovi nell’e-mail di conferma e nel tuo account.",
    ),
    h2("E-mail"),
    p(`${mail(c.email)}: rispondiamo entro un giorno lavorativo.`),
    h2("Telefono"),
    p(`${phone(f)}, ${hours}. Si applica la tariffa internazionale del tuo operatore.`),
    p(
      `Molte risposte sono nelle nostre pagine ${a(f.pagePath("delivery"), "spedizioni")} e ${a(f.pagePath("returns"), "resi")}.`,
    ),
    h2("Note legali"),
    ul([
      `${c.legalName}, registrata in Inghilterra e Galles con il numero ${c.companyNumber}`,
      `Sede legale: ${address(f)}`,
      `Partita IVA: ${c.vatNumber}`,
    ]),
  ].join("\n");
}
