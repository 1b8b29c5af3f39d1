/**
 * What kind of product a brief sells, read from its name, description and audience in any of
 * the eight languages: it gates what the copy may promise. A local bakery is visited, not shipped;
 * a luxury watch is not "only while stocks last"; an app is downloaded, software signed up for.
 * The first kind whose cues match wins, in the order below (a bakery app is an app).
 */
export type ProductKind = "app" | "saas" | "local" | "luxury" | "food" | "physical";

// Cues match at a word start and may go on ("bäckerei" also finds "Handwerksbäckerei" through the compound rule below).
const CUES: ReadonlyArray<readonly [ProductKind, RegExp]> = [
  ["app", /(?<!\p{L})(?:app|apps|appli|application mobile|aplicación|aplicativo|uygulama|in-app|app store|google play)(?!\p{L})|-app(?!\p{L})/iu],
  ["saas", /(?<!\p{L})(?:software|saas|platform|plattform|plateforme|plataforma|piattaforma|logiciel|yazılım|dashboard|scheduling|dienstplanung|planning du personnel|turnos del personal|turni del personale|b2b|logistics|logistik|logistique|logística|logistica|freight|fracht|fret|spedizion\p{L}*|transporte de palés|pallet\p{L}*|palett\p{L}*|palet\p{L}*)(?!\p{L})/iu],
  ["local", /(?:bakery|bäckerei|backstube|boulangerie|panadería|panaderia|panificio|padaria|bakkerij|fırın|forno di quartiere|neighbou?rhood|nachbarschaft|de quartier|di quartiere|de barrio|de bairro|buurt|mahalle|öffnungszeiten|geöffnet|ouvert du|abierto de|aperto dal|aberto de|geopend|open (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|daily)|barber|friseur|coiffeur|peluquería|parrucchiere|florist|fleuriste|floristería|fioraio)/iu],
  ["luxury", /(?<!\p{L})(?:luxury|luxurious|luxus\p{L}*|luxe|lujo|lusso|luxo|lüks|haute|18k|18 ?kt?|18 karat|18 carats|18 quilates|18 carati|rose gold|roségold|or rose|oro rosa|swiss|schweizer|suisse|suizo|svizzero|hand-finished|handveredelt\p{L}*|fini main|acabado a mano|rifinito a mano|limited to \d+|auf \d+ stück|limitée à \d+|limitada a \d+|limitata a \d+)(?!\p{L})/iu],
  ["food", /(?<!\p{L})(?:coffee|kaffee|café|caffè|tea|tee|thé|chocolate|schokolade|chocolat|cioccolato|wine|wein|vin|vino|snack\p{L}*|bread|brot|pain|pan|pane|recipe\p{L}*|meal\p{L}*|organic food|sourdough|sauerteig\p{L}*|levain|masa madre|lievito madre)(?!\p{L})/iu],
];

export function productKindOf(name: string, description: string, audience = ""): ProductKind {
  const text = `${name} ${description} ${audience}`;
  for (const [kind, pattern] of CUES) if (pattern.test(text)) return kind;
  return "physical";
}

/**
 * Whether a pattern's tags let it be written for this kind: "not-luxury" keeps a pushy urgency
 * line out of a luxury brief, "only-local" keeps "drop by" out of everything but a shop or a café.
 */
export function kindAllows(tags: string | null, kind: ProductKind): boolean {
  if (!tags || !tags.includes("-")) return true;
  const words = tags.split(/\s+/);
  if (words.includes(`not-${kind}`)) return false;
  const only = words.filter((w) => w.startsWith("only-"));
  return only.length === 0 || only.includes(`only-${kind}`);
}

/** Tone tags without the kind gates. */
export const toneTagsOf = (tags: string): string => tags.split(/\s+/).filter((w) => !/^(?:not|only)-/.test(w)).join(" ");
