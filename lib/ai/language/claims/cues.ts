/**
 * The words by which an ad text claims something a brief must license (issue #25), per language.
 * A cue is a phrase, matched case-insensitively at word boundaries; "*" ends a cue that takes any
 * ending ("garant*" is "garanti", "garantie", "garantiert"). Kept as plain phrases, not regular
 * expressions, so a copywriter can read and extend the lists.
 *
 * The lists are wide on purpose: a claim that slips through is a legal risk for a dental clinic, a
 * sentence wrongly held back only costs the engine one of its many alternatives.
 */
import type { LanguageCode } from "../codes";

export const CLAIM_CATEGORIES = [
  "novelty", // "new", "ist da", "Desde hoy", "endlich"
  "superlative", // "best", "sets the standard", "your new favourite"
  "free", // "free", "kostenlos", "offert"
  "guarantee", // "guarantee", "risk-free", "satisfait ou remboursé"
  "urgency", // scarcity and urgency: "Stocks are limited!", "Don't wait"
  "socialProof", // reviews, experts, "many switch", awards
  "health", // health and pain promises
  "always", // "always", "every day", "24/7", "whenever you like"
  "discount", // discounts, sales, "cheap"
  "pain", // a problem the brief never names: "some days nothing goes to plan"
  "comparison", // what "other options", "most solutions" do, or that the product is unlike them
  "story", // an origin story or a customer's voice the brief never told: "So we made…", a quote
  "outcome", // a result the brief never promises: "less effort, better results", "every day a little better"
] as const;

export type ClaimCategory = (typeof CLAIM_CATEGORIES)[number];

/** One list per language the engines write (Dutch, Portuguese and Turkish since 2026-11-27). */
export const CLAIM_CUES: Readonly<Record<LanguageCode, Readonly<Record<ClaimCategory, readonly string[]>>>> = {
  en: {
    novelty: ["new", "brand-new", "newest", "now available", "available now", "just launched", "launch*", "introducing", "is here", "are here", "has arrived", "have arrived", "finally", "the wait is over", "debut*"],
    superlative: ["best", "finest", "greatest", "#1", "number one", "no. 1", "leading", "world-class", "unbeatable", "unrivalled", "unrivaled", "unmatched", "sets the standard", "set the standard", "ultimate", "perfect", "top-rated", "like no other", "second to none", "revolution*", "game-chang*", "favorite", "favourite", "better than", "outstanding", "exceptional", "must-have"],
    free: ["free", "for free", "at no cost", "no charge", "complimentary", "gratis", "on the house"],
    guarantee: ["guarantee*", "money-back", "risk-free", "no risk", "we promise", "promise you", "satisfaction"],
    urgency: ["limited", "hurry", "don't wait", "do not wait", "don't miss", "don't let this", "last chance", "only a few", "few left", "while stocks last", "stocks are", "act now", "today only", "ends soon", "before it's gone", "selling fast", "why wait", "wait too long", "waiting for", "too late", "now or never", "running out", "exclusive", "right now", "won't last", "claim yours", "grab yours", "what are you waiting", "you won't regret"],
    socialProof: ["review*", "rated", "stars", "expert*", "recommended", "trusted by", "loved by", "customers love", "people love", "thousands", "millions", "many people", "more and more", "switching to", "switched to", "who already", "already rely", "award*", "bestsell*", "best-sell*", "popular", "everyone", "fans", "testimonial*", "people are", "others already", "word is out"],
    health: ["health*", "heal*", "cure*", "pain", "painless", "relief", "relieve*", "immune", "wellbeing", "well-being", "clinically", "doctor*", "sleep better", "anxiety", "stress-free"],
    always: ["always", "every day", "everyday", "daily", "24/7", "around the clock", "anytime", "any time", "whenever you like", "whenever you want", "forever", "never again", "all day", "day and night"],
    discount: ["discount*", "% off", "sale", "deal", "cheap*", "bargain*", "reduced", "half price", "lowest price", "low price", "affordable", "budget-friendly", "save money", "savings"],
    pain: ["frustrat*", "hassle*", "struggl*", "stress*", "nothing goes to plan", "nothing quite works", "nothing works", "tired of", "sick of", "annoy*", "headache*", "wasted", "compromises", "rushed", "chaos", "don't work the way", "didn't quite work", "problem*", "the usual choice", "workarounds", "missing", "fed up"],
    comparison: ["most solutions", "other options", "others promise", "most alternatives", "alternatives", "the usual choice", "elsewhere", "does things differently", "do things differently", "one of a kind", "those who know", "good enough", "status quo", "second-best", "average at best", "cut corners"],
    story: ["it started", "it all started", "we wanted", "so we made", "we created", "we made", "once upon a time", "then came", "arrives", "was the answer", "\u201c", "\u201d"],
    outcome: ["see the difference", "a little lighter", "a little better", "simply works", "less effort", "better results", "more good days", "day easier", "easier", "glad to have", "you'll notice", "less hassle", "more of what", "what really counts", "what matters", "one thing less", "without fuss", "flows", "saves time", "save time", "peace of mind", "take it from there"],
  },
  de: {
    novelty: ["neu", "neue*", "brandneu*", "ist da", "sind da", "endlich", "jetzt erhältlich", "ab sofort", "ab heute", "neuheit", "premiere", "erstmals", "vorgestellt", "launch"],
    superlative: ["beste", "besten", "bester", "bestes", "bestem", "nr. 1", "nummer 1", "nummer eins", "führend*", "unschlagbar*", "einzigartig*", "unvergleichlich*", "perfekt*", "setzt maßstäbe", "maßstab", "ultimativ*", "weltklasse", "erstklassig*", "unübertroffen*", "revolutionär*", "liebling*", "besser als", "spitzen*", "herausragend*", "ein muss"],
    free: ["kostenlos*", "gratis", "umsonst", "geschenkt", "kostenfrei*", "ohne kosten", "gebührenfrei*"],
    guarantee: ["garantie*", "garantiert*", "geld-zurück", "geld zurück", "risikofrei*", "ohne risiko", "versprochen", "zufriedenheit*"],
    urgency: ["limitiert*", "begrenzt*", "jetzt sichern", "sichern sie sich", "sichere dir", "nur noch", "nicht warten", "warte nicht", "warten sie nicht", "verpass*", "letzte chance", "solange der vorrat", "nur heute", "schnell sein", "zugreifen", "greifen sie zu", "greif zu", "jetzt oder nie", "bevor es weg", "knapp", "exklusiv*", "worauf warte*", "warum warten", "nicht zu lange", "nicht bereuen"],
    socialProof: ["bewertung*", "bewertet", "sterne", "experte*", "expertin*", "empfohlen", "empfehlen", "kunden lieben", "beliebt*", "tausende", "viele sind", "viele setzen", "viele vertrauen", "viele wechseln", "gewechselt", "umgestiegen", "vertrauen auf", "preisgekrönt*", "auszeichnung*", "ausgezeichnet*", "bestseller", "fans", "testsieger", "immer mehr", "andere schon"],
    health: ["gesund*", "heilt", "heilung", "schmerz*", "linderung", "lindert", "immunsystem", "wohlbefinden", "klinisch", "ärztlich*", "arzt", "besser schlafen", "angst"],
    always: ["immer", "jeden tag", "täglich*", "rund um die uhr", "24/7", "jederzeit", "tag und nacht", "nie wieder", "ständig", "allzeit"],
    discount: ["rabatt*", "reduziert*", "sparen", "spare", "sparen sie", "sonderpreis*", "günstig*", "billig*", "schnäppchen", "aktion*", "sale", "preiswert*", "angebot"],
    pain: ["frust*", "ärger*", "nervig*", "nervt", "stress*", "chaos", "kämpf*", "mühsam*", "satt", "kopfschmerz*", "problem*", "klappt nichts", "nichts klappt", "nichts so richtig", "geht schief", "nicht so läuft", "kompromiss*", "fehlt meist", "was meist fehlt", "hektisch*", "die übliche wahl", "umwege"],
    comparison: ["die meisten lösungen", "andere versprechen", "andere lösungen", "die meisten alternativen", "alternativen", "übliche wahl", "üblichen lösungen", "anderswo", "macht vieles anders", "wer sich auskennt", "gut genug", "status quo", "mittelmaß", "zweite wahl", "durchschnitt"],
    story: ["alles begann", "wir wollten", "haben wir", "es war einmal", "dann kommt", "\u201e", "\u201c"],
    outcome: ["den unterschied", "weniger aufwand", "bessere ergebnisse", "mehr gute tage", "leichter", "ein kleines bisschen besser", "wie von selbst", "was wirklich zählt", "was dir wichtig", "was ihnen wichtig", "spart", "zeit sparen"],
  },
  fr: {
    novelty: ["nouveau", "nouvel", "nouvelle*", "nouveaux", "nouveauté*", "enfin", "est arrivé*", "sont arrivé*", "est là", "disponible dès", "dès aujourd'hui", "dès maintenant", "lancement", "vient de sortir", "inédit*", "découvrez le nouveau"],
    superlative: ["meilleur*", "le plus", "la plus", "les plus", "n° 1", "numéro 1", "leader", "incomparable*", "inégalé*", "imbattable*", "parfait*", "ultime", "révolutionnaire*", "la référence", "sans égal", "exceptionnel*", "préféré*", "incontournable*"],
    free: ["gratuit*", "offert*", "sans frais", "cadeau"],
    guarantee: ["garanti*", "satisfait ou remboursé", "sans risque", "promis"],
    urgency: ["limité*", "ne tardez pas", "ne tarde pas", "n'attendez pas", "n'attends pas", "dépêche*", "dernière chance", "plus que", "jusqu'à épuisement", "vite", "ne manquez pas", "ne ratez pas", "ne laissez pas passer", "aujourd'hui seulement", "exclusi*", "pourquoi attendre", "qu'attendez-vous", "tarder", "pas de regret", "ne le regretterez pas"],
    socialProof: ["avis", "étoiles", "expert*", "recommandé*", "plébiscit*", "adoré*", "des milliers", "beaucoup passent", "ont adopté", "primé*", "récompens*", "best-seller*", "populaire*", "fans", "clients satisfaits", "de plus en plus", "d'autres ont"],
    health: ["santé", "sain", "saine*", "sains", "guérit", "guérison", "douleur*", "soulage*", "bien-être", "immunit*", "cliniquement", "médecin*", "mieux dormir"],
    always: ["toujours", "chaque jour", "tous les jours", "quotidien*", "24h/24", "24 h/24", "24/7", "7j/7", "7 j/7", "à tout moment", "jour et nuit", "plus jamais", "quand vous voulez", "quand tu veux", "quand vous le souhaitez", "à toute heure"],
    discount: ["réduction*", "remise*", "promo*", "soldes", "prix réduit*", "économise*", "économiser", "pas cher", "moins cher", "bon plan", "offre spéciale"],
    pain: ["frustr*", "galère*", "galérer", "stress*", "casse-tête", "prise de tête", "marre", "fatigué* de", "rien ne va", "rien ne marche", "problème*", "compliqué*", "chaos", "compromis", "ce qui manque", "le choix habituel", "pressé*"],
    comparison: ["la plupart des solutions", "les autres promettent", "d'autres promettent", "autres options", "la plupart des alternatives", "alternatives", "le choix habituel", "ailleurs", "fait les choses autrement", "unique en son genre", "les connaisseurs", "assez bien", "statu quo", "seconds choix", "solution habituelle"],
    story: ["tout est parti", "nous cherchions", "nous avons créé", "il était une fois", "puis vint", "puis arrive", "\u00ab", "\u201c"],
    outcome: ["la différence", "moins d'efforts", "plus de résultats", "plus de temps", "gagnez du temps", "gagnes du temps", "l'essentiel", "un peu meilleure", "tout fonctionne", "plus simple", "plus facile"],
  },
  es: {
    novelty: ["nuevo", "nueva", "nuevos", "nuevas", "novedad*", "desde hoy", "ya está aquí", "ya está", "ya disponible", "por fin", "ha llegado", "llega", "lanzamiento", "estreno", "presentamos"],
    superlative: ["mejor", "mejores", "el más", "la más", "los más", "las más", "nº 1", "número 1", "número uno", "líder", "inigualable*", "incomparable*", "imbatible*", "perfect*", "definitiv*", "revolucionari*", "referente", "sin igual", "excepcional*", "favorit*", "imprescindible*"],
    free: ["gratis", "gratuit*", "sin coste", "sin costo", "de regalo", "regalo"],
    guarantee: ["garantía*", "garantizad*", "sin riesgo*", "devolución del dinero", "te lo prometemos", "prometemos"],
    urgency: ["limitad*", "no esperes", "no espere", "date prisa", "dese prisa", "última oportunidad", "quedan pocos", "hasta agotar", "no te lo pierdas", "no se lo pierda", "solo hoy", "exclusiv*", "a qué esperas", "a qué espera", "por qué esperar", "antes de que se acabe", "no dejes pasar", "no te arrepentirás", "no se arrepentirá"],
    socialProof: ["reseña*", "opiniones", "valorad*", "estrellas", "expert*", "recomendad*", "miles de", "muchos ya", "se han pasado", "premiad*", "galardonad*", "premio*", "éxito de ventas", "popular*", "cada vez más", "otros ya"],
    health: ["salud", "saludable*", "sano", "sana", "sanos", "sanas", "cura", "curar", "dolor*", "alivi*", "bienestar", "inmun*", "clínicamente", "médic*", "dormir mejor"],
    always: ["siempre", "cada día", "todos los días", "a diario", "diari*", "24/7", "24 horas", "en cualquier momento", "cuando quieras", "cuando quiera", "día y noche", "nunca más"],
    discount: ["descuento*", "rebaja*", "oferta*", "ahorra*", "ahorro", "más barat*", "barat*", "precio reducido", "promoción", "chollo*"],
    pain: ["frustra*", "agobi*", "estrés", "estresa*", "lío", "complicad*", "harto*", "harta*", "cansad* de", "nada sale", "nada funciona", "problema*", "caos", "quebradero*", "lo que suele faltar", "la opción habitual", "compromisos", "con prisas"],
    comparison: ["la mayoría de las soluciones", "otros prometen", "otras opciones", "la mayoría de las alternativas", "alternativas", "la opción de siempre", "las opciones de siempre", "en otros sitios", "de otra manera", "quien sabe", "suficiente", "lo de siempre", "de segunda", "del montón"],
    story: ["todo empezó", "queríamos", "así que creamos", "érase una vez", "hasta que llegó", "y entonces llega", "\u00ab", "\u201c"],
    outcome: ["la diferencia", "menos esfuerzo", "mejores resultados", "ahorra tiempo", "lo que de verdad cuenta", "lo que te importa", "lo que le importa", "un poco mejor", "todo funciona", "más fácil", "más sencillo", "días buenos"],
  },
  it: {
    novelty: ["nuovo", "nuova", "nuovi", "nuove", "novità", "finalmente", "è arrivato", "è arrivata", "è qui", "da oggi", "ora disponibile", "lancio", "debutto", "presentiamo"],
    superlative: ["migliore", "migliori", "il più", "la più", "i più", "le più", "n. 1", "numero 1", "numero uno", "leader", "ineguagliabil*", "impareggiabil*", "imbattibil*", "perfett*", "definitiv*", "rivoluzionari*", "il riferimento", "senza pari", "eccezional*", "preferit*", "irrinunciabil*"],
    free: ["gratis", "gratuit*", "in omaggio", "omaggio", "senza costi", "regalo"],
    guarantee: ["garanzia", "garantit*", "senza rischi*", "soddisfatti o rimborsati", "promettiamo"],
    urgency: ["limitat*", "non aspettare", "non aspetti", "affrettati", "si affretti", "ultima occasione", "ultimi pezzi", "fino a esaurimento", "non perdere", "non perderti", "solo oggi", "esclusiv*", "perché aspettare", "cosa aspetti", "non te ne pentirai", "non lasciarti sfuggire"],
    socialProof: ["recensioni", "valutat*", "stelle", "espert*", "consigliat*", "raccomandat*", "migliaia", "in tanti", "molti già", "premiat*", "premio", "best seller", "popolar*", "amato da", "sempre più", "altri hanno già"],
    health: ["salute", "sano", "sana", "sani", "guarisce", "dolor*", "sollievo", "benessere", "immunit*", "clinicamente", "medic*", "dormire meglio"],
    always: ["sempre", "ogni giorno", "tutti i giorni", "quotidian*", "24/7", "24 ore", "in qualsiasi momento", "quando vuoi", "quando vuole", "giorno e notte", "mai più"],
    discount: ["sconto", "sconti", "scontat*", "saldi", "offerta", "risparmia*", "risparmio", "più economic*", "economic*", "prezzo ridotto", "promozione"],
    pain: ["frustra*", "stress*", "fatica", "complicat*", "stufo", "stufa", "stanc* di", "niente va", "niente funziona", "problema", "problemi", "caos", "grattacap*", "quello che manca", "la solita scelta", "compromessi", "di corsa"],
    comparison: ["molte soluzioni", "gli altri promettono", "le alternative", "quasi tutte le alternative", "alternative", "la scelta di sempre", "solite soluzioni", "altrove", "in modo diverso", "senza paragoni", "chi se ne intende", "abbastanza buono", "status quo", "seconde scelte", "nella media"],
    story: ["tutto è iniziato", "volevamo", "abbiamo creato", "c'era una volta", "finché non arriva", "poi arriva", "poi arrivò", "\u00ab", "\u201c"],
    outcome: ["la differenza", "meno fatica", "più risultati", "risparmiare tempo", "ciò che conta", "ciò che ti sta a cuore", "un po' migliore", "tutto funziona", "più facile", "più semplice", "giornate sì"],
  },
  nl: {
    novelty: ["nieuw", "nieuwe", "nieuwste", "gloednieuw*", "eindelijk", "nu verkrijgbaar", "nu beschikbaar", "vanaf vandaag", "vanaf nu", "lancering", "primeur", "net gelanceerd", "is gearriveerd", "maak kennis met de nieuwe"],
    superlative: ["beste", "nummer 1", "nr. 1", "nummer één", "toonaangevend*", "ongeëvenaard*", "onverslaanbaar*", "perfect*", "ultiem*", "revolutionair*", "zet de standaard", "de standaard", "weergaloos", "uitzonderlijk*", "favoriet*", "beter dan", "onmisbaar*", "uniek*"],
    free: ["gratis", "kosteloos", "kostenloos", "cadeau", "zonder kosten", "voor niets"],
    guarantee: ["garantie", "gegarandeerd", "garanderen", "zonder risico", "risicoloos", "niet goed, geld terug", "beloven"],
    urgency: ["beperkt*", "wacht niet", "niet wachten", "op = op", "zolang de voorraad strekt", "laatste kans", "alleen vandaag", "snel zijn", "mis het niet", "exclusie*", "waar wacht je op", "haast je"],
    socialProof: ["reviews", "beoordeeld", "beoordelingen", "sterren", "expert*", "aanbevolen", "duizenden", "steeds meer", "bekroond", "prijswinnend*", "populair*", "geliefd", "bestseller"],
    health: ["gezond*", "gezondheid", "geneest", "pijn", "pijnvrij", "verlichting", "weerstand", "klinisch", "medisch*", "beter slapen", "welzijn"],
    always: ["altijd", "elke dag", "iedere dag", "dagelijks", "24/7", "24 uur", "dag en nacht", "wanneer je maar wilt", "wanneer u maar wilt", "nooit meer", "op elk moment"],
    discount: ["korting", "kortingen", "uitverkoop", "sale", "aanbieding", "bespaar*", "besparing", "goedkoop*", "voordelig*", "afgeprijsd", "actieprijs"],
    pain: ["frustr*", "stress*", "gedoe", "ingewikkeld*", "moe van", "niets werkt", "probleem", "problemen", "chaos", "wat ontbreekt", "compromis*", "gehaast"],
    comparison: ["de meeste oplossingen", "anderen beloven", "alternatieven", "andere opties", "de gebruikelijke keuze", "anders dan", "zonder weerga", "gemiddeld", "status quo"],
    story: ["het begon", "we wilden", "we maakten", "er was eens", "toen kwam", "\u00ab", "\u201c"],
    outcome: ["het verschil", "minder moeite", "betere resultaten", "tijd besparen", "wat telt", "wat echt telt", "een beetje beter", "alles werkt", "makkelijker", "eenvoudiger"],
  },
  pt: {
    novelty: ["novo", "nova", "novos", "novas", "novidade*", "finalmente", "chegou", "chegaram", "já disponível", "agora disponível", "a partir de hoje", "lançamento", "estreia", "apresentamos"],
    superlative: ["melhor", "melhores", "o mais", "a mais", "os mais", "as mais", "nº 1", "n.º 1", "número 1", "número um", "líder", "incomparáve*", "imbatíve*", "perfeit*", "definitiv*", "revolucionári*", "a referência", "sem igual", "excecional*", "excepcional*", "preferid*", "indispensáve*"],
    free: ["grátis", "gratuit*", "sem custos", "sem custo", "brinde", "de graça", "de borla", "oferecemos"],
    guarantee: ["garantia", "garantid*", "garantimos", "sem risco*", "satisfação garantida", "prometemos", "dinheiro de volta"],
    urgency: ["limitad*", "não espere", "não esperes", "apresse-se", "última oportunidade", "últimas unidades", "até esgotar", "enquanto durarem", "não perca", "não percas", "só hoje", "apenas hoje", "exclusiv*", "de que está à espera", "do que estás à espera"],
    socialProof: ["avaliações", "avaliad*", "estrelas", "especialistas", "recomendad*", "milhares", "muitos já", "cada vez mais", "premiad*", "prémio", "prêmio", "popular*", "adorad*", "best seller"],
    health: ["saúde", "saudáve*", "cura", "dor", "dores", "alívio", "bem-estar", "imunidade", "clinicamente", "médic*", "dormir melhor"],
    always: ["sempre", "todos os dias", "todo o dia", "diariamente", "24/7", "24 horas", "a qualquer hora", "quando quiser", "quando quiseres", "dia e noite", "nunca mais"],
    discount: ["desconto", "descontos", "saldos", "promoção", "promoções", "poupe", "poupa", "poupança", "economize", "barat*", "económic*", "econômic*", "preço reduzido", "oferta"],
    pain: ["frustra*", "stress*", "estresse", "complicad*", "cansad* de", "farto de", "farta de", "nada funciona", "problema", "problemas", "caos", "dor de cabeça", "o que falta"],
    comparison: ["a maioria das soluções", "outros prometem", "as alternativas", "alternativas", "a escolha habitual", "de forma diferente", "sem comparação", "na média", "status quo"],
    story: ["tudo começou", "queríamos", "criámos", "era uma vez", "\u00ab", "\u201c"],
    outcome: ["a diferença", "menos esforço", "melhores resultados", "poupar tempo", "o que conta", "o que importa", "um pouco melhor", "tudo funciona", "mais fácil", "mais simples"],
  },
  tr: {
    novelty: ["yeni", "yepyeni", "yenilik*", "sonunda", "nihayet", "geldi", "artık burada", "şimdi satışta", "bugünden itibaren", "lansman", "tanıtıyoruz", "ilk kez"],
    superlative: ["en iyi", "en iyisi", "bir numara", "1 numara", "lider", "rakipsiz", "eşsiz", "benzersiz", "eşi benzeri", "mükemmel", "kusursuz", "devrim*", "çıtayı yükselt*", "standardı belirle*", "vazgeçilmez", "olağanüstü", "favori*", "daha iyi"],
    free: ["ücretsiz", "bedava", "hediye", "parasız", "bedelsiz"],
    guarantee: ["garanti*", "risksiz", "risk yok", "memnun kalmazsanız", "söz veriyoruz"],
    urgency: ["sınırlı", "stoklarla sınırlı", "acele et*", "beklemeyin", "son fırsat", "kaçırmayın", "kaçırma", "sadece bugün", "yalnızca bugün"],
    socialProof: ["yorum*", "puan*", "yıldız*", "uzman*", "tavsiye*", "önerilen", "binlerce", "birçok kişi", "giderek daha fazla", "ödüllü", "ödül*", "popüler", "sevilen", "çok satan"],
    health: ["sağlık*", "sağlıklı", "iyileştir*", "ağrı*", "rahatlama", "bağışıklık", "klinik*", "tıbbi", "daha iyi uyu*"],
    always: ["her zaman", "her gün", "7/24", "24/7", "24 saat", "gece gündüz", "istediğin zaman", "istediğiniz zaman", "bir daha asla"],
    discount: ["indirim*", "kampanya*", "fırsat*", "tasarruf*", "ucuz*", "uygun fiyat*", "ekonomik"],
    pain: ["stres*", "zahmet*", "karmaşık", "sorun*", "problem*", "kaos", "bıktınız mı", "bıktın mı", "hiçbir şey işe yaramıyor", "eksik olan"],
    comparison: ["çoğu çözüm", "diğerleri", "alternatifler", "alışılmış seçim", "farklı bir şekilde", "ortalama"],
    story: ["her şey başladı", "istedik", "yarattık", "bir varmış bir yokmuş", "\u00ab", "\u201c"],
    outcome: ["farkı", "fark yaratır", "daha az zahmet", "daha iyi sonuç*", "zaman kazan*", "önemli olan", "biraz daha iyi", "her şey yolunda", "daha kolay", "daha basit"],
  },
};
