import { generateAdTexts } from "@/lib/ai/copy-engine";
import { rewriteHeadline, suggestStrategies, writeAdCopies } from "@/lib/ai/text-ops";

/** The built-in text model's operations as plain functions: what its thread runs. */
export const builtInWriters = {
  writeAdTexts: generateAdTexts,
  adStrategies: suggestStrategies,
  adCopies: writeAdCopies,
  rewriteHeadline,
};

type Writers = typeof builtInWriters;
export type WriterName = keyof Writers;

/** One call, as posted to the thread. */
export type WriterCall = { [K in WriterName]: { id: number; operation: K; request: Parameters<Writers[K]>[0] } }[WriterName];

/** Its answer: a result, or the error's name and message (an Error does not cross threads whole). */
export type WriterReply = { id: number; result: unknown } | { id: number; error: { name: string; message: string; language?: string } };
