import type { Brief, ProductKind, ToneKey, ToneProfile } from "@/lib/ai/language";
import type { CustomInstructions } from "./custom-request";
import type { AdTextTypeInfo } from "./types";

// Single code points only, so each emoji counts as one character against a limit.
export const TONE_EMOJI: Readonly<Record<ToneKey, readonly string[]>> = {
  professional: ["✅", "📈", "💼", "📌"],
  informal: ["😎", "🙌", "👀", "🤙"],
  friendly: ["😊", "🤗", "💛", "👋"],
  witty: ["😏", "🤓", "😉", "🧠"],
  persuasive: ["👉", "💡", "✅", "🎯"],
  luxurious: ["✨", "💎", "🥂", "🌙"],
  bold: ["💥", "🔥", "⚡", "💪"],
  empathetic: ["💛", "🤝", "🌱", "🫶"],
  urgent: ["⏰", "🔥", "⚡", "🚨"],
  inspirational: ["🌅", "🚀", "🌟", "🌱"],
  playful: ["🎉", "🥳", "😄", "🎈"],
  authoritative: ["📊", "🏆", "🔬", "✅"],
  calm: ["🌿", "🍃", "🌊", "🌙"],
  enthusiastic: ["🤩", "🎉", "🙌", "🚀"],
  minimalist: ["◽", "➖", "✅"],
};

// Alarm and party emoji cheapen a luxury product: its texts keep the tone's quieter ones, or ✨.
const LOUD = new Set(["🔥", "🚨", "⚡", "💥", "⏰", "🎈", "🥳", "🎉", "😎", "🤙", "💪"]);

/** The tone's emoji, without the loud ones for a luxury product. */
export function toneEmojiFor(tone: ToneKey, kind: ProductKind): readonly string[] {
  if (kind !== "luxury") return TONE_EMOJI[tone];
  const quiet = TONE_EMOJI[tone].filter((e) => !LOUD.has(e));
  return quiet.length ? quiet : ["✨"];
}

// The product's own world first: a coffee mug gets ☕ before any tone emoji. Short words are
// bounded so "Bookkeeping" is not a book and "brunch" not a run.
const CATEGORY: ReadonlyArray<readonly [RegExp, string]> = [
  // What the business is beats what it serves: a bakery's croissants, a rota app for cafés.
  [/bakery|bäckerei|backstube|boulangerie|panader|(?<!\p{L})forno(?!\p{L})|sourdough|sauerteig|levain|masa madre|lievito madre/iu, "🥐"],
  [/software|(?<!\p{L})saas(?!\p{L})|scheduling|dienstplan|planning du personnel|turnos del personal|turni del personale/iu, "💻"],
  [/freight|fracht|palett|palés|pallet|logisti/iu, "🚚"],
  [/coffee|kaffee|café|caffè|cafe|kahve|koffie|espresso/iu, "☕"],
  [/\btea\b|\btee\b|\bthé\b|\bté\b|\btè\b|\bchá\b|\bthee\b|\bçay\b/iu, "🍵"],
  [/shoe|sneaker|schuh|chaussure|zapat|scarp|sapat|schoen|ayakkabı/iu, "👟"],
  [/(?<!\p{L})(?:run|lauf)|course|correr|corsa|corrida|hardlo|koşu/iu, "🏃"],
  [/\bapp\b|smartphone|phone|handy|téléphone|teléfono|telefono|telefone|telefoon|telefon/iu, "📱"],
  // "18 Uhr" and "9 saat" tell the time; a watch ("Automatikuhr") is named without a number in front.
  [/(?<!\d\s?)(?:(?<!\p{L})(?:watch|saat)|(?<!\p{L})\p{L}*uhr)(?!\p{L})|montre|reloj|orologio|relógio|horloge/iu, "⌚"],
  [/travel|reise|voyage|viaje|viaggio|viagem|reis|seyahat/iu, "🧳"],
  [/(?<!\p{L})(?:books?|buch|bücher|livres?|libros?|livros?|boeken|boek|kitap)(?!\p{L})/iu, "📚"],
  [/dog|hund|chien|perro|cane|cachorro|hond|köpek/iu, "🐶"],
  [/(?<!\p{L})(?:cats?|katze|chat|gato|gatto|kat|kedi)(?!\p{L})/iu, "🐱"],
  [/skin|haut|peau|piel|pelle|pele|huid|cilt|cream|creme|crème|crema|serum|sérum|siero|lotion/iu, "🧴"],
  [/fitness|gym|workout|training|sport|yoga/iu, "💪"],
  [/plant|pflanz|plante|planta|pianta|bitki|garden|garten|jardin|jardín|giardino|tuin|bahçe/iu, "🪴"],
  [/music|musik|musique|música|musica|muziek|müzik|headphone|kopfhörer|casque|auricular|cuffie|fone|koptelefoon|kulaklık/iu, "🎧"],
  [/bike|fahrrad|vélo|bicicleta|bici|fiets|bisiklet/iu, "🚲"],
  [/wine|wein|vin\b|vino|vinho|wijn|şarap/iu, "🍷"],
  [/pizza|food|essen|repas|comida|cibo|eten|yemek|recipe|rezept/iu, "🍽"],
  [/home|zuhause|maison|hogar|casa|thuis|\bev\b/iu, "🏡"],
  [/baby|bébé|bebé|bambin|bebê|bebek/iu, "👶"],
  [/camera|kamera|caméra|cámara|fotocamera|câmera|fotoğraf/iu, "📷"],
  [/(?<!\p{L})(?:cars?|auto|voiture|coche|carro|araba)(?!\p{L})/iu, "🚗"],
  [/money|geld|argent|dinero|soldi|dinheiro|para\b|finance|finanz/iu, "💰"],
  [/sleep|schlaf|sommeil|sueño|sonno|sono\b|slaap|uyku/iu, "😴"],
];

/**
 * The emoji of the product's category. What the product is (its name, its descriptor, the first
 * sentence) decides before passing mentions: a serum "controlled from the app" is skincare.
 */
export function categoryEmoji(brief: Brief, description: string): string | null {
  const firstSentence = description.split(/(?<=[.!?])\s/u)[0] ?? "";
  for (const text of [`${brief.name} ${brief.descriptor ?? ""} ${firstSentence}`, description]) {
    for (const [pattern, emoji] of CATEGORY) if (pattern.test(text)) return emoji;
  }
  return null;
}

// Search, display and marketplace ads refuse or discourage emoji; the engine leaves them out by choice.
const FORMAL_PLATFORMS = new Set([24, 25, 32, 33]);
const RESTRAINED_PLATFORMS = new Set([28, 35]);

/** How many emoji a text gets: 0 (every text) at least one, 1 none, 2 by type and tone. */
export function emojiCount(
  info: AdTextTypeInfo,
  tone: ToneProfile,
  selection: 0 | 1 | 2,
  custom: Pick<CustomInstructions, "emoji">,
): number {
  if (info.rules.noEmoji || selection === 1) return 0;
  if (selection === 0) return Math.max(1, FORMAL_PLATFORMS.has(info.value) ? 1 : tone.emojiCount);
  if (custom.emoji === false) return 0;
  if (custom.emoji === true) return Math.max(1, tone.emojiCount);
  if (FORMAL_PLATFORMS.has(info.value)) return 0;
  if (RESTRAINED_PLATFORMS.has(info.value)) return Math.min(1, tone.emojiCount);
  return tone.emojiCount;
}
