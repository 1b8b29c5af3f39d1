/**
 * Briefs written the way customers write them (run-on sentences, "24/7", "aged 5 to 9", lists with
 * "and", proper nouns mid-sentence), for the quality suite: 8 product kinds × 5 languages, plus
 * briefs whose language is not the output language.
 */
export interface QualityBrief {
  id: string;
  kind: "saas" | "shoes" | "serum" | "bakery" | "logistics" | "ebike" | "kidsapp" | "watch";
  /** The language the brief is written in. */
  language: "en" | "de" | "fr" | "es" | "it";
  /** The language asked for; the brief's own unless a cross-language case. */
  output: "en" | "de" | "fr" | "es" | "it";
  productName: string;
  productDescription: string;
  targetAudience?: string;
  cta?: string;
  websiteUrl?: string;
}

/** The request fields a brief fills (the type, tone, emoji, count and seed are the measure's). */
export const briefRequest = (brief: QualityBrief) => ({
  productName: brief.productName,
  productDescription: brief.productDescription,
  targetAudience: brief.targetAudience,
  cta: brief.cta,
  websiteUrl: brief.websiteUrl,
  outputLanguage: brief.output,
});

type Row = Omit<QualityBrief, "output" | "id"> & { output?: QualityBrief["output"] };

const ROWS: Row[] = [
  // SaaS
  { kind: "saas", language: "en", productName: "Shiftly", productDescription: "Staff scheduling for restaurants and cafés. Build next week's rota in 10 minutes, integrates with Square and Toast and sends shift reminders by SMS. Free for up to 15 employees.", targetAudience: "restaurant owners", websiteUrl: "https://shiftly.app" },
  { kind: "saas", language: "de", productName: "Shiftly", productDescription: "Dienstplanung für Restaurants und Cafés. Der Wochenplan steht in 10 Minuten, Shiftly verbindet sich mit Square und Toast und erinnert per SMS an Schichten. Kostenlos für bis zu 15 Mitarbeitende.", targetAudience: "Gastronomen", cta: "Kostenlos testen" },
  { kind: "saas", language: "fr", productName: "Shiftly", productDescription: "Planning du personnel pour restaurants et cafés. Le planning de la semaine en 10 minutes, connecté à Square et Toast, avec rappels de service par SMS. Gratuit jusqu'à 15 employés.", targetAudience: "restaurateurs", cta: "Essayer gratuitement" },
  { kind: "saas", language: "es", productName: "Shiftly", productDescription: "Turnos del personal para restaurantes y cafeterías. El cuadrante de la semana en 10 minutos, se integra con Square y Toast y avisa de los turnos por SMS. Gratis hasta 15 empleados.", targetAudience: "dueños de restaurantes" },
  { kind: "saas", language: "it", productName: "Shiftly", productDescription: "Turni del personale per ristoranti e bar. Il piano della settimana in 10 minuti, si collega a Square e Toast e ricorda i turni via SMS. Gratis fino a 15 dipendenti.", targetAudience: "ristoratori", cta: "Prova gratis" },
  // Running shoes
  { kind: "shoes", language: "en", productName: "Strider Pace 3", productDescription: "Road running shoes with a 8 mm drop and a nitrogen-infused foam midsole. Weighs 235 g in a men's size 9. Reflective heel tab for early runs, 30-day run-it test.", targetAudience: "marathon beginners", cta: "Shop now" },
  { kind: "shoes", language: "de", productName: "Strider Pace 3", productDescription: "Laufschuhe für die Straße mit 8 mm Sprengung und einer Zwischensohle aus stickstoffgeschäumtem Schaum. Nur 235 g schwer. Reflektierende Ferse für frühe Läufe und 30 Tage Testlaufen.", targetAudience: "Marathon-Einsteiger", cta: "Jetzt kaufen" },
  { kind: "shoes", language: "fr", productName: "Strider Pace 3", productDescription: "Chaussures de running sur route avec un drop de 8 mm et une semelle en mousse injectée à l'azote. Seulement 235 g. Talon réfléchissant pour les sorties matinales, 30 jours pour les tester.", targetAudience: "coureurs débutants", cta: "Acheter" },
  { kind: "shoes", language: "es", productName: "Strider Pace 3", productDescription: "Zapatillas de running para asfalto con drop de 8 mm y mediasuela de espuma con nitrógeno. Solo 235 g. Talón reflectante para correr de madrugada y 30 días de prueba.", targetAudience: "corredores principiantes", cta: "Comprar ahora" },
  { kind: "shoes", language: "it", productName: "Strider Pace 3", productDescription: "Scarpe da running su strada con drop di 8 mm e intersuola in schiuma all'azoto. Solo 235 g. Tallone riflettente per le corse all'alba e 30 giorni di prova.", targetAudience: "runner alle prime armi", cta: "Acquista ora" },
  // Serum
  { kind: "serum", language: "en", productName: "Lumen C15", productDescription: "A vitamin C serum with 15% ascorbic acid and ferulic acid. Fragrance-free, vegan and dermatologist tested. Visibly brighter skin in 4 weeks. 30 ml bottle.", targetAudience: "women 30+ with dull skin", cta: "Shop the serum" },
  { kind: "serum", language: "de", productName: "Lumen C15", productDescription: "Vitamin-C-Serum mit 15 % Ascorbinsäure und Ferulasäure. Parfümfrei, vegan und dermatologisch getestet. Sichtbar strahlendere Haut in 4 Wochen. 30-ml-Flasche.", targetAudience: "Frauen ab 30", cta: "Jetzt entdecken" },
  { kind: "serum", language: "fr", productName: "Lumen C15", productDescription: "Sérum à la vitamine C avec 15 % d'acide ascorbique et d'acide férulique. Sans parfum, vegan et testé sous contrôle dermatologique. Une peau visiblement plus lumineuse en 4 semaines.", targetAudience: "femmes de plus de 30 ans", cta: "Découvrir" },
  { kind: "serum", language: "es", productName: "Lumen C15", productDescription: "Sérum de vitamina C con un 15 % de ácido ascórbico y ácido ferúlico. Sin perfume, vegano y testado dermatológicamente. Piel visiblemente más luminosa en 4 semanas.", targetAudience: "mujeres de más de 30", cta: "Descúbrelo" },
  { kind: "serum", language: "it", productName: "Lumen C15", productDescription: "Siero alla vitamina C con il 15% di acido ascorbico e acido ferulico. Senza profumo, vegano e dermatologicamente testato. Pelle visibilmente più luminosa in 4 settimane.", targetAudience: "donne over 30", cta: "Scopri il siero" },
  // Local bakery
  { kind: "bakery", language: "en", productName: "Crumb & Co.", productDescription: "Neighbourhood bakery in Leith baking sourdough every morning from 6 am. Croissants, cinnamon buns and rye bread, open Tuesday to Sunday 7 to 3. Order cakes 48 hours ahead.", targetAudience: "locals in Edinburgh", cta: "Visit us" },
  { kind: "bakery", language: "de", productName: "Backstube Körner", productDescription: "Handwerksbäckerei in Freiburg-Wiehre. Sauerteigbrot aus Dinkel und Roggen, jeden Morgen ab 6 Uhr frisch. Geöffnet Dienstag bis Samstag 7 bis 18 Uhr, Torten auf Bestellung.", targetAudience: "Nachbarn in der Wiehre", cta: "Vorbeikommen" },
  { kind: "bakery", language: "fr", productName: "Maison Levain", productDescription: "Boulangerie de quartier à Lyon Croix-Rousse. Pain au levain, croissants pur beurre et brioches, cuits chaque matin dès 6 h. Ouvert du mardi au dimanche.", targetAudience: "habitants de la Croix-Rousse", cta: "Passez nous voir" },
  { kind: "bakery", language: "es", productName: "Horno Santa Ana", productDescription: "Panadería de barrio en Sevilla con masa madre y horno de leña. Pan de pueblo, ensaimadas y tortas de aceite recién hechas desde las 7 de la mañana. Abierto de lunes a sábado.", targetAudience: "vecinos de Triana", cta: "Ven a vernos" },
  { kind: "bakery", language: "it", productName: "Forno Bianchi", productDescription: "Forno di quartiere a Bologna dal 1962. Pane con lievito madre, crescentine e torte di riso, sfornati ogni mattina dalle 6. Aperto dal martedì alla domenica.", targetAudience: "gli abitanti del quartiere Santo Stefano", cta: "Passa a trovarci" },
  // B2B logistics
  { kind: "logistics", language: "en", productName: "Freightline", productDescription: "Pallet freight across Europe for mid-sized manufacturers. Next-day delivery to 28 countries, live tracking in one portal and a 24/7 ops desk. ISO 9001 certified, 98.7% on-time rate.", targetAudience: "logistics managers", cta: "Request a quote" },
  { kind: "logistics", language: "de", productName: "Freightline", productDescription: "Palettentransporte durch Europa für mittelständische Hersteller. Zustellung am nächsten Tag in 28 Länder, Live-Tracking in einem Portal und ein 24/7-Dispositionsteam. ISO 9001 zertifiziert, 98,7 % Pünktlichkeit.", targetAudience: "Logistikleiter", cta: "Angebot anfordern" },
  { kind: "logistics", language: "fr", productName: "Freightline", productDescription: "Transport de palettes en Europe pour les PME industrielles. Livraison le lendemain dans 28 pays, suivi en temps réel sur un portail et une équipe disponible 24/7. Certifié ISO 9001, 98,7 % de livraisons à l'heure.", targetAudience: "responsables logistiques", cta: "Demander un devis" },
  { kind: "logistics", language: "es", productName: "Freightline", productDescription: "Transporte de palés por Europa para fabricantes medianos. Entrega al día siguiente en 28 países, seguimiento en tiempo real en un portal y un equipo 24/7. Certificación ISO 9001 y un 98,7 % de entregas puntuales.", targetAudience: "jefes de logística", cta: "Pedir presupuesto" },
  { kind: "logistics", language: "it", productName: "Freightline", productDescription: "Trasporto pallet in tutta Europa per aziende manifatturiere. Consegna il giorno dopo in 28 paesi, tracciamento in tempo reale su un portale e un team operativo 24/7. Certificazione ISO 9001, 98,7% di consegne puntuali.", targetAudience: "responsabili della logistica", cta: "Richiedi un preventivo" },
  // E-bike
  { kind: "ebike", language: "en", productName: "Volta City", productDescription: "A city e-bike with a Bosch motor, a 500 Wh battery and up to 120 km of range. Belt drive, hydraulic brakes and integrated lights. Weighs 22 kg.", targetAudience: "urban commuters", cta: "Book a test ride" },
  { kind: "ebike", language: "de", productName: "Volta City", productDescription: "Ein City-E-Bike mit Bosch-Motor, 500-Wh-Akku und bis zu 120 km Reichweite. Riemenantrieb, hydraulische Bremsen und integriertes Licht. Wiegt 22 kg.", targetAudience: "Pendler in der Stadt", cta: "Probefahrt buchen" },
  { kind: "ebike", language: "fr", productName: "Volta City", productDescription: "Un vélo électrique urbain avec moteur Bosch, batterie de 500 Wh et jusqu'à 120 km d'autonomie. Transmission par courroie, freins hydrauliques et éclairage intégré.", targetAudience: "cyclistes urbains", cta: "Réserver un essai" },
  { kind: "ebike", language: "es", productName: "Volta City", productDescription: "Una bicicleta eléctrica urbana con motor Bosch, batería de 500 Wh y hasta 120 km de autonomía. Transmisión por correa, frenos hidráulicos y luces integradas.", targetAudience: "quienes van al trabajo en bici", cta: "Reserva una prueba" },
  { kind: "ebike", language: "it", productName: "Volta City", productDescription: "Una e-bike da città con motore Bosch, batteria da 500 Wh e fino a 120 km di autonomia. Trasmissione a cinghia, freni idraulici e luci integrate.", targetAudience: "pendolari in città", cta: "Prenota un test ride" },
  // Kids' app
  { kind: "kidsapp", language: "en", productName: "Mathbloom", productDescription: "A maths app for kids aged 5 to 9. Short daily games that follow the school curriculum, no ads and no in-app purchases. Parents see progress every week.", targetAudience: "parents of primary school children", cta: "Download free" },
  { kind: "kidsapp", language: "de", productName: "Mathbloom", productDescription: "Eine Mathe-App für Kinder von 5 bis 9 Jahren. Kurze tägliche Spiele nach dem Lehrplan, ohne Werbung und ohne In-App-Käufe. Eltern sehen jede Woche den Fortschritt.", targetAudience: "Eltern von Grundschulkindern", cta: "Gratis laden" },
  { kind: "kidsapp", language: "fr", productName: "Mathbloom", productDescription: "Une appli de maths pour les enfants de 5 à 9 ans. De petits jeux quotidiens qui suivent le programme scolaire, sans publicité ni achats intégrés.", targetAudience: "parents d'enfants en primaire", cta: "Télécharger gratuitement" },
  { kind: "kidsapp", language: "es", productName: "Mathbloom", productDescription: "Una app de matemáticas para niños de 5 a 9 años. Juegos diarios cortos que siguen el currículo escolar, sin anuncios y sin compras dentro de la app.", targetAudience: "padres de niños de primaria", cta: "Descarga gratis" },
  { kind: "kidsapp", language: "it", productName: "Mathbloom", productDescription: "Un'app di matematica per bambini dai 5 ai 9 anni. Brevi giochi quotidiani che seguono il programma scolastico, senza pubblicità e senza acquisti in-app.", targetAudience: "genitori di bambini della primaria", cta: "Scarica gratis" },
  // Luxury watch
  { kind: "watch", language: "en", productName: "Aurelle Meridian", productDescription: "A Swiss automatic watch with a 39 mm case in 18k rose gold and a sapphire crystal. Hand-finished movement with 70 hours of power reserve. Limited to 250 pieces.", targetAudience: "collectors of fine watches", cta: "Book a private viewing" },
  { kind: "watch", language: "de", productName: "Aurelle Meridian", productDescription: "Eine Schweizer Automatikuhr mit 39-mm-Gehäuse aus 18 Karat Roségold und Saphirglas. Handveredeltes Uhrwerk mit 70 Stunden Gangreserve. Auf 250 Stück limitiert.", targetAudience: "Sammler feiner Uhren", cta: "Privattermin vereinbaren" },
  { kind: "watch", language: "fr", productName: "Aurelle Meridian", productDescription: "Une montre automatique suisse, boîtier de 39 mm en or rose 18 carats et verre saphir. Mouvement fini main avec 70 heures de réserve de marche. Série limitée à 250 pièces.", targetAudience: "collectionneurs de belle horlogerie", cta: "Prendre rendez-vous" },
  { kind: "watch", language: "es", productName: "Aurelle Meridian", productDescription: "Un reloj automático suizo con caja de 39 mm en oro rosa de 18 quilates y cristal de zafiro. Movimiento acabado a mano con 70 horas de reserva de marcha. Edición limitada a 250 piezas.", targetAudience: "coleccionistas de relojes", cta: "Reservar una cita" },
  { kind: "watch", language: "it", productName: "Aurelle Meridian", productDescription: "Un orologio automatico svizzero con cassa da 39 mm in oro rosa 18 carati e vetro zaffiro. Movimento rifinito a mano con 70 ore di riserva di carica. Edizione limitata a 250 pezzi.", targetAudience: "collezionisti di orologi", cta: "Prenota una visita privata" },
  // The brief in one language, the copy asked in another.
  { kind: "saas", language: "de", output: "en", productName: "Shiftly", productDescription: "Dienstplanung für Restaurants und Cafés. Der Wochenplan steht in 10 Minuten, Shiftly verbindet sich mit Square und Toast. Kostenlos für bis zu 15 Mitarbeitende.", targetAudience: "Gastronomen" },
  { kind: "watch", language: "en", output: "de", productName: "Aurelle Meridian", productDescription: "A Swiss automatic watch with a 39 mm case in 18k rose gold. Hand-finished movement with 70 hours of power reserve. Limited to 250 pieces.", targetAudience: "collectors of fine watches" },
  { kind: "bakery", language: "fr", output: "en", productName: "Maison Levain", productDescription: "Boulangerie de quartier à Lyon. Pain au levain et croissants pur beurre cuits chaque matin dès 6 h. Ouvert du mardi au dimanche.", targetAudience: "habitants de la Croix-Rousse" },
  { kind: "ebike", language: "es", output: "fr", productName: "Volta City", productDescription: "Una bicicleta eléctrica urbana con motor Bosch, batería de 500 Wh y hasta 120 km de autonomía. Frenos hidráulicos y luces integradas.", targetAudience: "quienes van al trabajo en bici" },
];

export const QUALITY_BRIEFS: readonly QualityBrief[] = ROWS.map((row) => ({
  ...row,
  output: row.output ?? row.language,
  id: `${row.kind}-${row.language}${row.output && row.output !== row.language ? `-to-${row.output}` : ""}`,
}));
