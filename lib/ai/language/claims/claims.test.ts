import { describe, expect, it } from "vitest";
import { CLAIM_CATEGORIES, type ClaimCategory } from "./cues";
import { findClaims, licenseOf, unlicensedClaims } from "./index";

type Lang = "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "tr";

/** One sentence per category and language that claims it, as ad copy writes it. */
const CLAIMING: Record<Lang, Record<ClaimCategory, string>> = {
  en: {
    novelty: "The new Vento R8 is here.", superlative: "The best road bike for club riders.", free: "Delivery is free.", guarantee: "Satisfaction guaranteed.",
    urgency: "Stocks are limited, don't wait!", socialProof: "Recommended by experts.", health: "Healthy teeth for life.", always: "Fresh every day.",
    discount: "Now with a 20% discount.", pain: "It's frustrating when nothing works.", comparison: "Most solutions promise a lot and deliver little.",
    story: "We wanted something better, so we made it.", outcome: "See the difference: less effort, better results.",
  },
  de: {
    novelty: "Endlich ist er da: der neue Vento R8.", superlative: "Das beste Rennrad für Vereinsfahrer.", free: "Der Versand ist kostenlos.", guarantee: "Zufriedenheit garantiert.",
    urgency: "Nur noch wenige da, nicht warten!", socialProof: "Von Experten empfohlen.", health: "Gesunde Zähne ein Leben lang.", always: "Jeden Tag frisch.",
    discount: "Jetzt mit 20 % Rabatt.", pain: "Es ist frustrierend, wenn nichts klappt.", comparison: "Die meisten Lösungen versprechen viel und halten wenig.",
    story: "Wir wollten etwas Besseres, also haben wir es gebaut.", outcome: "Weniger Aufwand, bessere Ergebnisse.",
  },
  fr: {
    novelty: "Le nouveau Vento R8 est arrivé.", superlative: "Le meilleur vélo pour les cyclistes.", free: "La livraison est gratuite.", guarantee: "Satisfait ou remboursé.",
    urgency: "Stock limité, ne tardez pas !", socialProof: "Recommandé par les experts.", health: "Des dents en bonne santé.", always: "Frais chaque jour.",
    discount: "Profitez d'une remise de 20 %.", pain: "C'est frustrant quand rien ne marche.", comparison: "La plupart des solutions promettent beaucoup.",
    story: "Nous cherchions mieux, alors nous avons créé Facturo.", outcome: "Moins d'efforts, plus de résultats.",
  },
  es: {
    novelty: "Desde hoy, el nuevo Vento R8.", superlative: "La mejor bici para ciclistas.", free: "El envío es gratis.", guarantee: "Garantía de satisfacción.",
    urgency: "Unidades limitadas, ¡no esperes!", socialProof: "Recomendado por expertos.", health: "Dientes sanos para siempre.", always: "Recién hecho todos los días.",
    discount: "Ahora con un 20 % de descuento.", pain: "Es frustrante cuando nada funciona.", comparison: "La mayoría de las soluciones promete mucho.",
    story: "Queríamos algo mejor, así que creamos Calma Diaria.", outcome: "Menos esfuerzo, mejores resultados.",
  },
  it: {
    novelty: "Finalmente è arrivata la nuova Vento R8.", superlative: "La migliore bici per ciclisti.", free: "La spedizione è gratuita.", guarantee: "Soddisfatti o rimborsati.",
    urgency: "Pezzi limitati, non aspettare!", socialProof: "Consigliato dagli esperti.", health: "Denti sani per sempre.", always: "Fresco ogni giorno.",
    discount: "Ora con il 20% di sconto.", pain: "È frustrante quando niente funziona.", comparison: "Molte soluzioni promettono tanto.",
    story: "Volevamo qualcosa di meglio, così abbiamo creato Fatturino.", outcome: "Meno fatica, più risultati.",
  },
  nl: {
    novelty: "Eindelijk: de nieuwe Vento R8.", superlative: "De beste racefiets voor clubrijders.", free: "De verzending is gratis.", guarantee: "Tevredenheid gegarandeerd.",
    urgency: "Beperkte voorraad, wacht niet!", socialProof: "Aanbevolen door experts.", health: "Gezonde tanden voor het leven.", always: "Elke dag vers.",
    discount: "Nu met 20% korting.", pain: "Het is frustrerend als niets werkt.", comparison: "De meeste oplossingen beloven veel.",
    story: "We wilden iets beters, dus maakten we het.", outcome: "Minder moeite, betere resultaten.",
  },
  pt: {
    novelty: "Chegou o novo Vento R8.", superlative: "A melhor bicicleta para ciclistas.", free: "O envio é grátis.", guarantee: "Satisfação garantida.",
    urgency: "Unidades limitadas, não espere!", socialProof: "Recomendado por especialistas.", health: "Dentes saudáveis para a vida.", always: "Fresco todos os dias.",
    discount: "Agora com 20% de desconto.", pain: "É frustrante quando nada funciona.", comparison: "A maioria das soluções promete muito.",
    story: "Tudo começou numa garagem em Lisboa.", outcome: "Menos esforço, melhores resultados.",
  },
  tr: {
    novelty: "Yeni Vento R8 geldi.", superlative: "Kulüp sürücüleri için en iyi yol bisikleti.", free: "Kargo ücretsiz.", guarantee: "Memnuniyet garantili.",
    urgency: "Stoklarla sınırlı, beklemeyin!", socialProof: "Uzmanlar tarafından önerilen.", health: "Ömür boyu sağlıklı dişler.", always: "Her gün taze.",
    discount: "Şimdi %20 indirimle.", pain: "Stresli günler geride kalsın.", comparison: "Çoğu çözüm çok şey vaat eder.",
    story: "Daha iyisini istedik ve yarattık.", outcome: "Daha az zahmet, daha iyi sonuçlar.",
  },
};

const PLAIN_BRIEF = { productName: "Vento R8", productDescription: "Carbon road bike with hydraulic disc brakes." };

describe("claim checker", () => {
  for (const language of Object.keys(CLAIMING) as Lang[]) {
    for (const category of CLAIM_CATEGORIES) {
      const sentence = CLAIMING[language][category];
      it(`${language}: flags ${category} the brief does not state ("${sentence}")`, () => {
        const found = unlicensedClaims(sentence, language, licenseOf(PLAIN_BRIEF));
        expect(found.map((f) => f.category)).toContain(category);
      });
      it(`${language}: lets ${category} through when the brief states it`, () => {
        // The brief that says the very sentence licenses every claim in it, figures included.
        const found = unlicensedClaims(sentence, language, licenseOf({ ...PLAIN_BRIEF, productDescription: `${PLAIN_BRIEF.productDescription} ${sentence}` }));
        expect(found).toEqual([]);
      });
    }
  }

  it("takes every figure from the brief, whatever its separators", () => {
    const license = licenseOf({ productName: "Vento R8", productDescription: "Carbon road bike, 7.9kg, €2,400 incl. VAT, 5-year frame warranty." });
    expect(unlicensedClaims("Only 7.9 kg for 2.400 €, 5 years of frame warranty.", "en", license).filter((f) => f.category === "figure")).toEqual([]);
    expect(unlicensedClaims("Rides 30% faster.", "en", license).map((f) => f.phrase)).toEqual(["30"]);
  });

  it("reads a list's numbering and a slot label as layout, not as figures", () => {
    expect(findClaims("3 reasons to choose Crumb & Co:\n1. Sourdough\n2. Rye\n3. Buns\nHeadline 1: Crumb & Co", "en").filter((f) => f.category === "figure")).toEqual([]);
  });

  it("does not take a compound for a claim: gluten-free is no free offer", () => {
    expect(findClaims("Gluten-free sourdough.", "en").map((f) => f.category)).not.toContain("free");
  });

  it("catches the Turkish frames round 8's readers found invented (issue #25)", () => {
    const plain = licenseOf({ productName: "Adım Akademi", productDescription: "Sürücü kursu, direksiyon dersleri hafta içi ve cumartesi." });
    expect(unlicensedClaims("Adım Akademi geldi.", "tr", plain).map((f) => f.category)).toContain("novelty");
    expect(unlicensedClaims("Adım Akademi çıtayı yükseltiyor.", "tr", plain).map((f) => f.category)).toContain("superlative");
    // A cue at a sentence start, with the dotted capital İ.
    expect(unlicensedClaims("İstediğin zaman, istediğin yerde.", "tr", plain).map((f) => f.category)).toContain("always");
  });

  it("licenses a regulated kind's health claim only by the very phrase", () => {
    const dental = licenseOf({ productName: "Harbour Dental", productDescription: "Dental practice: painless numbing for check-ups." });
    expect(unlicensedClaims("Painless numbing.", "en", dental)).toEqual([]);
    expect(unlicensedClaims("Pain relief at last.", "en", dental).map((f) => f.category)).toContain("health");
  });
});
