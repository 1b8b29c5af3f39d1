import type { StrategyTexts } from "../text-ops-types";

/**
 * Deutsch. Der Produktname steht ohne Artikel (Subjekt, nach "mit", "für", "zu" oder nach einem
 * Doppelpunkt), die Zielgruppe nur nach "für", weil sie sich nicht deklinieren lässt.
 */
export const de: StrategyTexts = {
  scarcity: ["Knappheit", "Zeigen Sie, dass {name} nur in begrenzter Stückzahl verfügbar ist: Für {audience} wird aus Interesse so eine Entscheidung noch heute."],
  limitedTimeOffer: ["Zeitlich begrenztes Angebot", "Setzen Sie dem Angebot für {name} eine klare Frist, damit sich Zögern für {audience} nicht mehr lohnt."],
  productLaunch: ["Produkteinführung", "Inszenieren Sie {name} als Neuheit: Ein Launch-Moment macht {name} für {audience} sehenswert, bevor der Feed weiterscrollt."],
  curiosityTeaser: ["Neugier-Teaser", "Enthüllen Sie {name} Stück für Stück[, beginnend mit: {fact}], sodass für {audience} die Frage nach dem Rest bleibt."],
  socialProof: ["Social Proof", "Zeigen Sie, wie viele Menschen {name} schon nutzen: Für {audience} zählt die Wahl von Gleichgesinnten mehr als jedes Werbeversprechen."],
  customerReviews: ["Kundenbewertungen", "Bringen Sie Sternebewertungen und kurze Rezensionen zu {name} direkt in die Anzeige, damit der Beweis für {audience} vor dem Klick steht."],
  ugc: ["Nutzergenerierte Inhalte", "Zeigen Sie echte Fotos und Videos von Kundinnen und Kunden mit {name}; Inhalte von Gleichgesinnten wirken für {audience} wie ein Teil des Feeds."],
  testimonials: ["Kundenstimmen", "Zitieren Sie eine Kundin, die ihr Ergebnis mit {name} beschreibt, in Worten, die für {audience} zählen."],
  influencer: ["Influencer-Kooperation", "Lassen Sie eine Creatorin, die für {audience} eine feste Größe ist, {name} im Alltag zeigen; geliehenes Vertrauen wirkt schnell."],
  caseStudy: ["Fallstudie", "Erzählen Sie, wie ein Kunde {name} eingesetzt hat, mit Ausgangslage, Zahlen und Ergebnis: Für {audience} zählen Belege."],
  expertEndorsement: ["Expertenempfehlung", "Die Empfehlung einer anerkannten Expertin verleiht {name} eine Glaubwürdigkeit, die für {audience} Gewicht hat."],
  comparison: ["Vergleich", "Stellen Sie {name} der üblichen Alternative gegenüber[ – mit dem Unterschied: {fact}], damit er für {audience} auf einen Blick klar ist."],
  beforeAfter: ["Vorher-nachher", "Zeigen Sie die Lage vor und nach {name}[: {fact}]; für {audience} sagt eine sichtbare Veränderung mehr als jedes Versprechen."],
  problemSolution: ["Problem und Lösung", "Beginnen Sie mit dem Problem, das für {audience} nur zu vertraut ist, und zeigen Sie dann {name} als Ausweg[: {fact}]."],
  bundle: ["Produktbündel", "Bündeln Sie {name} mit passendem Zubehör zu einem Paketpreis: mehr Wert in einer Entscheidung für {audience}."],
  discount: ["Rabatt", "Stellen Sie eine konkrete Ersparnis bei {name} nach vorn; ein klarer Preisvorteil überzeugt, wenn für {audience} der Vergleich schon läuft."],
  freeShipping: ["Kostenloser Versand", "Bieten Sie {name} mit kostenlosem Versand an: Für {audience} sind unerwartete Kosten an der Kasse ein häufiger Grund zum Abbruch."],
  subscribeSave: ["Abo mit Preisvorteil", "Bieten Sie {name} als Abo mit Ersparnis an, damit der Vorrat für {audience} nie ausgeht und jede Bestellung sich wiederholt."],
  freeTrial: ["Kostenloser Test", "Lassen Sie {name} kostenlos testen: Für {audience} überzeugt das eigene Ausprobieren mehr als jede Beschreibung."],
  moneyBackGuarantee: ["Geld-zurück-Garantie", "Eine Geld-zurück-Garantie auf {name} nimmt das Risiko aus dem ersten Kauf für {audience}."],
  productDemo: ["Produktdemo", "Zeigen Sie {name} in einem kurzen Video in Aktion[: {fact}]; für {audience} gilt: Sehen heißt Glauben."],
  featureSpotlight: ["Funktion im Fokus", "Widmen Sie jede Anzeige einer Stärke von {name}[: {fact}]; ein einziger klarer Punkt bleibt für {audience} hängen."],
  howTo: ["Anleitung", "Zeigen Sie in drei schnellen Schritten etwas Nützliches mit {name}; für {audience} sind hilfreiche Anzeigen die, an die man sich erinnert."],
  founderStory: ["Gründergeschichte", "Erzählen Sie, warum es {name} gibt und wer dahintersteht; eine echte Geschichte gibt für {audience} einen Grund, sich für die Marke zu interessieren."],
  behindTheScenes: ["Blick hinter die Kulissen", "Zeigen Sie, wie {name} entsteht, geprüft und verpackt wird; diese Offenheit schafft Vertrauen für {audience}."],
  sustainability: ["Nachhaltigkeit", "Heben Sie hervor, was {name} umweltfreundlicher macht[: {fact}]; für {audience} entscheiden Werte immer öfter über den Kauf."],
  lifestyle: ["Lifestyle", "Zeigen Sie {name} in dem Leben, das für {audience} erstrebenswert ist, statt vor neutralem Hintergrund: Gekauft wird der Moment, nicht der Gegenstand."],
  transformation: ["Transformation", "Erzählen Sie von der Veränderung, die {name} bringt[: {fact}]; für {audience} zählt das Ergebnis mehr als die Ausstattung."],
  exclusivity: ["Exklusivität", "Positionieren Sie {name} als etwas, das nicht jeder bekommt: Begrenzter Zugang macht {name} für {audience} begehrenswert."],
  seasonal: ["Saisonale Kampagne", "Verknüpfen Sie {name} mit der Saison oder dem nächsten Feiertag, wenn für {audience} die Kauflaune ohnehin da ist."],
  giftGuide: ["Geschenkidee", "Präsentieren Sie {name} als Antwort auf die Geschenksuche, für {audience} und für alle, die für sie einkaufen."],
  giveaway: ["Gewinnspiel", "Verlosen Sie {name} an einige Gewinner: Für {audience} ist die Teilnahme ein kleiner Schritt, Ihnen bringt sie Reichweite und eine Liste Interessierter."],
  referral: ["Empfehlungsprogramm", "Belohnen Sie Kunden, die Freunde zu {name} bringen: Für {audience} schlägt der Tipp eines Freundes jede Anzeige."],
  community: ["Community", "Bauen Sie rund um {name} eine Community auf, in der Tipps, Fortschritte und Ergebnisse geteilt werden: ein Treffpunkt für {audience}."],
};
