/**
 * Round 8 of the ad-copy quality suite (issue #25): a second hold-out. 12 new briefs of trades none of
 * the earlier sets has (briefs.ts, briefs-round5/6/7.ts, the engine's quality-briefs.ts), written after
 * round 7's fixes and before anyone ran them through the engine, the way customers type them:
 * lower-case starts, abbreviations ("incl.", "z. B.", "env.", "aprox.", "ca.", "o.a."), typos
 * ("recieve", "Fahrstunen", "fontanería"), units without a space ("90min", "45€", "2m"), brackets, an
 * accreditation number, opening hours, scoped figures ("from", "ab", "à partir de", "desde", "vanaf",
 * "a partire da", "a partir de"), names that take an article in their language, free-form tones. English,
 * German, French, Spanish, Italian, Dutch, Portuguese and Turkish; plus two requests the built-in engine
 * must refuse (an English brief asking for French copy, a Polish brief). `generate.ts --round8` writes
 * 5 texts each to texts-round8.json.
 */
import type { CustomerBrief } from "./briefs";

export const ROUND8_BRIEFS: readonly CustomerBrief[] = [
  // English
  { id: "r8-en-plumber", kind: "plumbing", language: "en", output: "en", productName: "Dunmore Plumbing & Heating", productDescription: "plumber and heating engineer in Leeds (LS6, LS16, LS17). boiler servicing from £75, boiler installs w/ up to 10yr manufacturer warranty (Worcester Bosch). Gas Safe registered (no. 561234). we recieve a lot of calls so pls leave a message, we ring back same day mon-fri.", targetAudience: "homeowners in north Leeds", cta: "Book a boiler service", tone: "plain, no exclamation marks", holdout: true },
  { id: "r8-en-piano", kind: "music-lessons", language: "en", output: "English", productName: "Keys with Clara", productDescription: "piano lessons for adults and kids 6+ in Bristol (Clifton) or online. beginners welcome, ABRSM exam prep up to grade 8. 30, 45 or 60min lessons, first lesson half price. lessons at my home studio, Yamaha grand.", targetAudience: "adult beginners and parents", cta: "Book a trial lesson", tone: "Friendly", holdout: true },
  // German
  { id: "r8-de-driving", kind: "driving-school", language: "de", output: "de", productName: "Fahrschule Brückner", productDescription: "fahrschule in Leipzig-Gohlis. Klasse B, B197 und A2, Theorie Mo+Mi 18:30 Uhr. Grundbetrag 390€, Fahrstunen à 45 Min. ab 62€. Intensivkurs in den Ferien (ca. 3 Wochen). Fahrzeuge: VW Golf 8 (Schalter + Automatik).", targetAudience: "Schüler und Studenten", cta: "Jetzt anmelden", tone: "Friendly", holdout: true },
  { id: "r8-de-tailor", kind: "tailor", language: "de", output: "Deutsch", productName: "Nadel & Faden", productDescription: "änderungsschneiderei in Nürnberg Altstadt. Hosen kürzen ab 12€, Reißverschluss tauschen, Hochzeitskleider anpassen (nur mit Termin), Maßhemden auf Anfrage. Expressservice in 24h gg. Aufpreis. Mo-Fr 9-18, Sa 9-13.", targetAudience: "Leute aus Nürnberg", cta: "Vorbeikommen", tone: "sachlich, freundlich", holdout: true },
  // French
  { id: "r8-fr-caterer", kind: "catering", language: "fr", output: "fr", productName: "Maison Vasseur Traiteur", productDescription: "traiteur à Lille pour mariages, séminaires et anniversaires. buffets froids dès 18 € par pers., cocktails dînatoires, menus sur mesure (végétarien possible). maison familiale depuis 1992, produits des Hauts-de-France. devis sous 48h, livraison et service en option.", targetAudience: "particuliers et entreprises", cta: "Demander un devis", tone: "Professional", holdout: true },
  { id: "r8-fr-roofer", kind: "roofing", language: "fr", output: "French", productName: "Toitures Lemaire", productDescription: "couvreur-zingueur à Nantes et env. (30km). réfection de toiture ardoise et tuile, zinguerie, démoussage, pose de velux. artisan certifié RGE Qualibat. intervention urgence fuite sous 24h en semaine. devis gratuit.", targetAudience: "propriétaires de maisons", cta: "Devis gratuit", tone: "sérieux, rassurant", holdout: true },
  // Spanish
  { id: "r8-es-ceramics", kind: "workshop", language: "es", output: "es", productName: "Taller Barro y Fuego", productDescription: "taller de cerámica en Sevilla (Triana). clases de torno y modelado a mano, grupos reducidos de máx. 6 personas. curso de iniciación de 4 sesiones (2h c/u) por 120€, material y cocción incl. también talleres para empresas y despedidas.", targetAudience: "adultos que quieren aprender cerámica", cta: "Reserva tu plaza", tone: "Playful", holdout: true },
  { id: "r8-es-translation", kind: "translation", language: "es", output: "Spanish", productName: "Lingua Jurada", productDescription: "agencia de traducción en Madrid. traducciones juradas inglés, francés y alemán (traductores nombrados por el MAEC), certificados, títulos y contratos. precio desde 35€/página, entrega aprox. en 3 días laborables, urgentes en 24h con recargo.", targetAudience: "particulares y empresas", cta: "Pide presupuesto", tone: "Professional", holdout: true },
  // Italian
  { id: "r8-it-sailing", kind: "sailing-school", language: "it", output: "it", productName: "Scuola Vela Capo Bianco", productDescription: "scuola di vela all'Isola d'Elba (Portoferraio). corsi base e avanzati su derive e cabinati, da aprile a ottobre. corso base di 5 giorni a partire da 390€, istruttori FIV. per ragazzi dai 10 anni e adulti. alloggio convenzionato su richiesta.", targetAudience: "principianti e famiglie", cta: "Prenota il corso", tone: "Calm", holdout: true },
  // Dutch
  { id: "r8-nl-windows", kind: "windows", language: "nl", output: "nl", productName: "Kozijnhuis Brabant", productDescription: "kunststof en aluminium kozijnen, o.a. in Eindhoven, Tilburg en Den Bosch. HR++ en triple glas, KOMO-gecertificeerd. inmeten gratis, montage door eigen monteurs binnen ca. 6 weken. 10 jaar garantie op kozijnen. showroom in Best, za 10-16u.", targetAudience: "huiseigenaren", cta: "Plan een inmeting", tone: "understated", holdout: true },
  // Portuguese
  { id: "r8-pt-surf", kind: "surf-school", language: "pt", output: "pt", productName: "Onda Norte Surf School", productDescription: "escola de surf na Ericeira. aulas de grupo e particulares, todos os níveis. prancha e fato incl. aula de 2h a partir de 35€, pack de 5 aulas 150€. treinadores certificados pela FPS. transporte de Lisboa aos sábados (vagas limitadas).", targetAudience: "principiantes e turistas", cta: "Marcar aula", tone: "Playful", holdout: true },
  // Turkish
  { id: "r8-tr-tutoring", kind: "tutoring", language: "tr", output: "tr", productName: "Adım Akademi", productDescription: "ankara çankaya'da LGS ve YKS hazırlık. matematik, fizik ve kimya birebir veya 4 kişilik gruplarda. deneme sınavı her cumartesi. ilk ders ücretsiz, ders ücreti saati 600 TL'den başlar. hafta içi 15:00-21:00.", targetAudience: "lise öğrencileri ve veliler", cta: "Ücretsiz ders al", tone: "Professional", holdout: true },
  // Must be refused before anything is written: an English brief asking for French copy, a Polish brief.
  { id: "r8-x-en-fr-piano", kind: "music-lessons", language: "en", output: "French", productName: "Keys with Clara", productDescription: "piano lessons in Lyon for english speaking families. kids 6+ and adults, first lesson half price.", targetAudience: "expat families", holdout: true },
  { id: "r8-x-pl", kind: "tailor", language: "pl", output: "Polish", productName: "Igła i Nitka", productDescription: "krawiectwo w Krakowie, skracanie spodni od 25 zł, pon-pt 9-18.", holdout: true },
];
