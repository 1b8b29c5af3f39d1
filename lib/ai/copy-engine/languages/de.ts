import type { LanguagePack } from "./types";

/**
 * German (Germany), written natively.
 *
 * Address: {Sie|du} throughout; formal tones say "Sie/Ihr/Ihnen", the others "du/dein/dir"
 * (lower case, as current German ads write it). Imperatives switch with it ("Entdecken Sie" /
 * "Entdecke"). Default calls to action use the address-free infinitive German buttons use
 * ("Jetzt bestellen"); mid-sentence the engine lower-cases a CTA that opens with a verb, an
 * adverb or an adjective ("Nicht warten: jetzt bestellen!") and keeps a noun's capital ("Konto
 * erstellen"), so patterns put it at a sentence start or after a colon, and never continue it
 * with "und …", which only works for infinitives. Description phrases that opened with a verb
 * or adjective ("Lädt kabellos…") continue in lower case after a colon.
 *
 * The product name is a proper noun without article, so it never needs a case ending: it stands
 * as subject, after "für", "mit", "dank", "zu", or after a colon or dash; no pronoun ("er/sie/es")
 * refers back to it, since its gender is unknown. Description phrases are inserted verbatim after
 * a colon or dash or as their own sentence, where a verb phrase ("hält Kaffee heiß") and a noun
 * phrase ("Akku mit 40 Stunden Laufzeit") both read correctly. The audience phrase cannot be
 * declined, so it only stands where nominative or accusative plural is needed ("für {audience}",
 * as subject or vocative), never after "von", "mit" or "zu" ("von kleinen Agenturen").
 *
 * Quotes: the engine knows „ as the opening and “ as the closing mark (a quotation that ends a
 * text gets its full stop inside: „…gut.“, and the space after “ stays), yet customer quotes still
 * end in an attribution („…“, sagt eine Kundin.), which reads more natural in an ad.
 *
 * Tone lexicon entries, openers and generic list items may use {formal|informal} like patterns
 * do; the entries written so far need none.
 */
export const de: LanguagePack = {
  code: "de",
  factCues: {
    offer: String.raw`(?<!\p{L})(?:keine kreditkarte\w*|kostenlos\w*|gratis\w*|versandkostenfrei|rabatt\w*|\d+\s?%\s?(?:rabatt|günstiger|reduziert)|spare?n? \d+\s?%|gutschein\w*|testphase|testlaufen|probemonat\w*|(?:\d+ (?:tage|wochen) )?(?:zum )?(?:kostenlos )?testen|geld[-\s]zurück\w*|garantie\w*|(?:erster|ersten) monat\w* (?:gratis|kostenlos)|limitiert\w*|limitierte auflage|nur \d+ stück)(?!\p{L})`,
    proof: String.raw`(?<!\p{L})(?:(?:über|mehr als) \d{1,3}(?:[.,\s]\d{3})+\+? \p{L}+|\d{1,3}(?:[.,]\d{3})+\+? (?:happy |zufriedene |clients? |clientes |clienti )?\p{L}+ (?:use|trust|love|rely|nutzen|vertrauen|utilisent|usan|confían|usano)|bewertet|\d(?:[.,]\d)?\s?(?:/\s?5|sterne\w*)|bewertungen|rezensionen|preisgekrönt\w*|testsieger\w*|zertifiziert\w*|zertifikat\w*|(?:dermatologisch|klinisch|unabhängig)\s+(?:getestet|geprüft|bestätigt)|getestet|geprüft|empfohlen\w*|vertrauen (?:bereits|schon|uns)|nutzen (?:bereits|schon)|über [\d.,]+ (?:zufriedene\s+)?(?:kunden|nutzer\w*|teams|unternehmen|familien|betriebe)|seit \d{4})(?!\p{L})|★`,
    audience: String.raw`^(?:(?:gemacht|entwickelt|gedacht|konzipiert|ideal|perfekt|speziell|geschaffen)\s+)?für\s+(?!bis\b|\d|nur\b|immer\b|jeden\b|jede\b|unterwegs|zuhause|zu hause|den alltag|die straße)(?:die\s+|alle\s+)?(?<who>\p{L}.*)$`,
  },
  moves: {
    hook: [
      "{name} – {benefit}.",
      "{Benefit}. Das ist {name}.",
      "Das ist {name}: {benefit}.",
      ["Wir stellen vor: {name}. {Benefit}.", "pro fine"],
      ["{Lernen Sie|Lerne} {name} kennen. {Benefit}.", "fun warm"],
      ["{name}. {Benefit}!", "hot"],
      ["Bereit für {name}? {Benefit}!", "hot playful"],
      ["Stopp, nicht weiterscrollen: {name} ist da!", "urgent bold not-luxury"],
      ["Große Neuigkeiten: {name} ist da!", "enthusiastic playful"],
      ["{Sagen Sie|Sag} Hallo zu {name}, {Ihrem|deinem} neuen Liebling.", "fun"],
      ["Wer die Wahl hat, hat die Qual. Wer {name} hat, nicht mehr.", "witty"],
      ["{name} kann eine Sache richtig gut: {benefit}.", "witty professional"],
      ["Manche Dinge genießt man langsam. {name} gehört dazu.", "luxurious"],
      ["Bis ins Detail durchdacht, schenkt {name} eine seltene Leichtigkeit: {benefit}.", "luxurious"],
      ["Unaufgeregt außergewöhnlich: {name}.", "luxurious calm minimalist"],
      ["Einmal tief durchatmen. {name} macht es einfach: {benefit}.", "calm"],
      ["Wir wissen, wie viel {Ihr|dein} Alltag {Ihnen|dir} abverlangt. {name} gibt etwas zurück.", "empathetic"],
      ["Jede große Veränderung beginnt im Kleinen. Für viele beginnt alles mit {name}.", "inspirational"],
      ["{name} setzt Maßstäbe: {benefit}.", "authoritative professional"],
      ["Darum lohnt sich der Wechsel zu {name}: {benefit}.", "persuasive"],
      ["{name}. {Feature}.", "minimalist bold"],
      ["Gute Nachrichten für {audience}: {name} ist da.", "friendly informal enthusiastic"],
      ["{Audience}, aufgepasst: {name} ist da.", "fun hot"],
      ["Gemacht für {audience}: {name}. {Benefit}.", "pro warm"],
      ["Nicht verpassen: {name}. {Benefit}!", "urgent"],
    ],
    benefitFirst: [
      "{Benefit} – mit {name}.",
      "{Benefit}. {name}.",
      ["{Benefit}. Nur mit {name}.", "bold persuasive"],
      ["{Benefit} – ganz mühelos, mit {name}.", "fine"],
      ["{Benefit}! Dank {name}.", "hot fun"],
      ["{Number}. Das ist {name}.", "pro minimalist bold"],
    ],
    question: [
      // Name-free and fact-led: the answer that follows names the product (QuestionHook).
      ["{Benefit}? Das ändert alles.", "not-luxury"],
      "{Audience}, bereit für ein Upgrade?",
      "Immer noch mit weniger als {name} zufrieden?",
      "Was wäre, wenn es auch einfacher ginge?",
      ["{Audience}, bereit für etwas Besseres?", "fun warm hot"],
      ["Warum sich mit weniger zufriedengeben als {name}?", "persuasive bold"],
      ["{Kennen Sie|Kennst du} schon {name}?", "fun warm"],
      ["{Audience}, wie würde es sich anfühlen, jeden Tag nur das Beste zu haben?", "luxurious inspirational"],
      ["{Audience}, {können Sie es sich|kannst du es dir} leisten, noch länger zu warten?", "urgent not-luxury"],
      ["{Raten Sie|Rate} mal, was {audience} gleich lieben werden?", "playful enthusiastic"],
      ["{Audience}, genug von faulen Kompromissen?", "bold empathetic urgent"],
      ["Was macht {name} anders?", "pro"],
      ["Etwas, das einfach funktioniert – ist das zu viel verlangt, {audience}?", "witty empathetic"],
    ],
    audience: [
      "Gemacht für {audience}.",
      "Für {audience}, die vom Alltag mehr erwarten.",
      "{name}: für alle, die mehr erwarten.",
      ["{Audience}? Das hier ist für {Sie|dich}.", "hot fun"],
      ["Entwickelt mit Blick auf {audience}.", "pro fine warm"],
      ["Für {audience} gestaltet, bis ins letzte Detail.", "luxurious professional"],
      ["{Audience}? Dann {lesen Sie|lies} weiter.", "persuasive informal"],
      ["{Sie wissen|Du weißt}, wer gemeint ist: {Sie wollen|du willst}, dass es funktioniert. Jedes Mal.", "witty bold"],
    ],
    goal: [
      "{Audience} wollen Ergebnisse, keine Kompromisse.",
      "{Sie wollen|Du willst} Ergebnisse, keine Kompromisse.",
      ["{Audience} wollen vor allem eins: etwas, das hält, was es verspricht.", "pro hot"],
      ["Eigentlich wünschen sich {audience} nur einen Tag, der etwas leichter läuft.", "warm fine"],
      ["Für {audience} ist das Ziel klar: mehr von dem, was zählt, weniger vom Rest.", "pro minimalist"],
      ["Mal ehrlich: {audience} wollen alles. Zu Recht!", "fun hot"],
    ],
    problem: [
      "{Audience} kennen das: viel Aufwand, wenig Ergebnis.",
      "Die meisten Lösungen versprechen viel und halten wenig.",
      "Vor {name} passte keine der üblichen Lösungen wirklich.",
      ["{Audience} kennen das Problem: Gut genug ist selten gut genug.", "pro bold"],
      ["Mal ehrlich: Für {audience} nervt der Status quo.", "bold informal witty"],
      ["Es ist frustrierend für {audience}, wenn Dinge nicht so funktionieren, wie sie sollten.", "empathetic friendly calm"],
      ["Für {audience} sind Kompromisse still und leise zur Norm geworden – das muss nicht sein.", "fine professional"],
      ["{Audience}, schon wieder Zeit verloren? Schluss damit!", "urgent enthusiastic playful"],
    ],
    agitate: [
      "Und jeder Tag ohne {name} kostet Zeit, Energie und Nerven.",
      "Für {audience} summieren sich die Notlösungen – und der Frust auch.",
      "Und währenddessen stapeln sich die kleinen Ärgernisse.",
      ["Jeder Tag ohne {name} ist ein verlorener Tag!", "hot not-luxury"],
      ["Das zermürbt {audience} – leise, Tag für Tag.", "empathetic fine"],
      ["Schlimmer noch: {audience} gewöhnen sich daran.", "pro bold witty"],
    ],
    solution: [
      "Genau hier kommt {name} ins Spiel: {benefit}.",
      "Auftritt {name}. {Benefit}.",
      "Die Antwort heißt {name}. {Benefit}.",
      "{name} ändert das.",
      ["{name} löst das – {benefit}!", "hot"],
      ["Genau dafür haben wir {name} entwickelt: {benefit}.", "warm pro"],
      ["{name} hat eine elegantere Antwort: {benefit}.", "fine"],
      ["Problem erkannt, Problem gebannt: {name}. {Benefit}.", "witty playful informal"],
    ],
    before: [
      "Vor {name}: Kompromisse, Notlösungen, zweite Wahl.",
      "Gestern, für {audience}: wieder etwas, das nicht ganz funktioniert hat.",
      ["Vor {name} fühlte sich jeder Tag wie ein Kompromiss an.", "warm fine pro"],
      ["Vorher: Stress für {audience}. Jede Menge davon.", "hot fun"],
    ],
    after: [
      "Nachher: {benefit}.",
      "Und jetzt {stellen Sie sich|stell dir} vor: {benefit}.",
      "{Stellen Sie sich Ihren|Stell dir deinen} Tag mit {name} vor: {benefit}.",
      ["{Stellen Sie sich|Stell dir} den Unterschied vor: {benefit}.", "fine inspirational warm"],
      ["Ab sofort: {benefit}!", "hot"],
      "Mit {name} läuft danach alles wie von selbst.",
    ],
    feature: [
      "{Feature}.",
      "{Lead}: {feature}.",
      "{name} bringt einen klaren Vorteil mit: {feature}.",
      ["Im Detail: {feature}.", "minimalist pro"],
      ["Mit Sorgfalt gemacht: {feature}.", "fine"],
      "Jedes Detail hat seinen Sinn.",
    ],
    advantage: [
      "Das heißt: weniger Aufwand, mehr von dem, was {Ihnen|dir} wichtig ist.",
      "Im Alltag spart {Ihnen|dir} das jeden Tag Zeit.",
      ["So {können Sie sich|kannst du dich} auf das konzentrieren, was wirklich zählt.", "warm pro fine"],
      ["Unterm Strich: weniger Kompromisse, bessere Ergebnisse.", "pro bold"],
      ["Auf gut Deutsch: mehr gute Tage.", "witty fun"],
      "Der Vorteil: {benefit}.",
    ],
    benefit: [
      "{Benefit}.",
      "{Lead}: {benefit}.",
      "Und das Beste? {Benefit}.",
      ["{Benefit}. Jeden einzelnen Tag.", "pro fine warm"],
      ["{Benefit}. Kein Witz!", "fun hot"],
      "{name} macht jeden Tag ein kleines bisschen besser.",
    ],
    specific: [
      "{Number}. Kein Versprechen, sondern ein Fakt.",
      "In Zahlen: {number}.",
      ["{Number}. Punkt.", "bold minimalist"],
      ["Die Zahl, die zählt: {number}.", "pro fine"],
    ],
    proof: [
      "{name}: {proof}.",
      "Warum {name}? {Proof}.",
      "{name}: entwickelt für das echte Leben – und dort getestet.",
      "{name} hält Wort: {benefit}.",
      ["Der Beweis steckt im Detail: {feature}.", "pro fine"],
      ["{Glauben Sie|Glaub} uns nicht einfach. {Probieren Sie|Probier} {name} aus.", "fun warm persuasive"],
      ["Fakten statt Floskeln: {feature}.", "authoritative bold minimalist"],
      "{Verlassen Sie sich|Verlass dich} nicht auf unser Wort: {Überzeugen Sie sich|Überzeug dich} selbst.",
    ],
    social: [
      "Immer mehr {audience} setzen auf {name}.",
      "Immer mehr Menschen steigen auf {name} um.",
      "Nicht ohne Grund reden alle über {name}.",
      ["Alle reden über {name}. {Finden Sie|Finde} heraus, warum!", "hot fun"],
      ["Wer sich auskennt, wählt {name}.", "luxurious authoritative"],
    ],
    unique: [
      "Was {name} auszeichnet: {feature}.",
      "Andere versprechen. {name} liefert: {benefit}.",
      ["Einzigartig: {name}.", "bold minimalist"],
      "{name} macht vieles anders – und das merkt man vom ersten Tag an.",
    ],
    them: [
      "Andere versprechen viel. {name} liefert: {benefit}.",
      "Die meisten Alternativen sparen genau dort, wo es für {audience} darauf ankommt.",
      "Andere Lösungen? Viele Versprechen, wenig Substanz.",
      ["Die übliche Wahl für {audience}: bestenfalls Durchschnitt.", "bold witty"],
      ["Anderswo geben sich {audience} mit Mittelmaß zufrieden.", "fine pro"],
    ],
    story: [
      "Alles begann mit einer einfachen Frage für {audience}: Warum muss das so kompliziert sein? Die Antwort heißt heute {name}.",
      "Wir wollten etwas Besseres für {audience} und haben es nirgends gefunden. Also haben wir {name} entwickelt.",
      ["Ein ganz normaler Morgen für {audience}: hektisch, laut, voller Kompromisse. Dann kommt {name}.", "fine warm"],
      ["Jeden Tag derselbe Kampf für {audience}. Bis {name} kam!", "hot"],
      ["Es war einmal ein Problem, bis {name} kam. Ende (des Problems).", "witty playful"],
    ],
    quote: [
      "{Q}{Benefit:neutral}. Genau das, was ich gesucht habe{/Q}, sagt eine Kundin.",
      "{Q}Ich hatte nicht viel erwartet. Jetzt nutze ich {name} jeden Tag{/Q}, erzählt ein Kunde.",
      "{Q}{Benefit:neutral} – ich will nicht mehr zurück{/Q}, schreibt eine Nutzerin.",
      ["{Q}Ehrlich? {name} hat mich komplett überzeugt!{/Q}, schreibt uns ein Kunde.", "fun hot"],
      ["{Q}Ein kleiner Luxus, der jeden Tag ein wenig schöner macht{/Q}, sagt eine Kundin.", "fine"],
    ],
    context: [
      "Das hören wir immer wieder über {name}.",
      "Solche Worte schreiben uns {audience} jeden Tag.",
      "Echte Menschen, echtes Feedback, ein Produkt: {name}.",
    ],
    promise: [
      "Unser Versprechen: {benefit}.",
      "Ein Versprechen, das {name} jeden Tag einlöst: {benefit}.",
      ["{Sie haben|Du hast} unser Wort: {name} lässt {Sie|dich} nicht im Stich.", "warm pro"],
      "Ein Versprechen, jeden Tag gehalten.",
    ],
    offer: [
      "{name}: {offer}.",
      "Gut zu wissen: {offer}.",
      "{name}: {feature}.",
      "Jetzt erhältlich: {name}.",
      ["Ab sofort verfügbar: {name}!", "hot"],
      ["Jetzt zu entdecken: {name} – {feature}.", "fine"],
    ],
    urgency: [
      // Name-free and fact-led, for an offer line that already named the product (UrgencyScarcity).
      ["Warum warten? {Benefit}.", "not-luxury"],
      ["{Offer}. Worauf {warten Sie|wartest du} noch?", "not-luxury"],
      ["{Offer}. Manches schiebt man besser nicht auf.", "luxurious calm fine"],
      "{Warten Sie|Warte} nicht zu lange auf {name}.",
      "Der beste Moment für {name} ist jetzt.",
      "{Warten Sie|Warte} nicht zu lange.",
      ["Jetzt ist der Moment für {name}!", "hot"],
      ["Warum noch einen Tag auf {name} warten?", "fun warm persuasive"],
      ["{Audience}, {lassen Sie sich|lass dir} das nicht entgehen!", "urgent bold not-luxury"],
      ["Wann immer {Sie so weit sind|du so weit bist}: {name} wartet auf {Sie|dich}.", "calm fine empathetic"],
      ["{Kommen Sie|Komm} bei {name} vorbei und {überzeugen Sie sich|überzeug dich} selbst.", "only-local"],
      ["{name} ist nur einen Download entfernt.", "only-app"],
    ],
    cta: [
      "{Cta}.",
      "{Cta}: {url}.",
      "{Cta}: {name}.",
      "{Cta}. Der Unterschied spricht für sich.",
      "{Cta} – {name} wartet schon.",
      ["Nicht warten: {cta}!", "urgent not-luxury"],
      ["{Cta}. {Ihr|Dein} zukünftiges Ich sagt Danke.", "witty informal"],
      ["{Cta} – ganz ohne Eile.", "calm"],
      ["{Cta} – {Sie werden|du wirst} es nicht bereuen!", "hot fun not-luxury"],
      ["{Cta} – den Rest erledigen wir.", "warm"],
      ["{Cta}: {name} erwartet {Sie|dich}.", "fine pro"],
    ],
    close: ["{close}"],
    listTitle: ["{n} Gründe für {name}:", "Warum {name}? {n} Gründe:", "{name} in {n} Punkten:"],
    bulletIntro: ["{name} auf einen Blick:", "Das bringt {Ihnen|dir} {name}:", "Darum lieben {audience} {name}:"],
    howTitle: ["So funktioniert {name}:", "Los geht’s mit {name}:"],
    step1: ["1. Für {name} entscheiden.", "1. {name} auswählen.", "1. {Cta}."],
    step2: ["2. Ganz nach {Ihrem|deinem} Geschmack nutzen: {feature}.", "2. Sofort loslegen: {feature}.", "2. {name} die Arbeit machen lassen."],
    step3: ["3. Das Ergebnis genießen: {benefit}.", "3. Den Unterschied genießen.", "3. {Benefit}. Fertig."],
    headline: [
      "{name}",
      "Das ist {name}",
      "Neu: {name}",
      "{name} ist da",
      ["{name} entdecken", "pro fine"],
      ["Endlich: {name}", "fun"],
      "{name}: {number}",
      "{name} – {benefit}",
      "{Benefit} – {name}",
      "{Feature} – {name}",
      "{name}: {feature}",
      ["{name} – jetzt zugreifen", "hot"],
    ],
    tagline: ["{Benefit}", "{Feature}", "{Number}", ["{Benefit}, jeden Tag", "warm fine pro"], ["{Number}!", "hot"]],
    mention: ["Außerdem: {mention}.", "Und ja: {mention}.", "Gut zu wissen: {mention}."],
  },
  tones: {
    professional: { lead: ["Der entscheidende Vorteil", "In der Praxis"], close: ["Qualität, auf die Verlass ist.", "Gemacht für Leistung im Alltag."], open: ["Neu:", "Ab sofort erhältlich:"] },
    informal: { lead: ["Das Beste daran", "Mal ehrlich"], close: ["Man fragt sich echt, wie es vorher ohne ging.", "Na los, einfach mal ausprobieren."], open: ["Kleiner Tipp:", "Kurz mal herhören:"] },
    friendly: { lead: ["Das Schöne daran", "Gut zu wissen"], close: ["Wir glauben, das wird ein echter Liebling.", "Einfach ausprobieren – wir sind da, wenn Fragen aufkommen."], open: ["Hallo!", "Gute Nachrichten:"] },
    witty: { lead: ["Plot-Twist", "Fun Fact"], close: ["Mittelmaß? War gestern.", "Kompromisse haben wir ausgemustert."], open: ["Spoiler:", "Geständnis:"] },
    persuasive: { lead: ["Der Unterschied", "Warum das zählt"], close: ["Wer es einmal probiert hat, will nicht mehr zurück.", "Die klügere Wahl liegt auf der Hand."], open: ["Zum Nachdenken:", "Die Rechnung ist einfach:"] },
    luxurious: { lead: ["Das Wesentliche", "Das Detail, das zählt"], close: ["Geschaffen für alle, die mehr erwarten.", "Ein Genuss, der bleibt."], open: ["Wir präsentieren:", "Für Kenner:"] },
    bold: { lead: ["Unterm Strich", "Kein Kompromiss"], close: ["Keine halben Sachen.", "Alles andere ist zweite Wahl."], open: ["Hergehört:", "Klartext:"] },
    empathetic: { lead: ["Was wirklich hilft", "Was sich ändert"], close: ["Manchmal darf es einfach funktionieren.", "Weil der Alltag schon voll genug ist."], open: ["Wir verstehen das:", "Ganz ehrlich:"] },
    urgent: { lead: ["Nicht verpassen", "Jetzt neu"], close: ["Nicht warten!", "Jetzt handeln, nicht später!"], open: ["Schnell!", "Achtung:"] },
    inspirational: { lead: ["Die Möglichkeit", "Was möglich wird"], close: ["Heute beginnt etwas Besseres.", "Kleine Veränderung, großer Unterschied."], open: ["Man stelle sich vor:", "Hier beginnt es:"] },
    playful: { lead: ["Psst", "Und jetzt kommt’s"], close: ["Spaß? Garantiert.", "Zeit für ein kleines Glück!"], open: ["Psst!", "Trommelwirbel:"] },
    authoritative: { lead: ["Die Fakten", "Von Grund auf"], close: ["Der Standard, an dem sich andere messen.", "Gebaut für Leistung."], open: ["Fakt:", "Der Maßstab:"] },
    calm: { lead: ["Ganz einfach", "In aller Ruhe"], close: ["Ganz ohne Eile.", "Einfach. Beständig. Gut."], open: ["Einmal durchatmen:", "Ganz in Ruhe:"] },
    enthusiastic: { lead: ["Es kommt noch besser", "Und jetzt aufgepasst"], close: ["Das wird ein Lieblingsstück!", "Das ist ein echter Gamechanger!"], open: ["Ja!", "Große Neuigkeiten:"] },
    minimalist: { lead: ["Kurz gesagt", "Im Kern"], close: ["Das ist alles.", "Weniger, aber besser."], open: ["Neu.", "Einfach:"] },
  },
  cta: {
    sales: ["Jetzt bestellen", "Jetzt kaufen", "Jetzt sichern", "{Bestellen Sie|Bestell} noch heute"],
    signup: ["Kostenlos registrieren", "Jetzt anmelden", "Konto erstellen"],
    install: ["App herunterladen", "Jetzt installieren", "App jetzt laden"],
    booking: ["Jetzt buchen", "Termin vereinbaren", "Platz reservieren"],
    learn: ["Mehr erfahren", "Jetzt entdecken", "Mehr entdecken"],
    visit: ["{Besuchen Sie|Besuch} uns", "{Kommen Sie|Komm} vorbei", "Bis bald im Laden"],
  },
  openers: ["Endlich:", "Ganz neu:", "Gute Nachrichten:", "Hier ist es:", "Schon gewusst?", "Achtung:", "Kurz gesagt:", "Aufgepasst:", "Ganz ehrlich:", "Neu:", "Heute:", "Jetzt:"],
  genericItems: ["Für den Alltag gemacht", "Schnell startklar", "Mit Sorgfalt gestaltet", "Qualität, die bleibt"],
  quotes: ["„", "“"],
  ctaWords: [
    "bestellen", "bestelle", "bestell", "kaufen", "kaufe", "kauf", "sichern", "sichere", "sichert", "holen", "hol", "hole",
    "testen", "teste", "probieren", "probiere", "probier", "ausprobieren", "entdecken", "entdecke", "erfahren", "erfahre",
    "registrieren", "registriere", "anmelden", "melde", "buchen", "buche", "reservieren", "reserviere", "vereinbaren",
    "herunterladen", "lade", "laden", "installieren", "installiere", "starten", "starte", "erstellen", "erstelle",
    "abonnieren", "abonniere", "besuchen", "besuche", "shoppen", "erleben", "erlebe", "zugreifen", "greif",
  ],
  // Capitalised markers match only with their capital and only mid-sentence, so 3rd-person
  // "sie/ihre" does not count as formal address; "Ihr" (also informal plural "ihr") is left out.
  formalWords: ["Sie", "Ihnen", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"],
  informalWords: ["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"],
  // Possessives and object pronouns carry over word for word; "du"/"Sie" as subjects need another verb form.
  addressSwap: {
    toFormal: { dein: "Ihr", deine: "Ihre", deinen: "Ihren", deinem: "Ihrem", deiner: "Ihrer", deines: "Ihres", dich: "Sie", dir: "Ihnen" },
    toInformal: { Ihr: "dein", Ihre: "deine", Ihren: "deinen", Ihrem: "deinem", Ihrer: "deiner", Ihres: "deines", Ihnen: "dir" },
  },
};
