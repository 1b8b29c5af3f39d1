import "server-only";
import { z } from "zod";
import { completeJson, type ChatModelOptions } from "./chat-completions";

export interface ProductCaption {
  productName: string;
  productDescription: string;
}

const captionSchema = z.strictObject({ productName: z.string().min(1).max(120), productDescription: z.string().min(1).max(600) });

/** A vision-capable chat model names and describes the product in a cutout (PNG, base64 data URL). */
export async function captionProduct(options: ChatModelOptions, cutoutPng: Buffer): Promise<ProductCaption> {
  return completeJson(
    options,
    [
      { role: "system", content: "You name and describe products from photos for ad copy. Describe only what is visible; never invent brands, sizes or claims." },
      {
        role: "user",
        content: [
          { type: "text", text: "Give this product a short descriptive name (no brand unless legible) and a one or two sentence description of what it is, its colours, material and notable visible features." },
          { type: "image_url", image_url: { url: `data:image/png;base64,${cutoutPng.toString("base64")}` } },
        ],
      },
    ],
    "product_caption",
    captionSchema,
  );
}
