import "server-only";
import { z } from "zod";
import { cutToWords, resolveLanguage, wordCount } from "@/lib/ai/language";
import { COPY_COUNTS, COPY_PACKS, HEADLINE_WORDS, ICON_CHOICES, PUNCHLINE_WORDS, type AdCopies, type AdCopiesRequest } from "@/lib/ai/text-ops";
import { completeJson, type ChatMessage, type ChatModelOptions } from "../chat-completions";

const ctaSchema = z.strictObject({ cta: z.string().min(1).max(60), fontAwesomeIcon: z.enum(ICON_CHOICES as [string, ...string[]]) });
const copiesSchema = z.strictObject({
  headlines: z.array(z.string().min(1)).min(COPY_COUNTS.headlines),
  punchlines: z.array(z.string().min(1)).min(COPY_COUNTS.punchlines),
  callToActions: z.array(ctaSchema).min(COPY_COUNTS.callToActions),
});
const headlinesSchema = (count: number) => z.strictObject({ headlines: z.array(z.string().min(1)).min(count) });

function messages(request: AdCopiesRequest, [min, max]: readonly [number, number]): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You are a senior performance copywriter. You write natively in the requested language, use the product's own facts, " +
        "never invent claims, and count words exactly.",
    },
    {
      role: "user",
      content: [
        `Write ad copy in the language "${request.outputLanguage}" with the tone "${request.tone}".`,
        `Product name (use it verbatim, as a proper noun): ${request.productName}`,
        `Product description: ${request.productDescription}`,
        `Audience: ${request.targetAudience}`,
        `Call to action: ${request.cta}`,
        request.strategy ? `Every piece follows this ad strategy: ${request.strategy}` : "",
        `${COPY_COUNTS.headlines} headlines, each ${min} to ${max} words${request.isLongHeadline ? ", detailed, using several facts" : ""}, each naming the product.`,
        `${COPY_COUNTS.punchlines} punchlines of ${PUNCHLINE_WORDS[0]} to ${PUNCHLINE_WORDS[1]} words.`,
        `${COPY_COUNTS.callToActions} calls to action of at most 5 words, the first one being the given call to action in the output language, each with the best fitting icon of the list.`,
      ]
        .filter(Boolean)
        .join("\n"),
    },
  ];
}

/**
 * AdCopies from a remote model: counts cut to the contract's, headlines outside the word range
 * asked for once more, and whatever is still too long cut at a word boundary. A headline that
 * stays too short after the second try is kept: padding it would only add filler.
 */
export async function remoteAdCopies(options: ChatModelOptions, request: AdCopiesRequest): Promise<AdCopies> {
  const range = request.isLongHeadline ? HEADLINE_WORDS.long : HEADLINE_WORDS.short;
  const reply = await completeJson(options, messages(request, range), "ad_copies", copiesSchema);
  const headlines = reply.headlines.slice(0, COPY_COUNTS.headlines);
  const outside = (text: string) => wordCount(text) < range[0] || wordCount(text) > range[1];
  const wrong = headlines.flatMap((h, i) => (outside(h) ? [i] : []));
  if (wrong.length) {
    const again = messages(request, range);
    again.push({ role: "user", content: `Write ${wrong.length} new headlines only. Count the words: each must have ${range[0]} to ${range[1]} words.` });
    const retry = (await completeJson(options, again, "ad_headlines", headlinesSchema(wrong.length))).headlines;
    wrong.forEach((index, k) => {
      const candidate = retry[k];
      if (candidate && (!outside(candidate) || Math.abs(wordCount(candidate) - range[1]) < Math.abs(wordCount(headlines[index]!) - range[1]))) headlines[index] = candidate;
    });
  }
  const code = resolveLanguage(request.outputLanguage);
  const dangling = new Set(code ? COPY_PACKS[code].dangling : []);
  return {
    headlines: headlines.map((h) => (wordCount(h) > range[1] ? cutToWords(h, range[1], dangling) : h)),
    punchlines: reply.punchlines.slice(0, COPY_COUNTS.punchlines).map((p) => (wordCount(p) > PUNCHLINE_WORDS[1] ? cutToWords(p, PUNCHLINE_WORDS[1], dangling) : p)),
    callToActions: reply.callToActions.slice(0, COPY_COUNTS.callToActions),
  };
}
