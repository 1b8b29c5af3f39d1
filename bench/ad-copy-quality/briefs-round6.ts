/**
 * Round 6 of the ad-copy quality suite (issue #25): 12 new briefs, none of them in briefs.ts,
 * briefs-round5.ts or the engine's own quality-briefs.ts, written before any round-6 change to the
 * engine, the way customers type them: lower-case starts, abbreviations ("w/", "z.B.", "max.",
 * "incl.", "e.o."), a typo ("annualy", "Werkstat"), units without a space ("£45", "30°C", "11,50€",
 * "48h"), brackets, model numbers ("Yeezy 350 V2", "SMA"), opening hours. English, German, French,
 * Spanish, Italian and Dutch; plus two requests the built-in engine must refuse (an English brief
 * asking for Dutch copy, a Czech brief). All are hold-out; `generate.ts --round6` writes 5 texts each
 * to texts-round6.json.
 */
import type { CustomerBrief } from "./briefs";

export const ROUND6_BRIEFS: readonly CustomerBrief[] = [
  // English
  { id: "r6-en-bikerepair", kind: "repair", language: "en", output: "en", productName: "Spokes & Sprockets", productDescription: "bike repair shop in Bristol (Stokes Croft). full service from £45 incl. gears, brakes + wheel truing, puncture repair while u wait. we fix e-bikes too (Bosch, Shimano Steps). open mon-fri 8-6, sat 9-4.", targetAudience: "commuters", cta: "Book a service", holdout: true },
  { id: "r6-en-crm", kind: "saas", language: "en", output: "English", productName: "Pipewell", productDescription: "crm for small B2B sales teams (5-50 users). pipeline board, email sync w/ Gmail + Outlook, HubSpot import in one click. £19/user/month, billed annualy.", targetAudience: "sales managers", cta: "Book a demo", holdout: true },
  { id: "r6-en-sneakers", kind: "shop", language: "en", output: "en", productName: "Sole Exchange MCR", productDescription: "sneaker resale shop in Manchester + online. every pair authenticated in-house before it ships. Jordan 1, Dunk Low, Yeezy 350 V2 etc, sizes UK3-UK13. dispatched within 48h.", targetAudience: "sneakerheads", holdout: true },
  // German
  { id: "r6-de-vegan", kind: "restaurant", language: "de", output: "de", productName: "Grünzeug Ehrenfeld", productDescription: "veganes restaurant in Köln-Ehrenfeld. mittagstisch Mo-Fr 11:30-14:30 für 11,50€, abends à la carte. alles hausgemacht, auch die Desserts (z.B. Tiramisu). ab 6 Pers. bitte reservieren.", targetAudience: "Leute aus dem Veedel", cta: "Tisch reservieren", holdout: true },
  { id: "r6-de-tax", kind: "finance", language: "de", output: "Deutsch", productName: "Steuerkanzlei Brandl", productDescription: "steuerberatung für Selbständige und kleine GmbHs in München. Buchhaltung, Jahresabschluss, Lohn (bis 20 Mitarbeiter). Belege digital über DATEV Unternehmen online. Erstgespräch 30 Min. kostenlos.", targetAudience: "Gründer und Selbständige", cta: "Erstgespräch buchen", holdout: true },
  { id: "r6-de-solar", kind: "solar", language: "de", output: "de", productName: "Sonnendach Franken", productDescription: "PV-Anlagen mit Speicher für Einfamilienhäuser im Raum Nürnberg. Module von Meyer Burger, Wechselrichter von SMA. ca. 8-10 Wochen von Angebot bis Montage, eigene Monteure (keine Subunternehmer), eigene Werkstat in Fürth.", targetAudience: "Hausbesitzer", holdout: true },
  // French
  { id: "r6-fr-swim", kind: "course", language: "fr", output: "fr", productName: "Les Loutres", productDescription: "école de natation pour enfants de 4 à 10 ans à Nantes. groupes de 6 enfants max., bassin chauffé à 30°C. séances de 45 min le mercredi et le samedi matin. 180 € le trimestre.", targetAudience: "parents", cta: "Inscrire mon enfant", holdout: true },
  { id: "r6-fr-petinsurance", kind: "insurance", language: "fr", output: "French", productName: "Animo Assurance", productDescription: "assurance santé pour chiens et chats : remboursement jusqu'à 80 % des frais vétérinaires (consultations, chirurgie, analyses), plafond 2 000 €/an. formules dès 9,90 €/mois, résiliable à tout moment après 1 an.", targetAudience: "propriétaires de chiens et chats", cta: "Obtenir un devis", holdout: true },
  // Spanish
  { id: "r6-es-hair", kind: "salon", language: "es", output: "es", productName: "Salón Marea", productDescription: "peluquería en Valencia (Ruzafa). corte mujer desde 28€, corte hombre 16€, color y mechas balayage. trabajamos con productos Davines. de mar. a sáb. 10-20h, sin cita los martes por la mañana.", targetAudience: "vecinos de Ruzafa", cta: "Reserva tu cita", holdout: true },
  { id: "r6-es-cowork", kind: "coworking", language: "es", output: "Spanish", productName: "La Nave Coworking", productDescription: "coworking en el centro de Málaga. puesto fijo 180 €/mes, día suelto 15 €. wifi de 1 Gb, 3 salas de reuniones, café incl. acceso 24h para puestos fijos.", targetAudience: "freelances y nómadas digitales", cta: "Reserva una visita", holdout: true },
  // Italian
  { id: "r6-it-boardgames", kind: "cafe", language: "it", output: "it", productName: "Dado Tratto", productDescription: "caffè ludico a Bologna con oltre 400 giochi da tavolo. ingresso 5 € a persona (gioco illimitato), tavoli prenotabili ven. e sab. sera. birre artigianali e taglieri.", targetAudience: "gruppi di amici", cta: "Prenota un tavolo", holdout: true },
  // Dutch
  { id: "r6-nl-cleaning", kind: "b2b-service", language: "nl", output: "nl", productName: "Glans & Co", productDescription: "schoonmaakbedrijf voor kantoren in Utrecht e.o. vaste schoonmaker per locatie, ook 's avonds of in het weekend. vanaf € 32,50 per uur excl. btw. VCA-gecertificeerd.", targetAudience: "kantoormanagers", cta: "Vraag een offerte aan", holdout: true },
  // Must be refused before anything is written: an English brief asking for Dutch copy, a Czech brief.
  { id: "r6-x-en-nl-crm", kind: "saas", language: "en", output: "Dutch", productName: "Pipewell", productDescription: "crm for small B2B sales teams in the Netherlands. pipeline board, email sync w/ Gmail + Outlook. €21/user/month.", targetAudience: "sales managers", holdout: true },
  { id: "r6-x-cs", kind: "restaurant", language: "cs", output: "Czech", productName: "Zelená Kuchyně", productDescription: "veganská restaurace v Praze, polední menu Po-Pá 11-15 h za 189 Kč.", holdout: true },
];
