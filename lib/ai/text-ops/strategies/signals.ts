import type { Goal } from "../goal";
import { escapeRegExp } from "@/lib/ai/language";

/**
 * What kind of product, audience and offer a brief describes, read from its words in any of the
 * eight languages. Ranking weighs strategies by these signals.
 */
export type Signal =
  | "software" | "food" | "fashion" | "beauty" | "home" | "fitness" | "service" | "education" | "kids" | "b2b"
  | "eco" | "premium" | "handmade" | "giftable" | "seasonal" | "consumable" | "discount" | "novelty" | "change" | "physical" | "numbers"
  | "local";

// A cue ending in "*" is a stem ("nachhaltig*" also finds "nachhaltige"); others are whole words
// with an optional plural "s"/"es", so "tea" never matches "team".
const CUES: Readonly<Record<Exclude<Signal, "physical" | "numbers">, string>> = {
  software: "app software saas platform plattform plateforme plataforma piattaforma dashboard cloud api plugin logiciel applicati* aplicaci* aplicativo uygulama yazılım automat* integration* workflow* crm invoic* tool planner* scheduler* dashboard* workspace* account* login",
  food: "coffee kaffee café caffè koffie kahve tea tee thé té tè thee çay food snack chocolate schokolade chocolat cioccolat* chocola* çikolata wine wein vin vino vinho wijn şarap recipe* rezept* recette* receta* ricett* receita* recept* tarif meal bakery bäckerei boulangerie panadería bread brot sauce spice* gewürz* épice* especia* spezie tempero* kruiden baharat* tarte kuchen gâteau pastel torta bolo taart pasta",
  fashion: "shirt t-shirt dress jacket jacke veste chaqueta giacca jaqueta jas ceket shoe schuh* chaussure* zapat* scarp* sapat* schoen* ayakkab* sneaker* fashion moda kleid robe vestido vestito jurk elbise jeans hoodie boots stiefel bottes botas stivali laarzen bag tasche sac bolso borsa bolsa çanta watch uhr montre reloj orologio relógio horloge jewel* schmuck bijou* joya* gioiell* joia* sieraden takı outfit* apparel wear",
  beauty: "skin skincare haut peau piel pelle pele huid cilt serum sérum siero cream creme crème crema krem hair haar cheveux cabello capelli cabelo saç cosmetic* kosmetik* cosmétique* cosmétic* cosmetic* kozmetik makeup make-up lipstick shampoo champú shampoing şampuan beauty schönheit beauté belleza bellezza beleza schoonheid güzellik spf moistur* feuchtigkeit* hydrat* idrat* nemlendir*",
  home: "home zuhause maison hogar casa thuis ev kitchen küche cuisine cocina cucina cozinha keuken mutfak mug becher tasse taza tazza caneca mok kupa lamp lampe lámpara lampada luminária lamba sofa furniture möbel meuble* mueble* mobili móveis meubel* mobilya bed bett lit cama letto yatak vacuum staubsauger aspirateur aspiradora aspirapolvere stofzuiger süpürge smart wireless kabellos inalámbric* draadloos kablosuz gadget* device* gerät* appareil* dispositiv* apparaat cihaz coaster",
  fitness: "run runner* running lauf* laufen läufer* corrida corsa hardlop* koşu trail* hike* hiking wander* randonnée* senderismo escursion* trilha* wandel* yürüyüş gym fitness workout* training entrenamiento allenamento treino antrenman yoga sport* deporte* esporte* spor athlet* muscle* muskel* muscul* bike fahrrad vélo bicicleta bici fiets bisiklet swim* schwimm* natación nuoto natação zwem* yüzme outdoor",
  service: "hotel spa restaurant restaurante ristorante tour* trip reise* voyage* viaje* viaggi* viagem reis seyahat salon clinic klinik clinique clínica clinica kliniek appointment* termin* rendez-vous cita appuntament* consulta afspraak randevu massage masaje massaggio massagem masaj coach* repair* reparatur* réparation* reparación* riparazion* reparo* reparatie tamir agency agentur agence agencia agenzia agência bureau ajans hostel apartment* ferienwohnung* alojamiento alloggio hospedagem accommodatie konaklama booking buchung réservation reserva prenotazione boeking rezervasyon",
  education: "course* kurs* cours curso* corso corsi cursus lesson* lektion* leçon* lección* lezion* lição lições ders* learn* lern* apprend* aprend* impara* leren öğren* class classes klasse classe clase aula workshop* tutorial* academy akademie académie academia accademia academie akademi school schule école escuela scuola escola okul certif* zertifi* diplom* diplôme*",
  kids: "kid* kinder child children enfant* niño* niña* bambin* criança* kinderen çocuk* baby babys bébé* bebé* bebè bebê bebek parent* eltern padres genitori pais ouders ebeveyn* family familie famille familia famiglia família gezin aile toy* spielzeug* jouet* juguete* giocattol* brinquedo* speelgoed oyuncak*",
  b2b: "team* business* company companies unternehmen firma firmen entreprise* empresa* azienda aziende bedrijf* şirket* işletme* agenc* agentur* b2b enterprise* startup* start-up* founder* gründer* fondateur* fundador* fondator* oprichter* kurucu* manager* freelanc* selbstständig* indépendant* autónomo* autonomo* autônomo* zzp serbest invoic* rechnung* facture* factura* fattura* fatura* factuur* accounting buchhaltung comptabilité contabilidad contabilità contabilidade boekhouding muhasebe professional* profis professionnel* profesional* professionist* profissiona* profesyonel*",
  eco: "eco eco-friendly ecolog* écolog* ecológic* ecologic* öko* organic bio biologisch* biológic* biologic* sustainab* nachhaltig* durable* sostenib* sustentáv* duurzaam* sürdürülebilir* recycl* recyc* riciclat* reciclad* gerecycled* vegan* végan* plastic-free plastikfrei sin-plástico plasticvrij plastiksiz compost* kompost* co2 klimaneutral* fairtrade",
  premium: "luxury luxurious luxus* luxe lujo lujos* lusso lussuos* luxo luxuos* lüks premium exclusive exklusiv* exclusif* exclusiv* esclusiv* exclusief* gold gourmet silk seide soie seda seta zijde ipek cashmere kaschmir cachemire cachemira kasjmier kaşmir finest handcrafted signature",
  handmade: "handmade handgemacht* handgefertigt* artisan* artesan* artigian* handgemaakt* ambacht* zanaat* small-batch crafted manufaktur atelier",
  giftable: "gift* geschenk* cadeau* coffret* regalo* presente hediye* gifting giftbox gift-box",
  seasonal: "christmas weihnacht* noël navidad natale natal kerst* yılbaşı holiday* feiertag* fêtes fiestas festività feriado* feestdag* bayram* summer sommer été verano estate verão zomer yaz winter hiver invierno inverno kış valentine* valentinstag easter ostern pâques pascua pasqua páscoa pasen paskalya halloween",
  consumable: "refill* nachfüll* recharge* recarga* ricaric* navulling yedek capsule* kapsel* cápsula* kapsül* pod pods subscription* abo abonnement* suscripción* abbonament* assinatura* abonelik monthly monatlich* mensuel* mensual* mensil* mensal* maandelijks aylık supply vorrat daily täglich* quotidien* diario diaria quotidian* diário diária dagelijks günlük vitamin* supplement* protein* capsules refills",
  discount: "sale discount* rabatt* reduziert* angebot* promo* réduction* soldes remise* descuento* rebaja* oferta* sconto* saldi offerta* desconto* promoção korting* aanbieding* uitverkoop indirim* kampanya* fırsat* deal* coupon* gutschein* cupón* cupom* kupon*",
  novelty: "new neu neue neuen nouveau nouvelle nuevo nueva nuovo nuova novo nova nieuw nieuwe yeni launch* einführung lancement lanzamiento lancio lançamento lancering lansman introducing innovat*",
  // A shop people walk into: it is visited, never shipped (no free shipping, no abandoned cart).
  local: "bakery bakeries bäckerei* backstube boulangerie* panadería* panaderia* panificio forno padaria* bakkerij* fırın neighbourhood neighborhood nachbarschaft quartier barrio quartiere bairro buurt mahalle öffnungszeiten geöffnet ouvert abierto aperto aberto geopend barber* barbershop friseur* coiffeur* peluquería* parrucchier* florist* fleuriste* floristería* fioraio",
  change: "before-and-after vorher-nachher avant-après antes-y-después prima-e-dopo antes-e-depois voor-en-na transform* verwandel* result* ergebnis* résultat* resultado* risultat* resultaat* sonuç* weight gewicht poids peso kilo* wrinkle* falten rides arrugas rughe rugas rimpels kırışık* acne akne acné faster schneller rápido veloce sneller hızlı",
};

function cueRegExp(cues: string): RegExp {
  const alternatives = cues.split(/\s+/).map((cue) => {
    // "before-and-after" also matches "before and after".
    const body = escapeRegExp(cue.replace(/\*$/, "")).replace(/-/g, "[- ]");
    return cue.endsWith("*") ? `${body}\\p{L}*` : `${body}(?:s|es)?`;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "u");
}

const PATTERNS = Object.entries(CUES).map(([signal, cues]) => [signal as Signal, cueRegExp(cues)] as const);
const DISCOUNT_NUMBER = /\d+\s?%|-\d+\s?%/u;

/**
 * The signals of a brief's text. A product is physical unless it reads as software, a service or
 * a course, or the goal is a sign-up or a download (nobody signs up for a mug).
 */
export function signalsOf(text: string, numbers: readonly string[], goal: Goal): Set<Signal> {
  const lower = text.toLocaleLowerCase();
  const found = new Set<Signal>();
  for (const [signal, pattern] of PATTERNS) if (pattern.test(lower)) found.add(signal);
  if (DISCOUNT_NUMBER.test(lower)) found.add("discount");
  const intangible = found.has("software") || found.has("service") || found.has("education") || goal === "signup" || goal === "download";
  if (!intangible) found.add("physical");
  if (numbers.length > 0) found.add("numbers");
  return found;
}
