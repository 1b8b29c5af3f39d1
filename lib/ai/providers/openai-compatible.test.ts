import { describe, expect, it } from "vitest";
import { modelTextProblems, type AdTextRequest } from "@/lib/ai/copy-engine";
import { createRemoteTextModel } from "./openai-compatible";

/**
 * A stand-in for an OpenAI-compatible endpoint that answers as real models do: a usable text, an
 * invented claim ("new", "the best"), a line over the format's limit, a text in the wrong language.
 * It records what it was asked, so the test sees the one regeneration and what it was told.
 */
function standIn(replies: string[][]) {
  const asked: string[] = [];
  const fetch = (async (_url: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as { messages: Array<{ content: string }> };
    asked.push(body.messages.map((m) => m.content).join("\n"));
    const texts = replies[asked.length - 1] ?? replies.at(-1)!;
    return new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ texts }) } }] }), { status: 200, headers: { "content-type": "application/json" } });
  }) as unknown as typeof globalThis.fetch;
  return { asked, model: createRemoteTextModel({ url: "http://stand-in.invalid/v1", model: "stand-in", timeoutMs: 1000, attempts: 1, fetch }) };
}

const REQUEST: AdTextRequest = {
  productName: "Aurora Smart Mug",
  productDescription: "A self-heating mug that keeps coffee at your chosen temperature for up to 80 minutes. Charges on a wireless coaster.",
  targetAudience: "busy remote workers",
  cta: "Order now",
  type: 30, // TikTok: one text of at most 100 characters
  tone: "Friendly",
  outputLanguage: "en",
  emojiSelection: 1,
  count: 4,
  seed: 1,
};

const CLEAN = "Aurora Smart Mug keeps coffee at your chosen temperature for up to 80 minutes. Order now!";
const INVENTED = "The new Aurora Smart Mug: the best mug ever, loved by 10,000 customers. Order now!";
const OVER_LONG = "Aurora Smart Mug keeps coffee at your chosen temperature for up to 80 minutes and charges on a wireless coaster, so your desk stays tidy. Order now!";
const GERMAN = "Aurora Smart Mug hält deinen Kaffee bis zu 80 Minuten auf deiner Wunschtemperatur. Jetzt bestellen!";
const FIXED = "Coffee at your chosen temperature for up to 80 minutes: Aurora Smart Mug. Order now!";

describe("remote model output under the engine's guards", () => {
  it("finds each problem of realistic model output", () => {
    expect(modelTextProblems(CLEAN, REQUEST)).toEqual([]);
    expect(modelTextProblems(INVENTED, REQUEST).join()).toMatch(/claims what the brief does not state.*“new”.*“best”.*“10000”/);
    expect(modelTextProblems(OVER_LONG, REQUEST).join()).toMatch(/character limits/);
    expect(modelTextProblems(GERMAN, REQUEST).join()).toMatch(/written in German/);
  });

  it("regenerates failing texts once, telling the model why, then replaces what still fails by the engine's", async () => {
    const { asked, model } = standIn([
      [CLEAN, INVENTED, OVER_LONG, GERMAN],
      [FIXED, OVER_LONG, GERMAN], // the regeneration fixes the claim, not the length or the language
    ]);
    const texts = await model.writeAdTexts(REQUEST);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatch(/claims what the brief does not state/);
    expect(asked[1]).toMatch(/character limits/);
    expect(asked[1]).toMatch(/written in German/);
    expect(texts.map((t) => t.value).slice(0, 2)).toEqual([CLEAN, FIXED]);
    for (const text of texts) {
      expect(modelTextProblems(text.value, REQUEST), text.value).toEqual([]);
      expect(text.value).not.toBe(OVER_LONG);
      expect(text.value).not.toBe(GERMAN);
    }
  });

  it("asks once only when every text passes", async () => {
    const { asked, model } = standIn([[CLEAN, FIXED, CLEAN, FIXED]]);
    const texts = await model.writeAdTexts(REQUEST);
    expect(asked).toHaveLength(1);
    expect(texts.map((t) => t.value)).toEqual([CLEAN, FIXED, CLEAN, FIXED]);
  });
});
