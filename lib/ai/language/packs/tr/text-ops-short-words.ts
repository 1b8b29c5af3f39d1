import type { ToneKey } from "../../tones";
import type { ShortToneWords } from "../text-ops-types";

/** Turkish: each tone's shortest words, for the text operations' rewrites at tight limits. */
export const shortWords: Readonly<Record<ToneKey, ShortToneWords>> = {
  professional: { leads: ["Kısaca", "Özet"], closers: ["Net.", "Açık."] },
  informal: { leads: ["Yani", "Bak"], closers: ["Süper.", "Kolay."] },
  friendly: { leads: ["Merhaba", "Selam"], closers: ["Keyfini çıkar!", "Sevgiyle."] },
  witty: { leads: ["Sürpriz", "Spoiler"], closers: ["Cidden.", "Şaka değil."] },
  persuasive: { leads: ["Neden", "Düşün"], closers: ["Belli.", "Karşılaştır."] },
  luxurious: { leads: ["Saf", "Zarif"], closers: ["Tadını çıkarın.", "Seçkin."] },
  bold: { leads: ["Bam", "Direkt"], closers: ["Nokta.", "O kadar."] },
  empathetic: { leads: ["Nefes al", "Sana özel"], closers: ["Yavaşça.", "Bunu hak ediyorsun."] },
  urgent: { leads: ["Hemen", "Çabuk"], closers: ["Bugün!", "Haydi!"] },
  inspirational: { leads: ["Hayal et", "Cesaret"], closers: ["Başla.", "Büyü."] },
  playful: { leads: ["Pışş", "Tadaa"], closers: ["Yaşasın!", "Hey!"] },
  authoritative: { leads: ["Gerçek", "Karar"], closers: ["Ölçüt.", "Tartışmasız."] },
  calm: { leads: ["Sade", "Sakin"], closers: ["Rahat.", "Acele yok."] },
  enthusiastic: { leads: ["Vay", "Evet"], closers: ["Harika!", "Bayıldık!"] },
  minimalist: { leads: [], closers: ["Bu kadar.", "Yeter."] },
};
