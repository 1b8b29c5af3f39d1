import type { ProductLook } from "@/lib/db/schema/photoshoot";

const article = (word: string) => (/^[aeiou]/i.test(word) ? "An" : "A");

/**
 * Without a vision model, a name only for what the picture shows: the silhouette's kind of product
 * and its main colour ("Orange bottle", "Black T-shirt"), or the kind alone when no colour holds
 * most of it. When the silhouette is not one the reader knows, nothing: the studio asks the user.
 * Never the upload's file name ("blob", "IMG_1234.jpg"): a file name says who saved the file, not
 * what is in it.
 */
export function suggestProductInfo(look: ProductLook): { productName: string | null; productDescription: string | null } {
  if (!look.kind) return { productName: null, productDescription: null };
  const words = look.colour ? `${look.colour} ${look.kind}` : look.kind;
  const productName = words[0]!.toUpperCase() + words.slice(1);
  const how = look.pose === "flatLay" ? "laid flat and photographed from above" : "photographed standing";
  return { productName, productDescription: `${article(words)} ${words}, ${how} on a plain background.` };
}
