import type { ToneKey } from "../../tones";
import type { ShortToneWords } from "../text-ops-types";

/** Spanish: each tone's shortest words, for the text operations' rewrites at tight limits. */
export const shortWords: Readonly<Record<ToneKey, ShortToneWords>> = {
  professional: { leads: ["En breve", "Clave"], closers: ["Concreto.", "Claro."] },
  informal: { leads: ["Bueno", "Vamos"], closers: ["Mola.", "Fácil."] },
  friendly: { leads: ["Hola", "Oye"], closers: ["¡Disfruta!", "Con cariño."] },
  witty: { leads: ["Giro", "Spoiler"], closers: ["En serio.", "Sin bromas."] },
  persuasive: { leads: ["Por qué", "Piénsalo"], closers: ["Evidente.", "Compara."] },
  luxurious: { leads: ["Puro", "Refinado"], closers: ["Saboréalo.", "Exquisito."] },
  bold: { leads: ["Zas", "Directo"], closers: ["Punto.", "Y punto."] },
  empathetic: { leads: ["Respira", "Para ti"], closers: ["Con suavidad.", "Te lo mereces."] },
  urgent: { leads: ["Ya", "Rápido"], closers: ["¡Hoy!", "¡Adelante!"] },
  inspirational: { leads: ["Imagina", "Atrévete"], closers: ["Empieza.", "Crece."] },
  playful: { leads: ["Psst", "Tachán"], closers: ["¡Yupi!", "¡Hurra!"] },
  authoritative: { leads: ["Dato", "Veredicto"], closers: ["Referencia.", "Sin discusión."] },
  calm: { leads: ["Sencillo", "Despacio"], closers: ["Tranquilo.", "Sin prisa."] },
  enthusiastic: { leads: ["Guau", "Sí"], closers: ["¡Genial!", "¡Nos encanta!"] },
  minimalist: { leads: [], closers: ["Nada más.", "Basta."] },
};
