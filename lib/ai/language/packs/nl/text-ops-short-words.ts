import type { ToneKey } from "../../tones";
import type { ShortToneWords } from "../text-ops-types";

/** Dutch: each tone's shortest words, for the text operations' rewrites at tight limits. */
export const shortWords: Readonly<Record<ToneKey, ShortToneWords>> = {
  professional: { leads: ["Kort", "Kern"], closers: ["Concreet.", "Helder."] },
  informal: { leads: ["Nou", "Kijk"], closers: ["Top.", "Makkelijk."] },
  friendly: { leads: ["Hoi", "Hallo"], closers: ["Geniet ervan!", "Met liefde."] },
  witty: { leads: ["Plotwending", "Spoiler"], closers: ["Echt waar.", "Geen grap."] },
  persuasive: { leads: ["Waarom", "Denk na"], closers: ["Duidelijk.", "Vergelijk."] },
  luxurious: { leads: ["Puur", "Verfijnd"], closers: ["Geniet.", "Exquis."] },
  bold: { leads: ["Boem", "Direct"], closers: ["Punt.", "Klaar."] },
  empathetic: { leads: ["Adem in", "Voor jou"], closers: ["Zachtjes.", "Je verdient het."] },
  urgent: { leads: ["Nu", "Snel"], closers: ["Vandaag!", "Gaan!"] },
  inspirational: { leads: ["Stel je voor", "Durf"], closers: ["Begin.", "Groei."] },
  playful: { leads: ["Psst", "Tadaa"], closers: ["Joepie!", "Hoera!"] },
  authoritative: { leads: ["Feit", "Oordeel"], closers: ["Maatstaf.", "Zonder twijfel."] },
  calm: { leads: ["Simpel", "Rustig"], closers: ["Ontspannen.", "Zonder haast."] },
  enthusiastic: { leads: ["Wauw", "Ja"], closers: ["Geweldig!", "Dol op!"] },
  minimalist: { leads: [], closers: ["Dat is alles.", "Genoeg."] },
};
