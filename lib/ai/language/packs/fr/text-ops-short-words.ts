import type { ToneKey } from "../../tones";
import type { ShortToneWords } from "../text-ops-types";

/** French: each tone's shortest words, for the text operations' rewrites at tight limits. */
export const shortWords: Readonly<Record<ToneKey, ShortToneWords>> = {
  professional: { leads: ["En bref", "Clé"], closers: ["Concret.", "Clair."] },
  informal: { leads: ["Bon", "Bref"], closers: ["Trop bien.", "Facile."] },
  friendly: { leads: ["Coucou", "Salut"], closers: ["Avec plaisir.", "Belle journée !"] },
  witty: { leads: ["Twist", "Spoiler"], closers: ["Si, si.", "Sans rire."] },
  persuasive: { leads: ["Pourquoi", "Réfléchissez"], closers: ["Évident.", "Comparez."] },
  luxurious: { leads: ["Pur", "Raffiné"], closers: ["Savourez.", "Exquis."] },
  bold: { leads: ["Boum", "Cash"], closers: ["Point.", "Point final."] },
  empathetic: { leads: ["Respirez", "Pour vous"], closers: ["Tout doux.", "En douceur."] },
  urgent: { leads: ["Vite", "Maintenant"], closers: ["Aujourd'hui !", "Go !"] },
  inspirational: { leads: ["Imaginez", "Osez"], closers: ["Élancez-vous.", "Commencez."] },
  playful: { leads: ["Psst", "Tadam"], closers: ["Youpi !", "Hourra !"] },
  authoritative: { leads: ["Fait", "Verdict"], closers: ["Référence.", "Sans appel."] },
  calm: { leads: ["Simplement", "Doucement"], closers: ["Zen.", "Sans hâte."] },
  enthusiastic: { leads: ["Waouh", "Oui"], closers: ["Génial !", "On adore !"] },
  minimalist: { leads: [], closers: ["C'est tout.", "Assez."] },
};
