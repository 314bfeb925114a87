// The top-level categories' shop copy: a description of two or three short paragraphs, longer
// than `category_description_length` (300) so the list trims it behind "read more", and the meta title
// and description search engines show. Per language: en is the admin value, the others the store views'.
import type { Lang } from "./catalog-data.js";

export interface CategoryCopy {
  description: string;
  metaTitle: string;
  metaDescription: string;
}

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("");

export const CATEGORY_COPY: Record<number, Record<Lang, CategoryCopy>> = {
  // Protein
  3: {
    en: {
      description: html(
        "Whether you train for strength, size or endurance, protein is what your muscles rebuild with. Our range covers fast-absorbing whey and isolate for after the gym, slow-release casein for the night and plant-based blends for vegans.",
        "Every powder is batch tested, mixes smoothly in a shaker and comes in flavours worth looking forward to. Aim for 20 to 30 g of protein per serving, spread across the day.",
        "New to protein? Start with <strong>Impact Whey Protein</strong>: our best seller.",
      ),
      metaTitle: "Protein Powder: Whey, Isolate, Casein & Vegan Protein",
      metaDescription:
        "Shop protein powders for muscle growth and recovery: whey, isolate, casein and vegan blends in great flavours. Batch tested, fast delivery.",
    },
    de: {
      description: html(
        "Ob Sie für Kraft, Muskelaufbau oder Ausdauer trainieren: Protein ist der Baustoff Ihrer Muskeln. Unser Sortiment reicht von schnell verfügbarem Whey und Isolat für nach dem Training über langsam verdauliches Casein für die Nacht bis zu pflanzlichen Mischungen für Veganer.",
        "Jedes Pulver wird chargenweise geprüft, lässt sich im Shaker klumpenfrei mischen und schmeckt richtig gut. Ideal sind 20 bis 30 g Protein pro Portion, über den Tag verteilt.",
        "Neu bei Protein? Beginnen Sie mit <strong>Impact Whey Protein</strong>, unserem Bestseller.",
      ),
      metaTitle: "Proteinpulver: Whey, Isolat, Casein & veganes Protein",
      metaDescription:
        "Proteinpulver für Muskelaufbau und Regeneration: Whey, Isolat, Casein und vegane Mischungen in vielen Geschmacksrichtungen. Geprüfte Qualität, schnelle Lieferung.",
    },
    es: {
      description: html(
        "Tanto si entrenas fuerza, volumen o resistencia, la proteína es lo que tus músculos usan para reconstruirse. Nuestra gama incluye suero y aislado de absorción rápida para después del gimnasio, caseína de liberación lenta para la noche y mezclas vegetales para veganos.",
        "Cada proteína se analiza por lotes, se mezcla sin grumos en el shaker y tiene sabores que apetecen. Lo ideal son 20 a 30 g de proteína por toma, repartidos a lo largo del día.",
        "¿Empiezas con la proteína? Prueba <strong>Impact Whey Protein</strong>, nuestra más vendida.",
      ),
      metaTitle: "Proteína en polvo: suero, aislado, caseína y proteína vegana",
      metaDescription:
        "Compra proteína en polvo para el crecimiento muscular y la recuperación: suero, aislado, caseína y mezclas veganas con sabores deliciosos. Envío rápido.",
    },
    fr: {
      description: html(
        "Que vous vous entraîniez pour la force, la masse ou l’endurance, les protéines sont ce avec quoi vos muscles se reconstruisent. Notre gamme réunit whey et isolat à absorption rapide pour l’après-séance, caséine à diffusion lente pour la nuit et mélanges végétaux pour les végans.",
        "Chaque poudre est testée par lot, se mélange sans grumeaux au shaker et existe dans des saveurs gourmandes. Visez 20 à 30 g de protéines par portion, réparties sur la journée.",
        "Vous débutez\u00a0? Commencez par <strong>Impact Whey Protein</strong>, notre meilleure vente.",
      ),
      metaTitle: "Protéines en poudre\u00a0: whey, isolat, caséine et protéine végane",
      metaDescription:
        "Achetez des protéines en poudre pour la prise de muscle et la récupération\u00a0: whey, isolat, caséine et mélanges végans aux saveurs gourmandes. Livraison rapide.",
    },
    it: {
      description: html(
        "Che tu ti alleni per forza, massa o resistenza, le proteine sono ciò con cui i muscoli si ricostruiscono. La nostra gamma comprende siero e isolato a rapido assorbimento per il post-allenamento, caseina a lento rilascio per la notte e miscele vegetali per chi è vegano.",
        "Ogni polvere è testata per lotto, si scioglie senza grumi nello shaker ed è disponibile in gusti irresistibili. L’ideale sono 20-30 g di proteine per porzione, distribuite nella giornata.",
        "Nuovo alle proteine? Inizia con <strong>Impact Whey Protein</strong>, il nostro best seller.",
      ),
      metaTitle: "Proteine in polvere: siero, isolato, caseina e proteine vegane",
      metaDescription:
        "Acquista proteine in polvere per la crescita muscolare e il recupero: siero, isolato, caseina e miscele vegane in gusti deliziosi. Spedizione rapida.",
    },
  },
  // Vitamins & Minerals
  4: {
    en: {
      description: html(
        "Hard training uses up more than energy. Our vitamins and minerals help you cover the basics on busy days: a complete daily multivitamin, vitamin D3 for the darker months, omega-3 from fish oil, vitamin C and ZMA for recovery and sleep.",
        "Prefer something tastier than a tablet? Try our multivitamin gummies. Electrolyte tablets replace the salts you lose in sweat on long or hot sessions.",
        "Food supplements are not a substitute for a varied, balanced diet and a healthy lifestyle.",
      ),
      metaTitle: "Vitamins & Minerals: Multivitamins, Vitamin D3, Omega-3 & ZMA",
      metaDescription:
        "Everyday vitamins and minerals for active people: multivitamins, vitamin D3, omega-3, vitamin C, ZMA and electrolytes. Great value, fast delivery.",
    },
    de: {
      description: html(
        "Hartes Training verbraucht mehr als nur Energie. Unsere Vitamine und Mineralien helfen Ihnen, auch an vollen Tagen gut versorgt zu sein: ein komplettes Multivitamin, Vitamin D3 für die dunklen Monate, Omega-3 aus Fischöl, Vitamin C und ZMA für Regeneration und Schlaf.",
        "Lieber etwas Leckeres statt einer Tablette? Probieren Sie unsere Multivitamin-Gummies. Elektrolyt-Tabletten ersetzen die Salze, die Sie bei langen oder heißen Einheiten ausschwitzen.",
        "Nahrungsergänzungsmittel sind kein Ersatz für eine abwechslungsreiche, ausgewogene Ernährung und eine gesunde Lebensweise.",
      ),
      metaTitle: "Vitamine & Mineralien: Multivitamin, Vitamin D3, Omega-3 & ZMA",
      metaDescription:
        "Vitamine und Mineralien für aktive Menschen: Multivitamin, Vitamin D3, Omega-3, Vitamin C, ZMA und Elektrolyte. Fair im Preis, schnell geliefert.",
    },
    es: {
      description: html(
        "Entrenar duro consume algo más que energía. Nuestras vitaminas y minerales te ayudan a cubrir lo básico en los días de prisa: un multivitamínico completo, vitamina D3 para los meses oscuros, omega-3 de aceite de pescado, vitamina C y ZMA para la recuperación y el descanso.",
        "¿Prefieres algo más rico que una pastilla? Prueba nuestras gominolas multivitamínicas. Las pastillas de electrolitos reponen las sales que pierdes al sudar en sesiones largas o calurosas.",
        "Los complementos alimenticios no sustituyen una dieta variada y equilibrada ni un estilo de vida saludable.",
      ),
      metaTitle: "Vitaminas y minerales: multivitamínicos, vitamina D3, omega-3 y ZMA",
      metaDescription:
        "Vitaminas y minerales para personas activas: multivitamínicos, vitamina D3, omega-3, vitamina C, ZMA y electrolitos. Buen precio y envío rápido.",
    },
    fr: {
      description: html(
        "S’entraîner dur consomme bien plus que de l’énergie. Nos vitamines et minéraux vous aident à couvrir l’essentiel les jours chargés\u00a0: un multivitamines complet, de la vitamine D3 pour les mois sombres, des oméga-3 d’huile de poisson, de la vitamine C et du ZMA pour la récupération et le sommeil.",
        "Envie de plus gourmand qu’un comprimé\u00a0? Essayez nos gommes multivitamines. Les comprimés d’électrolytes remplacent les sels perdus par la sueur lors des séances longues ou chaudes.",
        "Les compléments alimentaires ne remplacent pas une alimentation variée et équilibrée ni un mode de vie sain.",
      ),
      metaTitle: "Vitamines et minéraux\u00a0: multivitamines, vitamine D3, oméga-3 et ZMA",
      metaDescription:
        "Vitamines et minéraux pour les sportifs\u00a0: multivitamines, vitamine D3, oméga-3, vitamine C, ZMA et électrolytes. Petits prix, livraison rapide.",
    },
    it: {
      description: html(
        "Allenarsi duramente consuma più della sola energia. Le nostre vitamine e i nostri minerali ti aiutano a coprire le basi nelle giornate piene: un multivitaminico completo, vitamina D3 per i mesi bui, omega-3 da olio di pesce, vitamina C e ZMA per recupero e sonno.",
        "Preferisci qualcosa di più gustoso di una compressa? Prova le nostre caramelle multivitaminiche. Le compresse di elettroliti reintegrano i sali persi con il sudore negli allenamenti lunghi o al caldo.",
        "Gli integratori alimentari non sostituiscono una dieta varia ed equilibrata e uno stile di vita sano.",
      ),
      metaTitle: "Vitamine e minerali: multivitaminici, vitamina D3, omega-3 e ZMA",
      metaDescription:
        "Vitamine e minerali per chi è attivo: multivitaminici, vitamina D3, omega-3, vitamina C, ZMA ed elettroliti. Ottimo prezzo, spedizione rapida.",
    },
  },
  // Pre-Workout
  5: {
    en: {
      description: html(
        "Some days the motivation is there, some days it needs a push. Our pre-workouts combine caffeine for energy, citrulline for the pump and beta-alanine for those last hard reps, in flavours that taste like a treat rather than a chore.",
        "Take one scoop 20 to 30 minutes before training. Sensitive to caffeine? Start with half a scoop, or build your own stack from single ingredients such as caffeine tablets and citrulline malate.",
        "Not suitable for children or pregnant women. Do not exceed the recommended daily dose.",
      ),
      metaTitle: "Pre-Workout Supplements: Energy, Focus & Pump",
      metaDescription:
        "Pre-workout powders, shots and single ingredients for energy, focus and pump: caffeine, citrulline and beta-alanine in great flavours.",
    },
    de: {
      description: html(
        "An manchen Tagen ist die Motivation da, an anderen braucht sie einen Schub. Unsere Pre-Workouts verbinden Koffein für Energie, Citrullin für den Pump und Beta-Alanin für die letzten harten Wiederholungen, in Geschmacksrichtungen, auf die Sie sich freuen.",
        "Nehmen Sie einen Messlöffel 20 bis 30 Minuten vor dem Training. Empfindlich gegenüber Koffein? Beginnen Sie mit einem halben Messlöffel oder stellen Sie sich Ihren eigenen Stack aus Einzelzutaten wie Koffeintabletten und Citrullin-Malat zusammen.",
        "Nicht geeignet für Kinder und Schwangere. Die empfohlene Tagesdosis nicht überschreiten.",
      ),
      metaTitle: "Pre-Workout Booster: Energie, Fokus & Pump",
      metaDescription:
        "Pre-Workout-Pulver, Shots und Einzelzutaten für Energie, Fokus und Pump: Koffein, Citrullin und Beta-Alanin in vielen Geschmacksrichtungen.",
    },
    es: {
      description: html(
        "Hay días en los que la motivación está ahí y otros en los que necesita un empujón. Nuestros pre-entrenos combinan cafeína para la energía, citrulina para la congestión y beta-alanina para esas últimas repeticiones duras, con sabores que apetecen.",
        "Toma un cacito entre 20 y 30 minutos antes de entrenar. ¿Eres sensible a la cafeína? Empieza con medio cacito o crea tu propia combinación con ingredientes sueltos como pastillas de cafeína y citrulina malato.",
        "No apto para niños ni embarazadas. No superar la dosis diaria recomendada.",
      ),
      metaTitle: "Pre-entreno: energía, concentración y congestión",
      metaDescription:
        "Pre-entrenos en polvo, shots e ingredientes sueltos para energía, concentración y congestión: cafeína, citrulina y beta-alanina con grandes sabores.",
    },
    fr: {
      description: html(
        "Certains jours la motivation est là, d’autres elle a besoin d’un coup de pouce. Nos pré-entraînements associent caféine pour l’énergie, citrulline pour la congestion et bêta-alanine pour les dernières répétitions difficiles, dans des saveurs qui donnent envie.",
        "Prenez une dose 20 à 30 minutes avant la séance. Sensible à la caféine\u00a0? Commencez par une demi-dose ou composez votre propre mélange avec des ingrédients seuls comme les comprimés de caféine et le citrulline malate.",
        "Ne convient pas aux enfants ni aux femmes enceintes. Ne pas dépasser la dose journalière recommandée.",
      ),
      metaTitle: "Pré-entraînement\u00a0: énergie, concentration et congestion",
      metaDescription:
        "Pré-entraînements en poudre, shots et ingrédients seuls pour l’énergie, la concentration et la congestion\u00a0: caféine, citrulline et bêta-alanine.",
    },
    it: {
      description: html(
        "Ci sono giorni in cui la motivazione c’è e giorni in cui serve una spinta. I nostri pre-allenamento uniscono caffeina per l’energia, citrullina per il pump e beta-alanina per le ultime ripetizioni più dure, in gusti che non vedrai l’ora di provare.",
        "Assumi un misurino 20-30 minuti prima dell’allenamento. Sensibile alla caffeina? Inizia con mezzo misurino o crea il tuo mix con singoli ingredienti come compresse di caffeina e citrullina malato.",
        "Non adatto a bambini e donne in gravidanza. Non superare la dose giornaliera raccomandata.",
      ),
      metaTitle: "Pre-allenamento: energia, concentrazione e pump",
      metaDescription:
        "Pre-allenamento in polvere, shot e singoli ingredienti per energia, concentrazione e pump: caffeina, citrullina e beta-alanina in gusti fantastici.",
    },
  },
  // Creatine & Amino Acids
  6: {
    en: {
      description: html(
        "Creatine is one of the most researched supplements in sport: it increases physical performance in successive bursts of short-term, high-intensity exercise. Take 3 g a day, every day, with water or your shake. Choose classic monohydrate, Creapure® or handy gummies.",
        "Amino acids complete the picture. BCAA and EAA drinks keep you sipping during long sessions, and L-glutamine is a favourite for recovery days.",
        "All our creatine is unflavoured or lightly flavoured, so it mixes into anything.",
      ),
      metaTitle: "Creatine & Amino Acids: Monohydrate, Creapure®, BCAA & EAA",
      metaDescription:
        "Creatine monohydrate, Creapure®, creatine gummies, BCAA, EAA and glutamine for strength, performance and recovery. Lab tested, fast delivery.",
    },
    de: {
      description: html(
        "Kreatin gehört zu den am besten erforschten Supplements im Sport: Es erhöht die körperliche Leistung bei Schnellkrafttraining im Rahmen kurzzeitiger intensiver Belastung. Nehmen Sie täglich 3 g, mit Wasser oder Ihrem Shake. Wählen Sie klassisches Monohydrat, Creapure® oder praktische Gummies.",
        "Aminosäuren runden das Bild ab. BCAA- und EAA-Drinks begleiten Sie durch lange Einheiten, und L-Glutamin ist ein Favorit für Regenerationstage.",
        "Unser Kreatin ist geschmacksneutral oder leicht aromatisiert und passt so in jedes Getränk.",
      ),
      metaTitle: "Kreatin & Aminosäuren: Monohydrat, Creapure®, BCAA & EAA",
      metaDescription:
        "Kreatin-Monohydrat, Creapure®, Kreatin-Gummies, BCAA, EAA und Glutamin für Kraft, Leistung und Regeneration. Laborgeprüft, schnell geliefert.",
    },
    es: {
      description: html(
        "La creatina es uno de los suplementos más estudiados en el deporte: aumenta el rendimiento físico en series sucesivas de ejercicios breves de alta intensidad. Toma 3 g al día, todos los días, con agua o con tu batido. Elige monohidrato clásico, Creapure® o prácticas gominolas.",
        "Los aminoácidos completan el cuadro. Las bebidas de BCAA y EAA te acompañan en las sesiones largas, y la L-glutamina es una favorita para los días de recuperación.",
        "Toda nuestra creatina es sin sabor o de sabor suave, así que combina con todo.",
      ),
      metaTitle: "Creatina y aminoácidos: monohidrato, Creapure®, BCAA y EAA",
      metaDescription:
        "Creatina monohidrato, Creapure®, gominolas de creatina, BCAA, EAA y glutamina para fuerza, rendimiento y recuperación. Analizados en laboratorio.",
    },
    fr: {
      description: html(
        "La créatine est l’un des compléments les plus étudiés dans le sport\u00a0: elle augmente la performance physique lors d’exercices successifs de courte durée et de haute intensité. Prenez 3 g par jour, tous les jours, avec de l’eau ou votre shake. Choisissez le monohydrate classique, la Creapure® ou des gommes pratiques.",
        "Les acides aminés complètent le tout. Les boissons BCAA et EAA vous accompagnent pendant les longues séances, et la L-glutamine est une favorite des jours de récupération.",
        "Toute notre créatine est neutre ou légèrement aromatisée\u00a0: elle se mélange à tout.",
      ),
      metaTitle: "Créatine et acides aminés\u00a0: monohydrate, Creapure®, BCAA et EAA",
      metaDescription:
        "Créatine monohydrate, Creapure®, gommes de créatine, BCAA, EAA et glutamine pour la force, la performance et la récupération. Testés en laboratoire.",
    },
    it: {
      description: html(
        "La creatina è uno degli integratori più studiati nello sport: aumenta la prestazione fisica in esercizi successivi di breve durata e ad alta intensità. Assumine 3 g al giorno, tutti i giorni, con acqua o nel tuo frullato. Scegli il classico monoidrato, Creapure® o le pratiche caramelle gommose.",
        "Gli aminoacidi completano il quadro. Le bevande di BCAA ed EAA ti accompagnano negli allenamenti lunghi e la L-glutammina è una delle preferite nei giorni di recupero.",
        "Tutta la nostra creatina è neutra o leggermente aromatizzata, quindi si abbina a tutto.",
      ),
      metaTitle: "Creatina e aminoacidi: monoidrato, Creapure®, BCAA ed EAA",
      metaDescription:
        "Creatina monoidrato, Creapure®, caramelle alla creatina, BCAA, EAA e glutammina per forza, prestazioni e recupero. Testati in laboratorio.",
    },
  },
  // Snacks & Bars
  7: {
    en: {
      description: html(
        "Hitting your protein target is easier when it tastes like a treat. Our bars, cookies, brownies, wafers and flapjacks pack up to 20 g of protein and fit in a gym bag, a desk drawer or a coat pocket.",
        "Prefer something savoury? Protein crisps are the crunchy alternative to a bag of chips, and our peanut butter is just roasted peanuts, nothing else. Buy a box of 12 and save.",
        "Stock up on flavours you love: chocolate, salted caramel, cookies &amp; cream and peanut butter.",
      ),
      metaTitle: "Protein Snacks & Bars: Bars, Cookies, Brownies & Crisps",
      metaDescription:
        "High-protein snacks for on the go: protein bars, cookies, brownies, wafers, flapjacks, crisps and peanut butter. Save with boxes of 12.",
    },
    de: {
      description: html(
        "Ihr Proteinziel zu erreichen ist leichter, wenn es nach Belohnung schmeckt. Unsere Riegel, Cookies, Brownies, Waffeln und Flapjacks liefern bis zu 20 g Protein und passen in die Sporttasche, die Schreibtischschublade oder die Jackentasche.",
        "Lieber etwas Herzhaftes? Protein-Crisps sind die knusprige Alternative zur Chipstüte, und unsere Erdnussbutter besteht nur aus gerösteten Erdnüssen. Mit der 12er-Box sparen Sie.",
        "Decken Sie sich mit Ihren Lieblingssorten ein: Schokolade, Salted Caramel, Cookies &amp; Cream und Erdnussbutter.",
      ),
      metaTitle: "Protein-Snacks & Riegel: Riegel, Cookies, Brownies & Crisps",
      metaDescription:
        "Proteinreiche Snacks für unterwegs: Proteinriegel, Cookies, Brownies, Waffeln, Flapjacks, Crisps und Erdnussbutter. Sparen mit der 12er-Box.",
    },
    es: {
      description: html(
        "Llegar a tu objetivo de proteína es más fácil cuando sabe a premio. Nuestras barritas, galletas, brownies, barquillos y flapjacks aportan hasta 20 g de proteína y caben en la bolsa del gimnasio, el cajón de la oficina o el bolsillo del abrigo.",
        "¿Prefieres algo salado? Los crisps de proteína son la alternativa crujiente a una bolsa de patatas, y nuestra crema de cacahuete es solo cacahuete tostado. Ahorra con la caja de 12.",
        "Hazte con tus sabores favoritos: chocolate, caramelo salado, galleta y nata y crema de cacahuete.",
      ),
      metaTitle: "Snacks y barritas de proteína: barritas, galletas, brownies y crisps",
      metaDescription:
        "Snacks ricos en proteínas para llevar: barritas, galletas, brownies, barquillos, flapjacks, crisps y crema de cacahuete. Ahorra con cajas de 12.",
    },
    fr: {
      description: html(
        "Atteindre votre objectif en protéines est plus facile quand c’est gourmand. Nos barres, cookies, brownies, gaufrettes et flapjacks apportent jusqu’à 20 g de protéines et se glissent dans un sac de sport, un tiroir de bureau ou une poche de manteau.",
        "Plutôt salé\u00a0? Les chips protéinées sont l’alternative croustillante au paquet de chips, et notre beurre de cacahuète ne contient que des cacahuètes grillées. Économisez avec la boîte de 12.",
        "Faites le plein de vos saveurs préférées\u00a0: chocolat, caramel salé, cookies &amp; crème et beurre de cacahuète.",
      ),
      metaTitle: "Snacks et barres protéinées\u00a0: barres, cookies, brownies et chips",
      metaDescription:
        "Snacks riches en protéines à emporter\u00a0: barres, cookies, brownies, gaufrettes, flapjacks, chips et beurre de cacahuète. Économisez avec les boîtes de 12.",
    },
    it: {
      description: html(
        "Raggiungere il tuo obiettivo proteico è più facile quando sa di premio. Le nostre barrette, biscotti, brownie, wafer e flapjack offrono fino a 20 g di proteine e stanno nella borsa della palestra, nel cassetto della scrivania o nella tasca del cappotto.",
        "Preferisci il salato? Le chips proteiche sono l’alternativa croccante al sacchetto di patatine, e il nostro burro di arachidi è fatto solo di arachidi tostate. Risparmia con la confezione da 12.",
        "Fai scorta dei tuoi gusti preferiti: cioccolato, caramello salato, biscotto e panna e burro di arachidi.",
      ),
      metaTitle: "Snack e barrette proteiche: barrette, biscotti, brownie e chips",
      metaDescription:
        "Snack proteici da portare ovunque: barrette, biscotti, brownie, wafer, flapjack, chips e burro di arachidi. Risparmia con le confezioni da 12.",
    },
  },
  // Accessories
  8: {
    en: {
      description: html(
        "The right kit makes every session smoother. Our shakers mix lump-free in seconds and the stainless steel one keeps drinks cold for hours. Lifting straps help your grip on heavy pulls, and resistance bands go wherever you train.",
        "Round it off with a quick-dry gym towel, a spacious gym bag with a separate shoe compartment and a weekly pill box that keeps your supplements on track.",
        "Add a shaker to any protein order: it is the one accessory everyone needs.",
      ),
      metaTitle: "Gym Accessories: Shakers, Lifting Straps, Bands & Gym Bags",
      metaDescription:
        "Gym accessories for every session: protein shakers, stainless steel bottles, lifting straps, resistance bands, towels, gym bags and pill boxes.",
    },
    de: {
      description: html(
        "Die richtige Ausrüstung macht jede Einheit leichter. Unsere Shaker mischen in Sekunden klumpenfrei, und der Edelstahl-Shaker hält Getränke stundenlang kalt. Zughilfen verbessern Ihren Griff bei schweren Zügen, und Widerstandsbänder kommen überallhin mit.",
        "Ergänzt wird das Ganze durch ein schnell trocknendes Handtuch, eine geräumige Sporttasche mit separatem Schuhfach und eine Wochen-Pillendose, damit Sie bei Ihren Supplements den Überblick behalten.",
        "Legen Sie zu jeder Proteinbestellung einen Shaker dazu: Das Zubehör, das jeder braucht.",
      ),
      metaTitle: "Fitness-Zubehör: Shaker, Zughilfen, Bänder & Sporttaschen",
      metaDescription:
        "Fitness-Zubehör für jede Einheit: Protein-Shaker, Edelstahlflaschen, Zughilfen, Widerstandsbänder, Handtücher, Sporttaschen und Pillendosen.",
    },
    es: {
      description: html(
        "El material adecuado hace que cada sesión vaya mejor. Nuestros mezcladores baten sin grumos en segundos y el de acero inoxidable mantiene las bebidas frías durante horas. Las correas de levantamiento mejoran tu agarre en los tirones pesados y las bandas elásticas van contigo a cualquier parte.",
        "Complétalo con una toalla de secado rápido, una bolsa de deporte amplia con compartimento para zapatillas y un pastillero semanal para no olvidar tus suplementos.",
        "Añade un mezclador a cualquier pedido de proteína: es el accesorio que todo el mundo necesita.",
      ),
      metaTitle: "Accesorios de gimnasio: mezcladores, correas, bandas y bolsas",
      metaDescription:
        "Accesorios para cada entrenamiento: mezcladores de proteína, botellas de acero, correas de levantamiento, bandas elásticas, toallas, bolsas y pastilleros.",
    },
    fr: {
      description: html(
        "Le bon équipement rend chaque séance plus simple. Nos shakers mélangent sans grumeaux en quelques secondes et le modèle en inox garde les boissons fraîches pendant des heures. Les sangles de tirage améliorent votre prise sur les tirages lourds, et les bandes élastiques vous suivent partout.",
        "Complétez avec une serviette à séchage rapide, un grand sac de sport avec compartiment à chaussures et un pilulier hebdomadaire pour ne pas oublier vos compléments.",
        "Ajoutez un shaker à chaque commande de protéines\u00a0: c’est l’accessoire dont tout le monde a besoin.",
      ),
      metaTitle: "Accessoires de sport\u00a0: shakers, sangles, bandes et sacs de sport",
      metaDescription:
        "Accessoires pour chaque séance\u00a0: shakers, gourdes en inox, sangles de tirage, bandes élastiques, serviettes, sacs de sport et piluliers.",
    },
    it: {
      description: html(
        "L’attrezzatura giusta rende ogni allenamento più semplice. I nostri shaker mescolano senza grumi in pochi secondi e quello in acciaio inox mantiene le bevande fresche per ore. Le fasce da sollevamento migliorano la presa nelle trazioni pesanti e gli elastici ti seguono ovunque ti alleni.",
        "Completa con un asciugamano ad asciugatura rapida, una capiente borsa da palestra con scomparto per le scarpe e un portapillole settimanale per non dimenticare i tuoi integratori.",
        "Aggiungi uno shaker a ogni ordine di proteine: è l’accessorio di cui tutti hanno bisogno.",
      ),
      metaTitle: "Accessori da palestra: shaker, fasce, elastici e borse",
      metaDescription:
        "Accessori per ogni allenamento: shaker per proteine, borracce in acciaio, fasce da sollevamento, elastici, asciugamani, borse da palestra e portapillole.",
    },
  },
};
