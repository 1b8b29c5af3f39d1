/**
 * Round 7 of the ad-copy quality suite (issue #25): a hold-out. 12 new briefs of trades none of the
 * earlier sets has (briefs.ts, briefs-round5.ts, briefs-round6.ts, the engine's quality-briefs.ts),
 * written after round 6's fixes and before anyone ran them through the engine, the way customers type
 * them: lower-case starts, abbreviations ("incl.", "z. B.", "p. ex.", "ca.", "approx."), typos
 * ("garantee", "Brillenglässer", "reservez"), units without a space ("2h", "50km", "8kg"), brackets,
 * opening hours, model numbers, prices, scoped figures ("up to", "ab", "dès", "vanaf", "a partir de").
 * English, German, French, Spanish, Italian, Dutch, Portuguese and Turkish, with free-form tones; plus
 * two requests the built-in engine must refuse (an English brief asking for German copy, a Swedish
 * brief). All are hold-out; `generate.ts --round7` writes 5 texts each to texts-round7.json.
 */
import type { CustomerBrief } from "./briefs";

export const ROUND7_BRIEFS: readonly CustomerBrief[] = [
  // English
  { id: "r7-en-locksmith", kind: "locksmith", language: "en", output: "en", productName: "KeyRight Locksmiths", productDescription: "locksmith in Sheffield (S1-S11). lockouts, lock changes + uPVC door repairs, British Standard locks (BS3621) fitted. call-out from £65, no call-out charge if we cant get you in. approx. 30 min response in the city centre, 7am-10pm.", targetAudience: "homeowners and landlords", cta: "Call now", tone: "understated, no hype", holdout: true },
  { id: "r7-en-cyber", kind: "cyber-security", language: "en", output: "English", productName: "Northgate Security", productDescription: "cyber security consultancy for SMEs (20-250 staff). penetration testing, Cyber Essentials Plus certification support, phishing simulations for staff. CREST-accredited testers. fixed-price pentest from £3,500 + VAT, report within 5 working days.", targetAudience: "IT managers at small firms", cta: "Get a quote", holdout: true },
  // German
  { id: "r7-de-optician", kind: "optician", language: "de", output: "de", productName: "Optik Sehwerk", productDescription: "optiker in Freiburg (Wiehre). sehtest kostenlos, Gleitsichtbrillen ab 299€ inkl. Brillenglässer von Zeiss, Fassungen z. B. von Lindberg und ic! berlin. Kontaktlinsenanpassung nach Termin. Di-Fr 9:30-18, Sa 10-14 Uhr.", targetAudience: "Brillenträger", cta: "Termin für Sehtest", tone: "Professional", holdout: true },
  { id: "r7-de-moving", kind: "moving", language: "de", output: "Deutsch", productName: "Umzüge Krämer", productDescription: "umzugsunternehmen aus Hannover, Privat- und Firmenumzüge bundesweit. Festpreis nach Besichtigung (auch per Video), Möbelmontage + Halteverbotszone inkl., Kartons leihweise. ca. 600 Umzüge im Jahr, Lkw bis 7,5t.", targetAudience: "Familien die umziehen", cta: "Festpreis anfragen", tone: "Friendly", holdout: true },
  // French
  { id: "r7-fr-kidsbooks", kind: "bookshop", language: "fr", output: "fr", productName: "La Baleine qui Lit", productDescription: "librairie jeunesse à Rennes (rue de la Soif). albums, romans ado, BD et p. ex. des livres en breton. heure du conte le mercredi à 16h (gratuit, dès 3 ans). commande possible, retrait en 48h. ouvert du mar. au sam. 10h-19h.", targetAudience: "parents et grands-parents", cta: "Passez nous voir", holdout: true },
  { id: "r7-fr-wedding", kind: "venue", language: "fr", output: "French", productName: "Domaine des Tilleuls", productDescription: "domaine pour mariages en Provence, à 25 min d'Aix. salle de réception jusqu'à 180 invités, 14 chambres sur place, parc de 3 ha avec chapelle. location du week-end dès 9 500 €. visites sur rdv uniquement, reservez tôt pour juin-sept.", targetAudience: "futurs mariés", cta: "Demander une visite", tone: "Luxurious", holdout: true },
  // Spanish
  { id: "r7-es-doggroomer", kind: "pet-grooming", language: "es", output: "es", productName: "Peludos Spa", productDescription: "peluquería canina en Zaragoza (Delicias). baño, corte a tijera y deslanado, corte de uñas incl. perros pequeños desde 25€, grandes desde 40€ (hasta 40kg). con cita previa, lun. a sáb. 9-19h. usamos champús sin parabenos.", targetAudience: "dueños de perros", cta: "Pide cita", tone: "Playful", holdout: true },
  { id: "r7-es-garden", kind: "garden-centre", language: "es", output: "Spanish", productName: "Vivero El Olivar", productDescription: "vivero y centro de jardinería en las afueras de Granada. unas 2.000 plantas (olivos, cítricos, aromáticas, cactus), macetas, tierra y riego por goteo. entrega a domicilio a partir de 60€ de compra en un radio de 20km. abierto todos los días de 9 a 14h y de 17 a 20h.", targetAudience: "gente con jardín o terraza", cta: "Visítanos", tone: "Calm", holdout: true },
  // Italian
  { id: "r7-it-brewery", kind: "brewery", language: "it", output: "it", productName: "Birrificio Val Brembana", productDescription: "birrificio artigianale in provincia di Bergamo. 8 birre alla spina (ipa, blanche, stout ecc.), non filtrate e non pastorizzate. visita del birrificio + degustazione il sabato alle 17 (15€, ca. 1h30). vendita diretta in bottiglie da 33cl e fusti da 5L.", targetAudience: "appassionati di birra", cta: "Prenota la visita", tone: "Bold", holdout: true },
  // Dutch
  { id: "r7-nl-ebike", kind: "rental", language: "nl", output: "nl", productName: "Polderfiets Verhuur", productDescription: "e-bike verhuur in Haarlem, vlakbij station. Gazelle e-bikes met ca. 80km actieradius, helm en fietstas incl. vanaf €29 per dag, meerdaagse korting op aanvraag. fietsroutes naar zee en bollenvelden gratis mee. dagelijks 9-18u (nov-feb gesloten).", targetAudience: "toeristen en dagjesmensen", cta: "Reserveer je e-bike", tone: "understated, quietly confident", holdout: true },
  // Portuguese
  { id: "r7-pt-storage", kind: "self-storage", language: "pt", output: "pt", productName: "Guarda Bem Self Storage", productDescription: "self storage em Lisboa (Alcântara). boxes de 1 a 20m2, acesso com código das 6h às 23h, videovigilância. contrato mensal sem fidelização, a partir de 39€/mês (box de 1m2). carrinhos e cadeados à venda na receção.", targetAudience: "quem está em mudanças ou precisa de espaço", cta: "Pedir orçamento", holdout: true },
  // Turkish
  { id: "r7-tr-carpet", kind: "cleaning", language: "tr", output: "tr", productName: "Temiz Halı İzmir", productDescription: "izmir'de halı ve koltuk yıkama. halılar evden alınır, 3-4 iş gününde teslim edilir. m2 fiyatı 45 TL'den başlar. yün ve el dokuma halılar için özel yıkama. pzt-cmt 8:00-19:00.", targetAudience: "aileler ve ev sahipleri", cta: "Hemen ara", holdout: true },
  // Must be refused before anything is written: an English brief asking for German copy, a Swedish brief.
  { id: "r7-x-en-de-locksmith", kind: "locksmith", language: "en", output: "German", productName: "KeyRight Locksmiths", productDescription: "locksmith in Berlin for english speaking expats. lockouts and lock changes, call-out from €79.", targetAudience: "expats in Berlin", holdout: true },
  { id: "r7-x-sv", kind: "bookshop", language: "sv", output: "Swedish", productName: "Bokhyllan", productDescription: "barnbokhandel i Göteborg, sagostund varje onsdag kl. 16, öppet tis-lör 10-18.", holdout: true },
];
