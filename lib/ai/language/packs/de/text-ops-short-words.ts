import type { ToneKey } from "../../tones";
import type { ShortToneWords } from "../text-ops-types";

/** German: each tone's shortest words, for the text operations' rewrites at tight limits. */
export const shortWords: Readonly<Record<ToneKey, ShortToneWords>> = {
  professional: { leads: ["Kurz", "Kennzahl"], closers: ["Sachlich.", "Klar."] },
  informal: { leads: ["Also", "Jo"], closers: ["Läuft.", "Easy."] },
  friendly: { leads: ["Hallo", "Hey"], closers: ["Viel Spaß!", "Gern."] },
  witty: { leads: ["Twist", "Spoiler"], closers: ["Echt jetzt.", "Kein Witz."] },
  persuasive: { leads: ["Darum", "Bedenke"], closers: ["Klare Sache.", "Vergleiche."] },
  luxurious: { leads: ["Edel", "Pur"], closers: ["Zum Genießen.", "Erlesen."] },
  bold: { leads: ["Zack", "Klartext"], closers: ["Punkt.", "Basta."] },
  empathetic: { leads: ["Durchatmen", "Für dich"], closers: ["Sanft.", "Du verdienst es."] },
  urgent: { leads: ["Jetzt", "Schnell"], closers: ["Heute!", "Los!"] },
  inspirational: { leads: ["Stell dir vor", "Neu denken"], closers: ["Los geht's.", "Wachse."] },
  playful: { leads: ["Psst", "Tadaa"], closers: ["Juhu!", "Hurra!"] },
  authoritative: { leads: ["Fakt", "Urteil"], closers: ["Maßstab.", "Verbindlich."] },
  calm: { leads: ["Ruhig", "Einfach"], closers: ["Entspannt.", "Ohne Eile."] },
  enthusiastic: { leads: ["Wow", "Ja"], closers: ["Genial!", "Juchhu!"] },
  minimalist: { leads: [], closers: ["Fertig.", "Genug."] },
};
