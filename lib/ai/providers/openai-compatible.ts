import "server-only";
import { z } from "zod";
import { AD_TEXT_TYPES, fitToLimits, generateAdTexts, modelTextProblems, scoreAdText, type AdTextRequest, type GeneratedAdText } from "@/lib/ai/copy-engine";
import { languageRefusal } from "@/lib/ai/language";
import type { TextModel } from "@/lib/ai/text-model";
import { completeJson, type ChatMessage, type ChatModelOptions } from "./chat-completions";
import { remoteAdCopies } from "./remote/copies";
import { remoteRewrite } from "./remote/rewrite";
import { remoteAdStrategies } from "./remote/strategies";
import { summarizeProductPage } from "./remote/summarize";

const EMOJI_RULE = ["Every text contains at least one fitting emoji.", "Use no emoji at all.", "Use emoji only where they suit the format and tone."];

function describeType(type: number): string {
  const info = AD_TEXT_TYPES[type]!;
  const parts =
    info.kind === "format"
      ? `Write each text as labelled lines, exactly one per slot: ${info.slots.map((s) => `"${s.label}: …" (at most ${s.maxChars} characters)`).join(", ")}.`
      : `Follow the stages in order, one short paragraph each: ${info.stages.map((s) => `${s.label} (at most ${s.maxChars} characters)`).join(", ")}.`;
  return `${info.name}: ${info.description} ${parts}`;
}

function adTextMessages(request: AdTextRequest, count: number): ChatMessage[] {
  const noEmoji = request.emojiSelection === 1 || AD_TEXT_TYPES[request.type]?.rules.noEmoji;
  return [
    {
      role: "system",
      content:
        "You are a senior performance copywriter. You write ad texts that use the product's own facts, never invent claims, " +
        "and always respect character limits counted in Unicode code points.",
    },
    {
      role: "user",
      content: [
        `Write ${count} different ad texts in the language "${request.outputLanguage}", written natively.`,
        `Format: ${describeType(request.type)}`,
        `Tone: ${request.tone || "Professional"}.`,
        noEmoji ? EMOJI_RULE[1] : EMOJI_RULE[request.emojiSelection],
        `Product name (use it verbatim, as a proper noun): ${request.productName}`,
        `Product description: ${request.productDescription}`,
        request.targetAudience ? `Audience: ${request.targetAudience}` : "",
        request.cta ? `Call to action: ${request.cta}` : "",
        request.websiteUrl ? `Website: ${request.websiteUrl}` : "",
        request.customRequest ? `Additional instructions: ${request.customRequest}` : "",
        request.avoidOpenings?.length ? `Do not start any text with: ${request.avoidOpenings.map((o) => `"${o}"`).join(", ")}.` : "",
        "No two texts may start with the same words.",
      ]
        .filter(Boolean)
        .join("\n"),
    },
  ];
}

const textsSchema = (count: number) => z.strictObject({ texts: z.array(z.string().min(1)).min(count) });

/**
 * What still fails after the regeneration is replaced by the built-in engine's text for the same
 * request, when the engine can write it (a brief in the output language it knows); otherwise the
 * model's text is cut to the limits: the claim and language guards then have no fallback to offer,
 * and the score's deductions mark what remains.
 */
function replaceFailing(texts: string[], indices: number[], request: AdTextRequest) {
  if (languageRefusal(request) === null) {
    const engine = generateAdTexts({ ...request, count: indices.length, avoidOpenings: [...(request.avoidOpenings ?? []), ...texts] });
    indices.forEach((index, k) => (texts[index] = engine[k]?.value ?? fitToLimits(texts[index]!, request.type)));
    return;
  }
  for (const index of indices) texts[index] = fitToLimits(texts[index]!, request.type);
}

/** Any OpenAI-compatible chat endpoint as the TextModel. */
export function createRemoteTextModel(options: ChatModelOptions): TextModel {
  return {
    name: `remote model ${options.model}`,
    async writeAdTexts(request) {
      const count = request.count;
      const texts = (await completeJson(options, adTextMessages(request, count), "ad_texts", textsSchema(count))).texts.slice(0, count);
      const failing = () => texts.map((t, i) => ({ i, problems: modelTextProblems(t, request) })).filter((f) => f.problems.length > 0);
      let failed = failing();
      if (failed.length) {
        // One regeneration for the texts that failed a guard, told what was wrong with each.
        const messages = adTextMessages(request, failed.length);
        messages.push({
          role: "user",
          content: `Some earlier texts could not be used: ${failed.map((f) => f.problems.join("; ")).join(" / ")}. Stay well inside every limit, claim nothing the product description does not state (no "new", "best", "free", discounts, urgency, reviews or figures it does not give), and write only in "${request.outputLanguage}".`,
        });
        const again = (await completeJson(options, messages, "ad_texts", textsSchema(failed.length))).texts;
        failed.forEach((f, k) => (texts[f.i] = again[k] ?? texts[f.i]!));
        failed = failing();
      }
      if (failed.length) replaceFailing(texts, failed.map((f) => f.i), request);
      return texts.map((value): GeneratedAdText => ({ value, ...scoreAdText(value, request) }));
    },
    adStrategies: (request) => remoteAdStrategies(options, request),
    adCopies: (request) => remoteAdCopies(options, request),
    rewriteHeadline: (request) => remoteRewrite(options, request),
    summarizeProductPage: (page, preferredLanguage, extracted) => summarizeProductPage(options, page, preferredLanguage, extracted),
  };
}
