import type { ToneLines } from "./tones-lines";

export const TONE_LINES_NL: ToneLines = {
  professional: {}, informal: {}, friendly: {}, witty: {}, persuasive: {}, luxurious: {}, bold: {}, empathetic: {},
  urgent: {}, inspirational: {}, playful: {}, authoritative: {}, calm: {}, enthusiastic: {}, minimalist: {},
};
