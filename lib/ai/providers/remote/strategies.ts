import "server-only";
import { z } from "zod";
import { ICON_CHOICES, strategyLanguage, suggestStrategies, STRATEGY_COUNT, type AdStrategiesRequest, type AdStrategy } from "@/lib/ai/text-ops";
import { normalizeName } from "@/lib/ai/language";
import { completeJson, type ChatModelOptions } from "../chat-completions";

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: "English", de: "German", fr: "French", es: "Spanish", it: "Italian", pt: "Portuguese", nl: "Dutch", tr: "Turkish" };

const strategiesSchema = z.strictObject({
  strategies: z
    .array(
      z.strictObject({
        adStrategyShortName: z.string().min(1).max(80),
        rationale: z.string().min(1).max(600),
        fontAwesomeIcon: z.enum(ICON_CHOICES as [string, ...string[]]),
      }),
    )
    .min(STRATEGY_COUNT.min),
});

/**
 * AdStrategies from a remote model: the same language rule as the built-in writer (English
 * unless the product text is clearly another language), icons picked from the valid list, the
 * strategies in use removed after the fact, and the list topped up from the built-in ranking
 * when the model's answer falls below 5.
 */
export async function remoteAdStrategies(options: ChatModelOptions, request: AdStrategiesRequest): Promise<AdStrategy[]> {
  const language = LANGUAGE_NAMES[strategyLanguage(request)];
  const current = request.currentStrategies;
  const reply = await completeJson(
    options,
    [
      {
        role: "system",
        content:
          "You are a senior performance-marketing strategist. You recommend ad strategies that fit the product, the audience and the goal, " +
          "ranked best first, and explain each in one or two sentences that name the product or the audience. You never invent facts about the product.",
      },
      {
        role: "user",
        content: [
          `Recommend ${STRATEGY_COUNT.max} ad strategies, best first. Write them in ${language}.`,
          `Product name (a proper noun, use it verbatim): ${request.productName}`,
          `Product description: ${request.productDescription}`,
          `Audience: ${request.targetAudience}`,
          `Goal: ${request.adGoal}`,
          current.length ? `Already in use, do not suggest these or renamed versions of them: ${current.map((c) => `"${c}"`).join(", ")}.` : "",
          "adStrategyShortName: two to four words (e.g. Scarcity, Social proof, Free trial). fontAwesomeIcon: the best fitting icon of the list.",
        ]
          .filter(Boolean)
          .join("\n"),
      },
    ],
    "ad_strategies",
    strategiesSchema,
  );
  const excluded = new Set(current.map(normalizeName));
  const out: AdStrategy[] = [];
  const seen = new Set<string>();
  const add = (strategy: AdStrategy) => {
    const key = normalizeName(strategy.adStrategyShortName);
    if (!key || excluded.has(key) || seen.has(key) || out.length >= STRATEGY_COUNT.max) return;
    seen.add(key);
    out.push(strategy);
  };
  reply.strategies.forEach(add);
  if (out.length < STRATEGY_COUNT.min) for (const strategy of suggestStrategies(request)) if (out.length < STRATEGY_COUNT.min) add(strategy);
  return out;
}
