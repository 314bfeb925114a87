// The shop's own CMS pages beside the legal ones (cookie policy, about us, and the "home" and
// "no-route" pages that storeConfig names), the home page's CMS blocks (hero, promotional tiles,
// featured categories) and a few permanent URL rewrites (addresses the shop used before). English
// lives in the all-store-views scope (''); de/es/fr/it have their own rows, and the US store a copy
// in American English of each English row whose words differ (us-english.ts). Content is the HTML a
// merchant writes in Magento's editor, directives included: the storefront resolves and sanitises it.
import type { Database } from "better-sqlite3";
import { PRIVACY_PAGE_IDENTIFIER } from "./cms.js";
import { toUsEnglish } from "../shared/us-english.js";

const SEED_DATE = "2025-01-01 00:00:00";

type Lang = "" | "de" | "es" | "fr" | "it";
export const CMS_SCOPES: Lang[] = ["", "de", "es", "fr", "it"];

interface PageDef {
  identifier: string;
  url_key: Record<Lang, string>;
  title: Record<Lang, string>;
  meta_description: Record<Lang, string>;
  content: Record<Lang, string>;
}

export const COOKIE_POLICY: PageDef = {
  identifier: "cookie-policy",
  url_key: {
    "": "cookie-policy",
    de: "cookie-richtlinie",
    es: "politica-de-cookies",
    fr: "politique-cookies",
    it: "informativa-cookie",
  },
  title: {
    "": "Cookie policy",
    de: "Cookie-Richtlinie",
    es: "Política de cookies",
    fr: "Politique relative aux cookies",
    it: "Informativa sui cookie",
  },
  meta_description: {
    "": "Which cookies Peak Whey uses, why, and how you choose.",
    de: "Welche Cookies Peak Whey verwendet, wozu und wie Sie wählen.",
    es: "Qué cookies usa Peak Whey, para qué y cómo elegir.",
    fr: "Les cookies utilisés par Peak Whey, pourquoi et comment choisir.",
    it: "Quali cookie usa Peak Whey, perché e come scegliere.",
  },
  content: {
    "": `<p>Cookies are small text files your browser keeps for us. We use as few as we can.</p>
<h2>Cookies the shop needs</h2>
<p>Your basket, your sign-in and the checkout only work with our session cookie <code>pw_session</code>. It is deleted when you sign out or after 30 days without a visit.</p>
<h2>Cookies you may allow</h2>
<p>With your consent we measure which pages are visited so that we can improve the shop. You can change your choice at any time; the shop works just as well without them.</p>
<h2>Questions</h2>
<p>Read our <a href="{{store url="privacy-policy"}}">privacy policy</a> or write to privacy@pw-sports-nutrition.example.</p>`,
    de: `<p>Cookies sind kleine Textdateien, die Ihr Browser für uns speichert. Wir setzen so wenige wie möglich ein.</p>
<h2>Notwendige Cookies</h2>
<p>Warenkorb, Anmeldung und Kasse funktionieren nur mit unserem Sitzungs-Cookie <code>pw_session</code>. Es wird beim Abmelden oder nach 30 Tagen ohne Besuch gelöscht.</p>
<h2>Cookies mit Ihrer Einwilligung</h2>
<p>Mit Ihrer Einwilligung messen wir, welche Seiten besucht werden, um den Shop zu verbessern. Sie können Ihre Wahl jederzeit ändern; der Shop funktioniert auch ohne sie.</p>
<h2>Fragen</h2>
<p>Lesen Sie unsere <a href="{{store url="datenschutz"}}">Datenschutzerklärung</a> oder schreiben Sie an privacy@pw-sports-nutrition.example.</p>`,
    es: `<p>Las cookies son pequeños archivos de texto que tu navegador guarda para nosotros. Usamos las mínimas posibles.</p>
<h2>Cookies necesarias</h2>
<p>La cesta, el inicio de sesión y el pago solo funcionan con nuestra cookie de sesión <code>pw_session</code>. Se borra al cerrar sesión o tras 30 días sin visitas.</p>
<h2>Cookies que puedes aceptar</h2>
<p>Con tu consentimiento medimos qué páginas se visitan para mejorar la tienda. Puedes cambiar tu elección cuando quieras; la tienda funciona igual sin ellas.</p>
<h2>Preguntas</h2>
<p>Lee nuestra <a href="{{store url="politica-de-privacidad"}}">política de privacidad</a> o escribe a privacy@pw-sports-nutrition.example.</p>`,
    fr: `<p>Les cookies sont de petits fichiers texte que votre navigateur conserve pour nous. Nous en utilisons le moins possible.</p>
<h2>Cookies nécessaires</h2>
<p>Le panier, la connexion et le paiement ne fonctionnent qu’avec notre cookie de session <code>pw_session</code>. Il est supprimé à la déconnexion ou après 30 jours sans visite.</p>
<h2>Cookies soumis à votre accord</h2>
<p>Avec votre accord, nous mesurons les pages consultées pour améliorer la boutique. Vous pouvez modifier votre choix à tout moment\u00a0; la boutique fonctionne aussi bien sans eux.</p>
<h2>Des questions\u00a0?</h2>
<p>Consultez notre <a href="{{store url="politique-de-confidentialite"}}">politique de confidentialité</a> ou écrivez à privacy@pw-sports-nutrition.example.</p>`,
    it: `<p>I cookie sono piccoli file di testo che il tuo browser conserva per noi. Ne usiamo il meno possibile.</p>
<h2>Cookie necessari</h2>
<p>Carrello, accesso e cassa funzionano solo con il nostro cookie di sessione <code>pw_session</code>. Viene cancellato quando esci o dopo 30 giorni senza visite.</p>
<h2>Cookie con il tuo consenso</h2>
<p>Con il tuo consenso misuriamo quali pagine vengono visitate per migliorare il negozio. Puoi cambiare la tua scelta in qualsiasi momento; il negozio funziona anche senza.</p>
<h2>Domande</h2>
<p>Leggi la nostra <a href="{{store url="informativa-privacy"}}">informativa sulla privacy</a> o scrivi a privacy@pw-sports-nutrition.example.</p>`,
  },
};

export const ABOUT_US: PageDef = {
  identifier: "about-us",
  url_key: { "": "about-us", de: "ueber-uns", es: "sobre-nosotros", fr: "a-propos", it: "chi-siamo" },
  title: { "": "About us", de: "Über uns", es: "Sobre nosotros", fr: "À propos", it: "Chi siamo" },
  meta_description: {
    "": "Peak Whey: sports nutrition made by athletes, tested batch by batch.",
    de: "Peak Whey: Sporternährung von Sportlern, Charge für Charge geprüft.",
    es: "Peak Whey: nutrición deportiva hecha por deportistas, analizada lote a lote.",
    fr: "Peak Whey\u00a0: une nutrition sportive faite par des sportifs, testée lot par lot.",
    it: "Peak Whey: nutrizione sportiva fatta da atleti, testata lotto per lotto.",
  },
  content: {
    "": `<p><img src="{{media url="wysiwyg/home/hero.webp"}}" alt="" width="1200" height="450" loading="lazy"></p>
<p>Peak Whey started in 2014 in a Manchester gym, where three coaches were tired of protein powders full of fillers. Today we ship to seven countries from our own warehouse.</p>
<h2>What we stand for</h2>
<ul><li>Short ingredient lists: no fillers, no hidden sugars.</li><li>Every batch tested by an independent laboratory for banned substances.</li><li>Flavours our customers vote for.</li></ul>
<h2>Talk to us</h2>
<p>Our nutrition team answers every question within one working day. <a href="{{store url="protein"}}">Start with our protein range</a>.</p>`,
    de: `<p><img src="{{media url="wysiwyg/home/hero.webp"}}" alt="" width="1200" height="450" loading="lazy"></p>
<p>Peak Whey begann 2014 in einem Fitnessstudio in Manchester: Drei Trainer hatten genug von Proteinpulvern voller Füllstoffe. Heute liefern wir aus unserem eigenen Lager in sieben Länder.</p>
<h2>Wofür wir stehen</h2>
<ul><li>Kurze Zutatenlisten: keine Füllstoffe, kein versteckter Zucker.</li><li>Jede Charge von einem unabhängigen Labor auf verbotene Substanzen geprüft.</li><li>Geschmacksrichtungen, über die unsere Kunden abstimmen.</li></ul>
<h2>Sprechen Sie mit uns</h2>
<p>Unser Ernährungsteam beantwortet jede Frage innerhalb eines Werktags. <a href="{{store url="protein"}}">Entdecken Sie unsere Proteine</a>.</p>`,
    es: `<p><img src="{{media url="wysiwyg/home/hero.webp"}}" alt="" width="1200" height="450" loading="lazy"></p>
<p>Peak Whey nació en 2014 en un gimnasio de Mánchester, donde tres entrenadores se cansaron de las proteínas llenas de rellenos. Hoy enviamos a siete países desde nuestro propio almacén.</p>
<h2>Lo que defendemos</h2>
<ul><li>Listas de ingredientes cortas: sin rellenos ni azúcares ocultos.</li><li>Cada lote analizado por un laboratorio independiente frente a sustancias prohibidas.</li><li>Sabores elegidos por votación de nuestros clientes.</li></ul>
<h2>Habla con nosotros</h2>
<p>Nuestro equipo de nutrición responde a cada pregunta en un día laborable. <a href="{{store url="protein"}}">Empieza por nuestras proteínas</a>.</p>`,
    fr: `<p><img src="{{media url="wysiwyg/home/hero.webp"}}" alt="" width="1200" height="450" loading="lazy"></p>
<p>Peak Whey est né en 2014 dans une salle de sport de Manchester, où trois coachs en avaient assez des protéines pleines d’agents de charge. Aujourd’hui, nous livrons sept pays depuis notre propre entrepôt.</p>
<h2>Nos engagements</h2>
<ul><li>Des listes d’ingrédients courtes\u00a0: ni agents de charge, ni sucres cachés.</li><li>Chaque lot testé par un laboratoire indépendant contre les substances interdites.</li><li>Des saveurs choisies par le vote de nos clients.</li></ul>
<h2>Parlons-en</h2>
<p>Notre équipe nutrition répond à chaque question sous un jour ouvré. <a href="{{store url="protein"}}">Découvrez nos protéines</a>.</p>`,
    it: `<p><img src="{{media url="wysiwyg/home/hero.webp"}}" alt="" width="1200" height="450" loading="lazy"></p>
<p>Peak Whey è nata nel 2014 in una palestra di Manchester, dove tre allenatori erano stanchi di proteine piene di riempitivi. Oggi spediamo in sette paesi dal nostro magazzino.</p>
<h2>In cosa crediamo</h2>
<ul><li>Liste di ingredienti brevi: niente riempitivi né zuccheri nascosti.</li><li>Ogni lotto analizzato da un laboratorio indipendente per le sostanze vietate.</li><li>Gusti scelti con il voto dei nostri clienti.</li></ul>
<h2>Parla con noi</h2>
<p>Il nostro team di nutrizionisti risponde a ogni domanda entro un giorno lavorativo. <a href="{{store url="protein"}}">Scopri le nostre proteine</a>.</p>`,
  },
};

export const HOME_PAGE: PageDef = {
  identifier: "home",
  url_key: { "": "home", de: "home", es: "home", fr: "home", it: "home" },
  title: {
    "": "Sports nutrition for every goal",
    de: "Sporternährung für jedes Ziel",
    es: "Nutrición deportiva para cada objetivo",
    fr: "Nutrition sportive pour chaque objectif",
    it: "Nutrizione sportiva per ogni obiettivo",
  },
  meta_description: {
    "": "Protein, vitamins, pre-workout and snacks, tested batch by batch.",
    de: "Protein, Vitamine, Pre-Workout und Snacks, Charge für Charge geprüft.",
    es: "Proteínas, vitaminas, pre-entreno y snacks, analizados lote a lote.",
    fr: "Protéines, vitamines, pré-entraînement et en-cas, testés lot par lot.",
    it: "Proteine, vitamine, pre-allenamento e snack, testati lotto per lotto.",
  },
  content: {
    "": `{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="home-hero"}}`,
    de: `{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="home-hero"}}`,
    es: `{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="home-hero"}}`,
    fr: `{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="home-hero"}}`,
    it: `{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="home-hero"}}`,
  },
};

export const NO_ROUTE_PAGE: PageDef = {
  identifier: "no-route",
  url_key: { "": "no-route", de: "no-route", es: "no-route", fr: "no-route", it: "no-route" },
  title: {
    "": "Page not found",
    de: "Seite nicht gefunden",
    es: "Página no encontrada",
    fr: "Page introuvable",
    it: "Pagina non trovata",
  },
  meta_description: {
    "": "The page you asked for does not exist.",
    de: "Die angeforderte Seite existiert nicht.",
    es: "La página que buscas no existe.",
    fr: "La page demandée n’existe pas.",
    it: "La pagina richiesta non esiste.",
  },
  content: {
    "": `<p>The page may have moved, or the address has a typo. Try the search above, or:</p>
<ul><li><a href="{{store url=""}}">Go to the home page</a></li><li><a href="{{store url="protein"}}">Shop protein</a></li><li><a href="{{store url="contact"}}">Contact our team</a></li></ul>`,
    de: `<p>Die Seite wurde vielleicht verschoben, oder die Adresse enthält einen Tippfehler. Nutzen Sie die Suche oben oder:</p>
<ul><li><a href="{{store url=""}}">Zur Startseite</a></li><li><a href="{{store url="protein"}}">Protein entdecken</a></li><li><a href="{{store url="kontakt"}}">Kontakt zu unserem Team</a></li></ul>`,
    es: `<p>Puede que la página se haya movido o que la dirección tenga un error. Prueba con el buscador de arriba o:</p>
<ul><li><a href="{{store url=""}}">Ir a la página de inicio</a></li><li><a href="{{store url="protein"}}">Comprar proteínas</a></li><li><a href="{{store url="contacto"}}">Contactar con nuestro equipo</a></li></ul>`,
    fr: `<p>La page a peut-être été déplacée, ou l’adresse contient une faute de frappe. Essayez la recherche ci-dessus, ou\u00a0:</p>
<ul><li><a href="{{store url=""}}">Retour à l’accueil</a></li><li><a href="{{store url="protein"}}">Voir les protéines</a></li><li><a href="{{store url="contact"}}">Contacter notre équipe</a></li></ul>`,
    it: `<p>La pagina potrebbe essere stata spostata o l’indirizzo contiene un errore. Prova la ricerca qui sopra, oppure:</p>
<ul><li><a href="{{store url=""}}">Vai alla home page</a></li><li><a href="{{store url="protein"}}">Scopri le proteine</a></li><li><a href="{{store url="contatti"}}">Contatta il nostro team</a></li></ul>`,
  },
};

export const CMS_CONTENT_PAGES: PageDef[] = [COOKIE_POLICY, ABOUT_US, HOME_PAGE, NO_ROUTE_PAGE];

interface BlockDef {
  identifier: string;
  title: string;
  content: Record<Lang, string>;
}

const hero = (h: string, p: string, cta: string) =>
  `<h1>${h}</h1>\n<p>${p}</p>\n<p><a class="hero__cta" href="{{store url="protein"}}">${cta}</a></p>`;

export const HOME_HERO_BLOCK: BlockDef = {
  identifier: "home-hero",
  title: "Home page hero",
  content: {
    "": hero(
      "Fuel every rep",
      "Clean protein, vitamins and pre-workout, tested batch by batch and delivered fast.",
      "Shop protein",
    ),
    de: hero(
      "Energie für jede Wiederholung",
      "Reines Protein, Vitamine und Pre-Workout, Charge für Charge geprüft und schnell geliefert.",
      "Protein kaufen",
    ),
    es: hero(
      "Energía para cada repetición",
      "Proteína limpia, vitaminas y pre-entreno, analizados lote a lote y con entrega rápida.",
      "Comprar proteínas",
    ),
    fr: hero(
      "De l’énergie à chaque répétition",
      "Protéines pures, vitamines et pré-entraînement, testés lot par lot et livrés vite.",
      "Acheter des protéines",
    ),
    it: hero(
      "Energia per ogni ripetizione",
      "Proteine pulite, vitamine e pre-allenamento, testati lotto per lotto e consegnati in fretta.",
      "Acquista proteine",
    ),
  },
};

const tiles = (heading: string, items: Array<[string, string, string]>) =>
  `<h2>${heading}</h2>\n<ul class="cms-tiles">\n${items
    .map(([href, h, p]) => `<li><a href="{{store url="${href}"}}"><strong>${h}</strong><span>${p}</span></a></li>`)
    .join("\n")}\n</ul>`;

export const HOME_PROMO_BLOCK: BlockDef = {
  identifier: "home-promo-tiles",
  title: "Home page promotional tiles",
  content: {
    "": tiles("Our picks", [
      ["protein/whey-protein", "Whey week", "Our best-selling whey in twelve flavours."],
      ["protein/vegan-protein", "Plant power", "Vegan protein with a complete amino profile."],
      ["snacks-bars", "Snack smart", "20 g protein bars for the gym bag."],
    ]),
    de: tiles("Unsere Empfehlungen", [
      ["protein/whey-protein", "Whey-Woche", "Unser meistverkauftes Whey in zwölf Sorten."],
      ["protein/vegan-protein", "Pflanzenkraft", "Veganes Protein mit vollständigem Aminosäureprofil."],
      ["snacks-bars", "Clever snacken", "Riegel mit 20 g Protein für die Sporttasche."],
    ]),
    es: tiles("Nuestras recomendaciones", [
      ["protein/whey-protein", "Semana whey", "Nuestro whey más vendido en doce sabores."],
      ["protein/vegan-protein", "Poder vegetal", "Proteína vegana con perfil completo de aminoácidos."],
      ["snacks-bars", "Snacks con cabeza", "Barritas con 20 g de proteína para la mochila."],
    ]),
    fr: tiles("Nos coups de cœur", [
      ["protein/whey-protein", "Semaine whey", "Notre whey best-seller en douze saveurs."],
      ["protein/vegan-protein", "Force végétale", "Protéine vegan au profil d’acides aminés complet."],
      ["snacks-bars", "En-cas malins", "Barres à 20 g de protéines pour le sac de sport."],
    ]),
    it: tiles("I nostri consigli", [
      ["protein/whey-protein", "Settimana whey", "Il nostro whey più venduto in dodici gusti."],
      ["protein/vegan-protein", "Forza vegetale", "Proteine vegane con profilo amminoacidico completo."],
      ["snacks-bars", "Snack intelligenti", "Barrette da 20 g di proteine per la borsa della palestra."],
    ]),
  },
};

export const HOME_FEATURED_CATEGORIES_BLOCK: BlockDef = {
  identifier: "home-featured-categories",
  title: "Home page featured categories",
  content: {
    "": tiles("Train smarter", [
      ["pre-workout", "Pre-workout", "Focus and energy before you train."],
      ["creatine-amino-acids", "Creatine & aminos", "Strength and recovery, well researched."],
      ["vitamins-minerals", "Vitamins & minerals", "Everyday health for hard trainers."],
    ]),
    de: tiles("Besser trainieren", [
      ["pre-workout", "Pre-Workout", "Fokus und Energie vor dem Training."],
      ["creatine-amino-acids", "Kreatin & Aminos", "Kraft und Regeneration, gut erforscht."],
      ["vitamins-minerals", "Vitamine & Mineralien", "Gesundheit für jeden Tag."],
    ]),
    es: tiles("Entrena mejor", [
      ["pre-workout", "Pre-entreno", "Concentración y energía antes de entrenar."],
      ["creatine-amino-acids", "Creatina y aminoácidos", "Fuerza y recuperación, bien estudiadas."],
      ["vitamins-minerals", "Vitaminas y minerales", "Salud diaria para quien entrena duro."],
    ]),
    fr: tiles("Entraînez-vous mieux", [
      ["pre-workout", "Pré-entraînement", "Concentration et énergie avant la séance."],
      ["creatine-amino-acids", "Créatine et acides aminés", "Force et récupération, bien étudiées."],
      ["vitamins-minerals", "Vitamines et minéraux", "La santé au quotidien pour les sportifs."],
    ]),
    it: tiles("Allenati meglio", [
      ["pre-workout", "Pre-allenamento", "Concentrazione ed energia prima dell’allenamento."],
      ["creatine-amino-acids", "Creatina e aminoacidi", "Forza e recupero, ben studiati."],
      ["vitamins-minerals", "Vitamine e minerali", "Salute quotidiana per chi si allena."],
    ]),
  },
};

export const CMS_BLOCKS: BlockDef[] = [HOME_HERO_BLOCK, HOME_PROMO_BLOCK, HOME_FEATURED_CATEGORIES_BLOCK];

/** Addresses the shop used before, sent on with a permanent redirect ([request path, target, type]). */
export const URL_REDIRECTS: Array<{ request_path: string; target_path: string; entity_type: string }> = [
  { request_path: "whey-protein-powder.html", target_path: "protein/whey-protein", entity_type: "category" },
  { request_path: "casein-night-protein.html", target_path: "slow-release-casein", entity_type: "product" },
  { request_path: "proteins", target_path: "protein", entity_type: "category" },
  { request_path: "about", target_path: "about-us", entity_type: "cms-page" },
];

/**
 * Magento's sample privacy page lives at its identifier, `/privacy-policy-cookie-restriction-mode`;
 * ours lives at a localised key in each store view. Links to Magento's address (an old shop's
 * footer, a search engine's index) are sent on to the page with a permanent redirect, per store.
 * Also the migration that brings these redirects to a shop seeded before them.
 */
/**
 * The home page's promotional tiles pointed at "whey-protein" and "vegan-protein", which are
 * subcategories of protein: their addresses are "protein/…", and the tiles led to the 404 page.
 */
export function mendHomePromoTileLinks(db: Database): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cms_blocks'").get()) return;
  db.prepare(
    `UPDATE cms_blocks SET content = replace(replace(content,
       '{{store url="whey-protein"}}', '{{store url="protein/whey-protein"}}'),
       '{{store url="vegan-protein"}}', '{{store url="protein/vegan-protein"}}')
     WHERE identifier = ?`,
  ).run(HOME_PROMO_BLOCK.identifier);
}

export function redirectMagentoPrivacyAddress(db: Database): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'url_rewrites'").get()) return;
  db.prepare(
    `INSERT OR IGNORE INTO url_rewrites (store_code, request_path, target_path, redirect_type, entity_type)
     SELECT store_code, identifier, url_key, 301, 'cms-page' FROM cms_pages WHERE identifier = ? AND url_key != identifier`,
  ).run(PRIVACY_PAGE_IDENTIFIER);
}

export interface CmsContentPageRow {
  identifier: string;
  store_code: string;
  url_key: string;
  title: string;
  content: string;
  meta_description: string;
}

export interface CmsBlockRow {
  identifier: string;
  store_code: string;
  title: string;
  content: string;
}

/** The store view that reads the English rows in American English ('' is British). */
export const US_SCOPE = "us";

/** The US store's copy of an English row, or null when American English writes it alike. */
export function usRowOf<T extends { store_code: string; title: string; content: string; meta_description?: string }>(
  row: T,
): T | null {
  const us = {
    ...row,
    store_code: US_SCOPE,
    title: toUsEnglish(row.title),
    content: toUsEnglish(row.content),
    ...(row.meta_description === undefined ? {} : { meta_description: toUsEnglish(row.meta_description) }),
  };
  return us.title === row.title && us.content === row.content && us.meta_description === row.meta_description
    ? null
    : us;
}

/** The pages and blocks as seeded, each language's row and the US store's where its words differ. */
export function cmsContentRows(): { pages: CmsContentPageRow[]; blocks: CmsBlockRow[] } {
  const pages = CMS_SCOPES.flatMap((store_code) =>
    CMS_CONTENT_PAGES.map((p) => ({
      identifier: p.identifier,
      store_code,
      url_key: p.url_key[store_code],
      title: p.title[store_code],
      content: p.content[store_code],
      meta_description: p.meta_description[store_code],
    })),
  );
  const blocks = CMS_SCOPES.flatMap((store_code) =>
    CMS_BLOCKS.map((b) => ({ identifier: b.identifier, store_code, title: b.title, content: b.content[store_code] })),
  );
  const us = <T extends CmsBlockRow>(rows: T[]) =>
    rows.flatMap((row) => (row.store_code === "" ? [usRowOf(row)].filter((r): r is T => r !== null) : []));
  return { pages: [...pages, ...us(pages)], blocks: [...blocks, ...us(blocks)] };
}

export function seedCmsContent(db: Database): void {
  // A database seeded at a version before the blocks' migration (upgrade tests) gets this content
  // from that migration instead, when it runs.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cms_blocks'").get()) return;
  const page = db.prepare(`INSERT INTO cms_pages (identifier, store_code, is_active, url_key, title, content,
      content_heading, page_layout, meta_title, meta_keywords, meta_description, created_at, updated_at)
    VALUES (@identifier, @store_code, 1, @url_key, @title, @content, @title, '1column', @title, '',
      @meta_description, @date, @date)
    ON CONFLICT (identifier, store_code) DO UPDATE SET url_key = excluded.url_key, title = excluded.title,
      content = excluded.content, content_heading = excluded.content_heading, meta_title = excluded.meta_title,
      meta_description = excluded.meta_description`);
  const block =
    db.prepare(`INSERT INTO cms_blocks (identifier, store_code, is_active, title, content, created_at, updated_at)
    VALUES (@identifier, @store_code, 1, @title, @content, @date, @date)
    ON CONFLICT (identifier, store_code) DO UPDATE SET title = excluded.title, content = excluded.content`);
  const rewrite =
    db.prepare(`INSERT OR IGNORE INTO url_rewrites (store_code, request_path, target_path, redirect_type, entity_type)
    VALUES ('', @request_path, @target_path, 301, @entity_type)`);
  const { pages, blocks } = cmsContentRows();
  for (const row of pages) page.run({ ...row, date: SEED_DATE });
  for (const row of blocks) block.run({ ...row, date: SEED_DATE });
  for (const r of URL_REDIRECTS) rewrite.run(r);
  redirectMagentoPrivacyAddress(db);
}
