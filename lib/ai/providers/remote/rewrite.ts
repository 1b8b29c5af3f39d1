import "server-only";
import { z } from "zod";
import { codePointLength, cutAtWord, resolveLanguage } from "@/lib/ai/language";
import { COPY_PACKS, type RewriteRequest } from "@/lib/ai/text-ops";
import { completeJson, type ChatMessage, type ChatModelOptions } from "../chat-completions";

const rewriteSchema = z.strictObject({ text: z.string().min(1) });

const unquote = (text: string) => text.trim().replace(/^["“”„«»']+|["“”„«»']+$/gu, "").trim();

function messages(request: RewriteRequest): ChatMessage[] {
  return [
    { role: "system", content: "You rewrite ad headlines. You keep the message and the product name, change the tone, and respect character limits counted in Unicode code points." },
    {
      role: "user",
      content: [
        `Rewrite this headline in the tone "${request.tone || "Professional"}": ${request.headLine}`,
        request.language ? `Write it in the language "${request.language}".` : "Keep the headline's language.",
        `At most ${request.textLimit} characters. Keep the product name "${request.productName}" verbatim if it fits. No ellipsis, no quotes around the text.`,
        `Product description, for context only: ${request.productDescription}`,
      ].join("\n"),
    },
  ];
}

/** ChangeSentiment from a remote model: one more try when the answer is too long, then a cut at a word boundary. */
export async function remoteRewrite(options: ChatModelOptions, request: RewriteRequest): Promise<string> {
  let text = unquote((await completeJson(options, messages(request), "rewritten_headline", rewriteSchema)).text);
  if (codePointLength(text) > request.textLimit) {
    const again = messages(request);
    again.push({ role: "user", content: `Your answer had ${codePointLength(text)} characters. Stay within ${request.textLimit}.` });
    text = unquote((await completeJson(options, again, "rewritten_headline", rewriteSchema)).text);
  }
  const code = resolveLanguage(request.language ?? "");
  return cutAtWord(text, request.textLimit, new Set(code ? COPY_PACKS[code].dangling : []));
}
