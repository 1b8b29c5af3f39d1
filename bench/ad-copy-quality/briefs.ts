/**
 * New briefs for the ad-copy quality suite (issue #25), written the way customers type them into the
 * wizard: lower-case starts, abbreviations ("incl.", "z. B.", "p. ex."), brackets, "24g", opening
 * hours, model numbers, the odd typo. None of them is one of the 44 the engine was tuned on
 * (lib/ai/copy-engine/quality-briefs.ts). `holdout` briefs are run only for the final figures,
 * never while the engine or its checker is changed.
 */
export type BriefLanguage = "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "tr" | "ja" | "pl" | "cs" | "sv" | "ko";

export interface CustomerBrief {
  id: string;
  /** What a copywriter would call the product's kind; regulated kinds get stricter rules. */
  kind: string;
  /** The language the brief is written in. */
  language: BriefLanguage;
  /** The language the customer asks the copy in (a code or a name, as sent to the API). */
  output: string;
  productName: string;
  productDescription: string;
  targetAudience?: string;
  cta?: string;
  websiteUrl?: string;
  tone?: string;
  holdout?: boolean;
}

export const CUSTOMER_BRIEFS: readonly CustomerBrief[] = [
  // English
  { id: "en-bakery", kind: "bakery", language: "en", output: "English", productName: "Crumb & Co", productDescription: "family bakery in Leeds (since 1987). sourdough, cinnamon buns and rye loaves baked each morning, open Tue-Sat 7am-2pm. we use organic flour from a mill in Yorkshire.", targetAudience: "locals and people working nearby", cta: "Visit us" },
  { id: "en-invoicing", kind: "saas", language: "en", output: "en", productName: "Billfold", productDescription: "Invoicing software for freelancers and small studios. create an invoice in under a minute, automatic payment reminders, exports for your accountant (CSV, DATEV). 14-day trial, no card needed.", targetAudience: "freelancers", cta: "Start trial", websiteUrl: "https://billfold.io" },
  { id: "en-meditation", kind: "app", language: "en", output: "en", productName: "Stillpoint", productDescription: "meditation app with guided sessions from 5 to 30 min, sleep stories and a breathing timer. works offline. £6.99/month or £49/year.", targetAudience: "busy professionals who struggle to switch off", tone: "understated, quietly confident, no hype" },
  { id: "en-roadbike", kind: "bike", language: "en", output: "en", productName: "Vento R8", productDescription: "Carbon road bike, 7.9kg (size 56), Shimano 105 Di2 12-speed, hydraulic disc brakes, tubeless-ready wheels. €2,400 incl. VAT. 5-year frame warranty.", targetAudience: "club riders moving up from aluminium", cta: "Book a test ride" },
  { id: "en-dental", kind: "dental", language: "en", output: "en", productName: "Harbour Dental", productDescription: "Dental practice in Bristol: check-ups, hygienist appointments, white fillings and Invisalign. evening appointments Mon-Thu until 8pm. NHS and private patients welcome.", targetAudience: "families and working adults", cta: "Book an appointment" },
  { id: "en-protein", kind: "supplement", language: "en", output: "en", productName: "Forge Whey", productDescription: "whey protein isolate, 24g protein per 30g scoop, 1.2g sugar. flavours: vanilla, chocolate, salted caramel. 1kg tub (33 servings), batch-tested for banned substances (Informed Sport).", targetAudience: "gym-goers and amateur athletes" },
  { id: "en-conference", kind: "event", language: "en", output: "en", productName: "SecOps Summit 2025", productDescription: "Two-day security conference in Manchester, 14-15 Oct. 40 talks on incident response, cloud security and threat hunting, hands-on workshops (limited to 30 seats each). Early-bird tickets £390 until 31 Aug.", targetAudience: "security engineers and CISOs", cta: "Get your ticket" },
  { id: "en-usedcars", kind: "dealer", language: "en", output: "en", productName: "Northgate Motors", productDescription: "used car dealer in Leicester. around 120 cars in stock, every car HPI checked, 12 month warranty on all cars over £5k. part exchange welcome, finance available (subject to status).", targetAudience: "families looking for a reliable second car" },
  { id: "en-dogfood", kind: "petfood", language: "en", output: "en", productName: "Bramble", productDescription: "fresh dog food, cooked in small batches with human-grade meat and veg, portioned to your dog's weight. delivered frozen every 2 or 4 weeks, pause or cancel anytime.", targetAudience: "dog owners", cta: "Build your plan", holdout: true },
  { id: "en-watch", kind: "watch", language: "en", output: "en", productName: "Halden Meridian", productDescription: "Automatic watch, 39mm steel case, in-house calibre HM-2 with 70h power reserve, sapphire crystal. Limited run of 300 pieces, each numbered. Hand-assembled in Bienne.", targetAudience: "collectors", tone: "Luxurious", holdout: true },
  // German
  { id: "de-bakery", kind: "bakery", language: "de", output: "Deutsch", productName: "Backstube Körner", productDescription: "handwerkliche Bäckerei in Freiburg. Sauerteigbrot, Brezeln und Dinkelbrötchen, jeden Morgen frisch gebacken. Öffnungszeiten Mo-Fr 6:30-18 Uhr, Sa 7-13 Uhr.", targetAudience: "Nachbarn und Pendler", cta: "Vorbeikommen" },
  { id: "de-invoicing", kind: "saas", language: "de", output: "de", productName: "Rechnungsfix", productDescription: "Rechnungsprogramm für Selbstständige: Rechnungen in unter einer Minute, automatische Zahlungserinnerungen, Export z. B. für DATEV. GoBD-konform, XRechnung inkl. 14 Tage kostenlos testen.", targetAudience: "Selbstständige und kleine Agenturen", cta: "Jetzt testen" },
  { id: "de-dental", kind: "dental", language: "de", output: "de", productName: "Zahnarztpraxis Dr. Lindner", productDescription: "Zahnarztpraxis in Köln-Ehrenfeld: Prophylaxe, Kunststofffüllungen, Aligner-Behandlung. Termine auch Di + Do bis 20 Uhr. Alle Kassen und Privatpatienten.", targetAudience: "Familien und Berufstätige", cta: "Termin vereinbaren" },
  { id: "de-course", kind: "course", language: "de", output: "de", productName: "Sprachschule Brücke", productDescription: "Spanischkurse für Erwachsene (A1 bis B2), kleine Gruppen mit max. 8 Teilnehmenden, abends oder online. Kursstart jeden Monat, 10 Wochen für 290 €.", targetAudience: "Berufstätige", cta: "Kurs finden" },
  { id: "de-roadbike", kind: "bike", language: "de", output: "de", productName: "Vento R8", productDescription: "Carbon-Rennrad mit Shimano 105 Di2 (12-fach), hydraulischen Scheibenbremsen und Tubeless-ready Laufrädern. 7,9 kg in Größe 56. 2.400 € inkl. MwSt, 5 Jahre Garantie auf den Rahmen.", targetAudience: "Vereinsfahrer", cta: "Probefahrt buchen" },
  { id: "de-protein", kind: "supplement", language: "de", output: "de", productName: "Forge Whey", productDescription: "Whey-Isolat mit 24g Eiweiß pro Portion (30g), nur 1,2g Zucker. Sorten: Vanille, Schoko, Salted Caramel. 1-kg-Dose, Kölner Liste gelistet.", targetAudience: "Kraftsportler" },
  { id: "de-wedding", kind: "photographer", language: "de", output: "de", productName: "Lena Vogt Fotografie", productDescription: "hochzeitsfotografin aus Hamburg, natürliche Reportage ohne gestellte Posen. Ganztagesbegleitung, Online-Galerie und ein Fotobuch (30x30). Reise im Umkreis von 100 km inklusive.", targetAudience: "Brautpaare", cta: "Termin anfragen", holdout: true },
  { id: "de-meditation", kind: "app", language: "de", output: "de", productName: "Stillpoint", productDescription: "Meditations-App mit geführten Einheiten von 5 bis 30 Minuten, Einschlafgeschichten und Atemtimer. funktioniert offline. 6,99 € im Monat.", targetAudience: "gestresste Berufstätige", holdout: true },
  // French
  { id: "fr-bakery", kind: "bakery", language: "fr", output: "French", productName: "Au Pain Doré", productDescription: "boulangerie artisanale à Lyon (Croix-Rousse). pain au levain, croissants pur beurre et brioches, cuits sur place chaque matin. ouvert du mardi au dimanche, 7h-19h.", targetAudience: "habitants du quartier", cta: "Passez nous voir" },
  { id: "fr-invoicing", kind: "saas", language: "fr", output: "fr", productName: "Facturo", productDescription: "Logiciel de facturation pour indépendants : devis et factures en quelques clics, relances automatiques, export comptable (p. ex. FEC). 14 jours d'essai sans carte bancaire.", targetAudience: "freelances et TPE", cta: "Essayer" },
  { id: "fr-dental", kind: "dental", language: "fr", output: "fr", productName: "Cabinet dentaire des Lilas", productDescription: "cabinet dentaire à Nantes : soins, détartrage, implants et aligneurs. rendez-vous en ligne, ouvert le samedi matin. tiers payant accepté.", targetAudience: "familles", cta: "Prendre rendez-vous" },
  { id: "fr-watch", kind: "watch", language: "fr", output: "fr", productName: "Halden Meridian", productDescription: "Montre automatique, boîtier acier 39 mm, calibre maison HM-2 (réserve de marche 70 h), verre saphir. Série limitée à 300 exemplaires numérotés, assemblée à la main à Bienne.", targetAudience: "collectionneurs", tone: "Luxurious" },
  { id: "fr-course", kind: "course", language: "fr", output: "fr", productName: "Lingua Viva", productDescription: "cours d'italien en petits groupes (6 personnes max.), niveaux A1 à B2, en soirée ou en ligne. 10 semaines pour 320 €.", targetAudience: "adultes actifs", cta: "Voir les cours" },
  { id: "fr-dogfood", kind: "petfood", language: "fr", output: "fr", productName: "Croquette & Co", productDescription: "croquettes pour chiens sans céréales, 70 % de viande (poulet fermier), fabriquées en Bretagne. sacs de 2 kg et 10 kg, livraison à domicile.", targetAudience: "propriétaires de chiens", holdout: true },
  { id: "fr-conference", kind: "event", language: "fr", output: "fr", productName: "CyberSud 2025", productDescription: "conférence sécurité à Montpellier, 2 jours (9-10 oct.). 35 conférences et des ateliers pratiques. billet 290 € HT.", targetAudience: "RSSI et ingénieurs sécurité", cta: "Réserver", holdout: true },
  // Spanish
  { id: "es-bakery", kind: "bakery", language: "es", output: "Spanish", productName: "Horno San Ramón", productDescription: "panadería de barrio en Valencia. pan de masa madre, cruasanes y coca de llanda, horneados cada mañana. abrimos de lunes a sábado de 7:30 a 14:30.", targetAudience: "vecinos del barrio", cta: "Ven a vernos" },
  { id: "es-usedcars", kind: "dealer", language: "es", output: "es", productName: "Automóviles Torres", productDescription: "concesionario de coches de segunda mano en Sevilla. unos 80 coches revisados, garantía de 12 meses en todos, financiación a medida y aceptamos tu coche como parte del pago.", targetAudience: "familias", cta: "Ver coches" },
  { id: "es-meditation", kind: "app", language: "es", output: "es", productName: "Calma Diaria", productDescription: "app de meditación con sesiones guiadas de 5 a 20 min, sonidos para dormir y ejercicios de respiración. 7,99 € al mes.", targetAudience: "personas con poco tiempo", cta: "Descargar" },
  { id: "es-protein", kind: "supplement", language: "es", output: "es", productName: "Forge Whey", productDescription: "proteína whey isolate, 24g de proteína por cacito de 30g, 1,2g de azúcar. sabores vainilla y chocolate. bote de 1 kg (33 tomas).", targetAudience: "gente que entrena en el gimnasio" },
  { id: "es-wedding", kind: "photographer", language: "es", output: "es", productName: "Marta Ruiz Fotografía", productDescription: "fotógrafa de bodas en Madrid, estilo documental y natural. cobertura de día completo, galería online y álbum impreso (30x30).", targetAudience: "parejas que se casan", cta: "Pide presupuesto", holdout: true },
  // Italian (the engine's fifth main language)
  { id: "it-bakery", kind: "bakery", language: "it", output: "Italian", productName: "Forno Santa Lucia", productDescription: "panificio artigianale a Bologna. pane con lievito madre, focacce e crescentine, sfornati ogni mattina. aperto dal lunedì al sabato 7-19.", targetAudience: "gente del quartiere", cta: "Vieni a trovarci" },
  { id: "it-invoicing", kind: "saas", language: "it", output: "it", productName: "Fatturino", productDescription: "software per la fatturazione elettronica per liberi professionisti: fatture in meno di un minuto, invio allo SdI, promemoria di pagamento. 30 giorni di prova.", targetAudience: "freelance e piccoli studi", cta: "Prova ora" },
  { id: "it-dental", kind: "dental", language: "it", output: "it", productName: "Studio Dentistico Moretti", productDescription: "studio dentistico a Torino: igiene, otturazioni, impianti e allineatori trasparenti. aperto anche il sabato mattina.", targetAudience: "famiglie", cta: "Prenota una visita" },
  { id: "it-roadbike", kind: "bike", language: "it", output: "it", productName: "Vento R8", productDescription: "bici da corsa in carbonio, 7,9 kg (taglia 56), Shimano 105 Di2 a 12 velocità, freni a disco idraulici. 2.400 € IVA incl., garanzia di 5 anni sul telaio.", targetAudience: "ciclisti amatoriali", holdout: true },
  // Cross-language and unsupported requests: refused by the built-in engine before a credit is spent.
  { id: "x-en-de-invoicing", kind: "saas", language: "en", output: "German", productName: "Billfold", productDescription: "Invoicing software for freelancers: invoices in under a minute, automatic payment reminders, GoBD-compliant, XRechnung export.", targetAudience: "freelancers in Germany" },
  { id: "x-en-es-dental", kind: "dental", language: "en", output: "Spanish", productName: "Clínica Sonrisa", productDescription: "Dental clinic in Malaga for expats: check-ups, cleaning and implants, English-speaking dentists.", targetAudience: "expats on the Costa del Sol" },
  { id: "x-de-fr-watch", kind: "watch", language: "de", output: "fr", productName: "Halden Meridian", productDescription: "Automatikuhr, 39 mm Stahlgehäuse, Manufakturkaliber HM-2 mit 70 h Gangreserve. Limitiert auf 300 Stück." },
  { id: "x-ja", kind: "bakery", language: "ja", output: "Japanese", productName: "Crumb & Co", productDescription: "family bakery in Leeds, sourdough and cinnamon buns baked each morning." },
  { id: "x-pl", kind: "saas", language: "pl", output: "Polish", productName: "Fakturka", productDescription: "Program do fakturowania dla freelancerów: faktura w minutę, automatyczne przypomnienia o płatnościach." },
  { id: "x-en-it-course", kind: "course", language: "en", output: "it", productName: "Lingua Viva", productDescription: "Italian evening classes in small groups, A1 to B2, online or in Milan.", holdout: true },
];

/** Briefs the built-in engine writes (output in the brief's own, supported language). */
export const WRITABLE_LANGUAGES = new Set<BriefLanguage>(["en", "de", "fr", "es", "it"]);
