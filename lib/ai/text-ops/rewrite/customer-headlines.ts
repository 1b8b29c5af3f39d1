import type { LanguageCode } from "@/lib/ai/language";

/**
 * Headlines as customers paste them into Rewrite: eight kinds of product, eight languages, with
 * their sloppiness (lower case, "!!", emoji, the name in front with a colon). `keys` are the
 * message a rewrite must keep: any one of them (a figure, or a benefit's word when there is none).
 */
export interface CustomerHeadline {
  kind: "saas" | "shoes" | "serum" | "bakery" | "logistics" | "e-bike" | "kids app" | "watch" | "headphones" | "yoga" | "cafe" | "b2b";
  language: LanguageCode;
  headLine: string;
  productName: string;
  productDescription: string;
  keys: string[];
}

export const CUSTOMER_HEADLINES: readonly CustomerHeadline[] = [
  { kind: "saas", language: "en", headLine: "Shiftly: staff scheduling that takes 10 minutes a week, free for up to 15 employees", productName: "Shiftly", productDescription: "Shift scheduling app for restaurants and shops. Free for up to 15 employees. Integrates with Square and Toast.", keys: ["10", "15"] },
  { kind: "shoes", language: "en", headLine: "Run 20% longer with the new CloudStride 3 – cushioning that lasts 800 km", productName: "CloudStride 3", productDescription: "Neutral running shoe with foam cushioning that lasts 800 km. 240 g.", keys: ["20", "800"] },
  { kind: "serum", language: "en", headLine: "Glow Drops vitamin C serum - visibly brighter skin in 14 days, fragrance-free and vegan", productName: "Glow Drops", productDescription: "Vitamin C serum for dull skin. Fragrance-free, vegan, dermatologist tested.", keys: ["14"] },
  { kind: "bakery", language: "en", headLine: "fresh sourdough every morning from 7am at Miller's Bakery on Elm Street!!", productName: "Miller's Bakery", productDescription: "Family bakery on Elm Street. Sourdough, rye and pastries baked daily from 7am.", keys: ["7am"] },
  { kind: "logistics", language: "en", headLine: "Ship to 40 countries with one contract and a 24/7 ops desk", productName: "Freightline", productDescription: "B2B freight forwarding for mid-size manufacturers. One contract, 40 countries, 24/7 operations desk.", keys: ["40", "24/7"] },
  { kind: "e-bike", language: "en", headLine: "Voltra E1 e-bike: 120 km range on one charge. Folds in 10 seconds.", productName: "Voltra E1", productDescription: "Folding e-bike with 120 km range. Folds in 10 seconds. 18 kg.", keys: ["120", "10"] },
  { kind: "kids app", language: "en", headLine: "Mathbloom makes maths fun for kids aged 5 to 9 – just 10 minutes a day", productName: "Mathbloom", productDescription: "Maths learning app for children aged 5 to 9. Ten-minute daily lessons, no ads.", keys: ["5 to 9", "10"] },
  { kind: "watch", language: "en", headLine: "The Aurelius Chronograph. Swiss-made, 42 mm, limited to 500 pieces", productName: "Aurelius Chronograph", productDescription: "Swiss-made automatic chronograph, 42 mm steel case, sapphire crystal, limited to 500 pieces.", keys: ["42", "500"] },
  { kind: "headphones", language: "en", headLine: "Noise-cancelling headphones that let you focus anywhere", productName: "Quietude", productDescription: "Over-ear headphones with adaptive noise cancelling and 30-hour battery.", keys: ["noise-cancelling", "focus"] },
  { kind: "yoga", language: "en", headLine: "🔥 Summer sale! Get 30% off all FlowMat yoga mats this week only 🔥", productName: "FlowMat", productDescription: "Non-slip natural rubber yoga mats, 4 mm thick.", keys: ["30"] },
  { kind: "b2b", language: "en", headLine: "Save 2 hours a day on admin with Paperless Pro", productName: "Paperless Pro", productDescription: "Document automation for accounting firms: invoices, receipts and contracts filed automatically.", keys: ["2"] },
  { kind: "cafe", language: "en", headLine: "best coffee in town, open 7 days a week, oat milk at no extra charge", productName: "Bean There Café", productDescription: "Neighbourhood café with specialty coffee and homemade cakes. Oat milk free.", keys: ["7", "oat"] },
  { kind: "bakery", language: "de", headLine: "Unser Sauerteigbrot wird 48 Stunden geführt – jeden Morgen frisch aus dem Ofen", productName: "Bäckerei Hofmann", productDescription: "Handwerksbäckerei in Freiburg. Sauerteigbrot mit 48 Stunden Teigführung, täglich frisch.", keys: ["48"] },
  { kind: "saas", language: "de", headLine: "Shiftly plant deine Schichten in 10 Minuten pro Woche – kostenlos bis 15 Mitarbeitende", productName: "Shiftly", productDescription: "Schichtplanung für Restaurants und Läden. Kostenlos bis 15 Mitarbeitende.", keys: ["10", "15"] },
  { kind: "e-bike", language: "de", headLine: "Voltra E1: 120 km Reichweite mit einer Akkuladung, in 10 Sekunden gefaltet", productName: "Voltra E1", productDescription: "Falt-E-Bike mit 120 km Reichweite, in 10 Sekunden gefaltet, 18 kg leicht.", keys: ["120", "10"] },
  { kind: "serum", language: "fr", headLine: "Le sérum Glow Drops : une peau plus lumineuse en 14 jours, sans parfum", productName: "Glow Drops", productDescription: "Sérum à la vitamine C pour les peaux ternes. Sans parfum, vegan.", keys: ["14", "lumineuse"] },
  { kind: "logistics", language: "fr", headLine: "Livraison en 24 h dans toute la France avec Freightline, suivi en temps réel", productName: "Freightline", productDescription: "Transport de marchandises pour les PME industrielles, suivi en temps réel.", keys: ["24"] },
  { kind: "kids app", language: "es", headLine: "Con Mathbloom, tus hijos aprenden matemáticas en solo 10 minutos al día", productName: "Mathbloom", productDescription: "App de matemáticas para niños de 5 a 9 años. Lecciones diarias de 10 minutos, sin anuncios.", keys: ["10"] },
  { kind: "watch", language: "es", headLine: "Reloj Aurelius Chronograph: fabricado en Suiza, edición limitada de 500 piezas", productName: "Aurelius Chronograph", productDescription: "Cronógrafo automático suizo, caja de acero de 42 mm, edición limitada de 500 piezas.", keys: ["500", "Suiza"] },
  { kind: "e-bike", language: "it", headLine: "Voltra E1, la e-bike con 120 km di autonomia che si piega in 10 secondi", productName: "Voltra E1", productDescription: "E-bike pieghevole con 120 km di autonomia, si piega in 10 secondi.", keys: ["120", "10"] },
  { kind: "bakery", language: "pt", headLine: "Padaria Estrela: pão de fermentação natural, fresquinho todos os dias a partir das 7h", productName: "Padaria Estrela", productDescription: "Padaria de bairro com pão de fermentação natural e bolos caseiros.", keys: ["7h", "fermentação"] },
  { kind: "saas", language: "nl", headLine: "Met Shiftly plan je diensten in 10 minuten per week, gratis tot 15 medewerkers", productName: "Shiftly", productDescription: "Roosterplanning voor restaurants en winkels. Gratis tot 15 medewerkers.", keys: ["10", "15"] },
  { kind: "shoes", language: "tr", headLine: "CloudStride 3 ile %20 daha uzun koşun, 800 km dayanıklı taban", productName: "CloudStride 3", productDescription: "800 km dayanıklı köpük tabanlı koşu ayakkabısı.", keys: ["20", "800"] },
];
