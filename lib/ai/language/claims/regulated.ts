/**
 * Kinds whose advertising law is strict (health, dental, medicine, supplements, finance, legal):
 * there a claim is licensed only by the very phrase in the brief, not by any cue of its category
 * (a dental brief saying "painless numbing" does not license "pain relief" elsewhere).
 */
const REGULATED = /(?<!\p{L})(?:dent\p{L}*|zahn\p{L}*|zahnarzt\p{L}*|odontolog\p{L}*|clinic\p{L}*|klinik\p{L}*|clinique|clínica|praxis|cabinet|studio dentistico|doctor|arzt|médecin|médico|medico|pharma\p{L}*|apothek\p{L}*|farmacia|pharmacie|supplement\p{L}*|nahrungsergänzung\p{L}*|complément\p{L}*|suplemento\p{L}*|integrator\p{L}*|protein\p{L}*|protéine\p{L}*|proteína|proteina|whey|vitamin\p{L}*|therap\p{L}*|physio\p{L}*|health|gesundheit|santé|salud|salute|insurance|versicherung|assurance|seguro|assicurazion\p{L}*|loan\p{L}*|kredit\p{L}*|crédit|crédito|credito|invest\p{L}*|mortgage|hypothek\p{L}*|lawyer|anwalt\p{L}*|kanzlei|avocat|abogad\p{L}*|avvocat\p{L}*|legal|rechtsberatung)(?!\p{L})/iu;

export const isRegulatedBrief = (text: string): boolean => REGULATED.test(text);
