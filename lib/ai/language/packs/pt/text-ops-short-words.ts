import type { ToneKey } from "../../tones";
import type { ShortToneWords } from "../text-ops-types";

/** Portuguese: each tone's shortest words, for the text operations' rewrites at tight limits. */
export const shortWords: Readonly<Record<ToneKey, ShortToneWords>> = {
  professional: { leads: ["Em resumo", "Chave"], closers: ["Concreto.", "Claro."] },
  informal: { leads: ["Então", "Bora"], closers: ["Massa.", "Fácil."] },
  friendly: { leads: ["Oi", "Olá"], closers: ["Aproveite!", "Com carinho."] },
  witty: { leads: ["Reviravolta", "Spoiler"], closers: ["Sério.", "Sem brincadeira."] },
  persuasive: { leads: ["Por quê", "Pense"], closers: ["Evidente.", "Compare."] },
  luxurious: { leads: ["Puro", "Refinado"], closers: ["Saboreie.", "Requintado."] },
  bold: { leads: ["Pá", "Direto"], closers: ["Ponto.", "Ponto final."] },
  empathetic: { leads: ["Respire", "Para você"], closers: ["Suavemente.", "Você merece."] },
  urgent: { leads: ["Já", "Rápido"], closers: ["Hoje!", "Vai!"] },
  inspirational: { leads: ["Imagine", "Ouse"], closers: ["Comece.", "Cresça."] },
  playful: { leads: ["Psiu", "Tcharam"], closers: ["Oba!", "Viva!"] },
  authoritative: { leads: ["Fato", "Veredito"], closers: ["Referência.", "Sem discussão."] },
  calm: { leads: ["Simples", "Devagar"], closers: ["Tranquilo.", "Sem pressa."] },
  enthusiastic: { leads: ["Uau", "Sim"], closers: ["Incrível!", "Amamos!"] },
  minimalist: { leads: [], closers: ["Só isso.", "Basta."] },
};
