import type { AdTextRequest, GeneratedAdText } from "@/lib/ai/copy-engine";

/**
 * Everything the text endpoints ask of a writer. Two implementations, chosen in
 * lib/ai/providers.ts from the settings: the built-in copy engine (default, no network) and any
 * OpenAI-compatible chat endpoint.
 */
export interface TextModel {
  readonly name: string;
  /** Throws UnsupportedLanguageError when it cannot write in the requested language. */
  writeAdTexts(request: AdTextRequest): Promise<GeneratedAdText[]>;
}

export type { AdTextRequest, GeneratedAdText };
