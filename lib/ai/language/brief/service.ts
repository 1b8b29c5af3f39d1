/**
 * A service that sells no goods (issue #25, round 11): a funeral home, a law firm, a clinic, a care
 * service, a trade. Without a CTA in its brief, such a business is contacted or booked, never bought
 * from: "Jetzt kaufen" / "Bestellen Sie noch heute" for a funeral home whose brief asks for
 * "keine Werbesprache" was read as an invented, tasteless sales claim. Cues are the trade's own
 * nouns in the eight languages, specific enough that "skin care serum" or "legal pad" stays a product.
 * A repair service is one too (round 13: "Compre ahora" for a phone repair shop without a CTA).
 */
const SERVICE =
  /(?<!\p{L})(?:funeral\p{L}*|undertakers?|crematori\p{L}*|obsèques|pompes funèbres|funéraires?|funerari\p{L}*|onoranze funebri|uitvaart\p{L}*|cenaze\p{L}*|lawyers?|solicitors?|attorneys?|law firm|legal advice|notar\p{L}*|notaire|avocats?|abogad\p{L}*|avvocat\p{L}*|studio legale|advocat\p{L}*|advogad\p{L}*|avukat\p{L}*|clinic|dentists?|dental practice|physiotherap\p{L}*|audiolog\p{L}*|hearing care|zahnarzt\p{L}*|arztpraxis|praxis|klinik|cabinet dentaire|dentiste|médecin|clínica|dentista|fisioterap\p{L}*|tandarts\p{L}*|huisarts\p{L}*|kliniek|fysiotherap\p{L}*|consultório|care home|home care|pflegedienst|pflegeheim|aide à domicile|maison de retraite|residencia de mayores|casa di riposo|thuiszorg|verpleeghuis|lar de idosos|plumbers?|electricians?|roofers?|handwerk\p{L}*|sanitär\p{L}*|elektriker|dachdecker\p{L}*|plombi\p{L}*|électricien|couvreur|fontaner\p{L}*|electricista|idraulic\p{L}*|elettricista|loodgieter\p{L}*|elektricien|canalizador|eletricista|tesisatçı|repair shops?|repair services?|repairs|servicio técnico|reparaci[oó]n(?:es)? de|reparamos|réparations?|dépannage|reparatur\p{L}*|riparazion\p{L}*|ripariamo|reparatie\p{L}*|reparaç\p{L}*|assistência técnica|tamir\p{L}*|onarım\p{L}*|teknik servis)(?!\p{L})|\p{L}+(?:bestattung|bestatter|bestattungshaus|anwalt|anwältin|kanzlei|praxis|pflege|reparatur|reparatie)(?!\p{L})|(?<!\p{L})(?:bestattung\p{L}*|bestatter\p{L}*|rechtsanwalt\p{L}*|anwalt\p{L}*|anwältin\p{L}*|kanzlei\p{L}*)/iu;

/** Whether a brief's text names a service that sells no goods (funeral, legal, health, care, trades). */
export function sellsNoGoods(briefText: string): boolean {
  return SERVICE.test(briefText);
}

export const BOOKED = // booked rather than bought, in the eight languages: tours, sessions, appointments, reservations
  /(?<!\p{L})(?:tours?|tour guidé|visites? guidées?|guided|excursi\p{L}*|escursion\p{L}*|passeios?|rundfahrt\p{L}*|führung\p{L}*|stadtführung\p{L}*|appointments?|rendez-vous|citas?|appuntament\p{L}*|marcação|afspraak|randevu\p{L}*|reservations?|réservation|prenotazion\p{L}*|reservierung|rezervasyon\p{L}*|séances?|sesión|sessão|lessons?|aulas?|clases?|lezion\p{L}*|kurs|kurse|workshops?|ateliers?|talleres?|massage\p{L}*|consultation|beratungstermin)(?!\p{L})/u;

// A hire or a rental is booked like a tour ("noleggio", "location de", "Vermietung", "hire"): "Acquisti ora" is a shop CTA.
export const HIRED =
  /(?<!\p{L})(?:noleggi\p{L}*|locations? de|en location|alquiler\p{L}*|vermietung|verleih|verhuur|aluguer|aluguel|kiralama|kiralık|rentals?|hire|car hire)(?!\p{L})|\p{L}+(?:vermietung|verleih|verhuur|kiralama)(?!\p{L})/u;

/** A service without goods and without a CTA, that is not itself a booked thing (a tour, a lesson): asked for contact. */
export function contactOf(cta: string, text: string): boolean {
  const lower = text.toLowerCase();
  return !cta && sellsNoGoods(lower) && !BOOKED.test(lower) && !HIRED.test(lower);
}
