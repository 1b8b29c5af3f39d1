import { CATALOG, STRATEGY_TEXTS, type Family } from "../strategies";
import { normalizeName } from "@/lib/ai/language";

// Words that name a family's idea in a free strategy text ("limited stock", "Kundenstimmen").
const FAMILY_WORDS: Readonly<Record<Family, string>> = {
  urgency: "scarcity scarce limited deadline urgency urgent hurry countdown last chance flash fomo knapp begrenzt frist rareté limité urgence escasez limitado urgencia scarsità limitato urgenza escassez urgência schaarste beperkt tijdelijk sınırlı süreli acil",
  novelty: "launch new novelty teaser curiosity premiere einführung neu neuheit lancement nouveau nouveauté lanzamiento nuevo novedad lancio nuovo novità lançamento novo novidade lancering nieuw lansman yeni merak",
  proof: "social proof reviews review ratings testimonial testimonials ugc user generated influencer creators bewertungen rezensionen kundenstimmen avis témoignages preuve sociale reseñas testimonios prueba social recensioni testimonianze avaliações depoimentos prova social reviews klantverhalen yorum yorumlar referans kanıt",
  authority: "authority expert experts endorsement case study data results expertenempfehlung fallstudie expert étude de cas experto caso de éxito esperto caso di studio especialista estudo de caso uzman vaka",
  compare: "comparison compare versus vs before after vergleich vorher nachher comparaison avant après comparativa antes después confronto prima dopo comparação antes depois vergelijking voor na karşılaştırma öncesi sonrası",
  problem: "problem solution pain point objection problemlösung lösung problème solution problema solución soluzione solução probleem oplossing sorun çözüm",
  value: "bundle discount sale price deal savings free shipping subscribe subscription coupon bündel rabatt versand abo remise réduction livraison abonnement pack descuento envío suscripción sconto pacchetto spedizione abbonamento desconto frete assinatura kit korting bundel verzending abonnement indirim paket kargo abonelik",
  risk: "free trial trial guarantee money back risk free freemium test garantie kostenlos essai gratuit garantie remboursé prueba gratuita garantía devolución prova gratuita garanzia rimborsati teste grátis garantia proefperiode garantie ücretsiz deneme garanti iade",
  demo: "demo demonstration feature spotlight how to tutorial walkthrough produktdemo funktion anleitung démonstration fonctionnalité tutoriel demostración función tutorial funzione demonstração recurso uitleg functie özellik nasıl",
  story: "story founder behind the scenes sustainability values mission brand story geschichte gründer kulissen nachhaltigkeit histoire fondateur coulisses durable historia fundador sostenibilidad storia fondatore sostenibilità história bastidores sustentabilidade verhaal oprichter duurzaamheid hikaye kurucu sürdürülebilirlik",
  aspiration: "lifestyle aspiration transformation exclusive exclusivity luxury dream identity lebensstil transformation exklusiv art de vivre exclusivité estilo de vida exclusividad stile di vita esclusività estilo de vida exclusividade levensstijl exclusiviteit yaşam tarzı dönüşüm ayrıcalık",
  gift: "gift seasonal holiday christmas season geschenk saison weihnachten cadeau saison noël regalo temporada navidad stagionale natale presente sazonal natal cadeau seizoen kerst hediye sezon yılbaşı",
  community: "community referral giveaway contest loyalty friends ambassador empfehlung gewinnspiel communauté parrainage concours comunidad referidos sorteo concorso comunità indicação sorteio comunidade verwijzing winactie topluluk tavsiye çekiliş",
};

const EXACT: ReadonlyMap<string, Family> = new Map(
  CATALOG.flatMap((entry) => [
    [normalizeName(entry.id.replace(/([A-Z])/g, " $1")), entry.family] as const,
    ...Object.values(STRATEGY_TEXTS).map((texts) => [normalizeName(texts[entry.id][0]), entry.family] as const),
  ]),
);

/**
 * The strategy family a free strategy text asks for: a catalog name in any language (as
 * AdStrategies returns it), else the family whose words it uses most; null when none fits.
 */
export function familyOf(strategy: string | undefined): Family | null {
  const normal = normalizeName(strategy ?? "");
  if (!normal) return null;
  const exact = EXACT.get(normal);
  if (exact) return exact;
  const words = ` ${normal} `;
  let best: Family | null = null;
  let bestHits = 0;
  for (const [family, list] of Object.entries(FAMILY_WORDS) as Array<[Family, string]>) {
    let hits = 0;
    for (const word of normalizeName(list).split(" ")) if (word.length > 2 && words.includes(` ${word} `)) hits++;
    if (hits > bestHits) [best, bestHits] = [family, hits];
  }
  return best;
}
