/**
 * Round 5 of the ad-copy quality suite (issue #25): 12 new briefs, none of them in briefs.ts or in
 * the engine's own quality-briefs.ts, written after the round-4 fixes the way customers type them:
 * lower-case starts, abbreviations ("approx.", "z. B.", "ca.", "env.", "máx."), approximate
 * figures, scoped figures ("per class", "pro 45 Min.", "al mes", "a notte"), opening hours. All are
 * in the language the copy is asked in; all are hold-out (read once, after the engine was committed);
 * `generate.ts --round5` writes 5 texts each to texts-round5.json.
 */
import type { CustomerBrief } from "./briefs";

export const ROUND5_BRIEFS: readonly CustomerBrief[] = [
  // English
  { id: "r5-en-florist", kind: "florist", language: "en", output: "en", productName: "Petal & Stem", productDescription: "florist in Bath. wedding + event flowers, same-day delivery within approx. 10 miles if you order before 1pm. bouquets from £35. open Mon-Sat 8:30am-5:30pm.", targetAudience: "people in Bath sending flowers", cta: "Order flowers", holdout: true },
  { id: "r5-en-yoga", kind: "studio", language: "en", output: "English", productName: "Flow Studio", productDescription: "yoga studio in Brighton. approx. 20 classes a week (vinyasa, yin, beginners). drop-in £14 per class, 10-class pass £120. mats provided.", targetAudience: "beginners and regulars", holdout: true },
  { id: "r5-en-accountant", kind: "finance", language: "en", output: "en", productName: "Clearbooks Accountancy", productDescription: "accountants for contractors & sole traders in Leeds. fixed fee from £95 per month incl. VAT returns, self assessment, payroll for up to 5 staff. ICAEW registered.", targetAudience: "contractors", cta: "Book a call", holdout: true },
  // German
  { id: "r5-de-physio", kind: "health", language: "de", output: "de", productName: "Physiopraxis am Markt", productDescription: "physiotherapie in Leipzig, z. B. Krankengymnastik, manuelle Therapie, Lymphdrainage. Termine Mo-Fr 7-19 Uhr, ca. 15 Therapeuten. alle Kassen, auch Hausbesuche.", targetAudience: "Patienten mit Rezept", cta: "Termin vereinbaren", holdout: true },
  { id: "r5-de-coffee", kind: "food", language: "de", output: "Deutsch", productName: "Röstwerk Nord", productDescription: "kleine Kaffeerösterei in Kiel. ca. 12 Sorten, jede Woche frisch geröstet, 250 g ab 8,90 €. Versand innerhalb von 2 Werktagen.", targetAudience: "Kaffeetrinker zu Hause", holdout: true },
  { id: "r5-de-driving", kind: "course", language: "de", output: "de", productName: "Fahrschule Weber", productDescription: "fahrschule in Dortmund, Klasse B und A. Theorie 2x pro Woche abends, Intensivkurs in den Ferien. Grundgebühr 390 €, Fahrstunde 65 € pro 45 Min.", targetAudience: "Schüler und Studierende", cta: "Jetzt anmelden", holdout: true },
  // French
  { id: "r5-fr-garage", kind: "garage", language: "fr", output: "fr", productName: "Garage Martin", productDescription: "garage auto à Lille : entretien, vidange, pneus, freins. devis sous 24 h, environ 300 véhicules entretenus par an. ouvert du lundi au vendredi 8h-18h30.", targetAudience: "particuliers", cta: "Prendre rendez-vous", holdout: true },
  { id: "r5-fr-cheese", kind: "shop", language: "fr", output: "French", productName: "Fromagerie Lucas", productDescription: "fromagerie à Annecy, env. 80 fromages affinés sur place (reblochon, tomme, beaufort). plateaux pour 6 à 8 personnes dès 45 €. ouvert du mardi au samedi.", targetAudience: "gourmands", cta: "Passez nous voir", holdout: true },
  // Spanish
  { id: "r5-es-gym", kind: "gym", language: "es", output: "es", productName: "Gimnasio Forja", productDescription: "gimnasio en Bilbao. abierto de 6:30 a 23:00, unas 40 clases semanales, cuota 34,90 € al mes. sala de musculación y piscina.", targetAudience: "gente del barrio", cta: "Apúntate", holdout: true },
  { id: "r5-es-tutor", kind: "course", language: "es", output: "Spanish", productName: "Academia Pitágoras", productDescription: "clases de matemáticas y física para ESO y Bachillerato en Zaragoza. grupos de máx. 6 alumnos, 2 h por semana, 95 € al mes. profesores titulados.", targetAudience: "familias con hijos en secundaria", cta: "Pide información", holdout: true },
  // Italian
  { id: "r5-it-hotel", kind: "hotel", language: "it", output: "it", productName: "Hotel Belvedere", productDescription: "hotel 3 stelle sul lago di Garda, circa 30 camere con vista lago, colazione inclusa. parcheggio per gli ospiti, a 5 min a piedi dal centro. da 89 € a notte per camera doppia.", targetAudience: "coppie e famiglie", cta: "Prenota ora", holdout: true },
  { id: "r5-it-pizzeria", kind: "restaurant", language: "it", output: "Italian", productName: "Pizzeria Da Gino", productDescription: "pizzeria napoletana a Milano (Isola). impasto a lunga lievitazione (48 h), forno a legna. aperti dal martedì alla domenica 12-15 e 19-23, asporto e consegna entro circa 3 km.", targetAudience: "gente del quartiere", holdout: true },
];
