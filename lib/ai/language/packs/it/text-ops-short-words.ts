import type { ToneKey } from "../../tones";
import type { ShortToneWords } from "../text-ops-types";

/** Italian: each tone's shortest words, for the text operations' rewrites at tight limits. */
export const shortWords: Readonly<Record<ToneKey, ShortToneWords>> = {
  professional: { leads: ["In breve", "Chiave"], closers: ["Concreto.", "Chiaro."] },
  informal: { leads: ["Allora", "Dai"], closers: ["Forte.", "Facile."] },
  friendly: { leads: ["Ciao", "Ehi"], closers: ["Buon divertimento!", "Con affetto."] },
  witty: { leads: ["Sorpresa", "Spoiler"], closers: ["Davvero.", "Senza scherzi."] },
  persuasive: { leads: ["Perché", "Pensaci"], closers: ["Evidente.", "Confronta."] },
  luxurious: { leads: ["Puro", "Raffinato"], closers: ["Assapora.", "Squisito."] },
  bold: { leads: ["Bam", "Diretto"], closers: ["Punto.", "E basta."] },
  empathetic: { leads: ["Respira", "Per te"], closers: ["Con dolcezza.", "Te lo meriti."] },
  urgent: { leads: ["Ora", "Presto"], closers: ["Oggi!", "Vai!"] },
  inspirational: { leads: ["Immagina", "Osa"], closers: ["Inizia.", "Cresci."] },
  playful: { leads: ["Psst", "Tadà"], closers: ["Evviva!", "Urrà!"] },
  authoritative: { leads: ["Dato", "Verdetto"], closers: ["Riferimento.", "Senza dubbio."] },
  calm: { leads: ["Semplice", "Piano"], closers: ["Tranquillo.", "Senza fretta."] },
  enthusiastic: { leads: ["Wow", "Sì"], closers: ["Fantastico!", "Lo adoriamo!"] },
  minimalist: { leads: [], closers: ["Tutto qui.", "Basta così."] },
};
