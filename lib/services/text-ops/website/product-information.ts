import { inferAdGoal } from "./ad-goal";
import { findAudience } from "./audience";
import { detectLanguage } from "./language";
import type { ExtractedPage, ProductInformation } from "@/lib/ai/product-page";

/** The contract's limits for these fields where they feed the Ads endpoint (productName 1000, description 5000). */
const MAX_NAME = 1000;
const MAX_DESCRIPTION = 5000;
/** A main-text paragraph stands in for a description only when it reads like one. */
const MIN_LEAD_WORDS = 12;
const MAX_LEAD = 600;
/** Not ":": in "Planwise: the planner for teams" the part before the colon is the product. */
const TITLE_SEPARATOR = /(\s+[|–—·•»-]\s+)/;

const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

function clip(text: string | null | undefined, max: number): string | null {
  if (!text) return null;
  const points = [...text];
  if (points.length <= max) return text;
  const cut = points.slice(0, max).join("");
  // End on a sentence when one ends in the last fifth, else on a word.
  const sentence = cut.search(/[.!?](?=[^.!?]*$)/);
  if (sentence > max * 0.8) return cut.slice(0, sentence + 1);
  return cut.replace(/\s+\S*$/, "").trim();
}

/** "Trail Runner X | Acme Shop" → "Trail Runner X" when "Acme Shop" is the site's known name. */
function withoutSiteName(title: string | null, page: ExtractedPage): string | null {
  if (!title) return null;
  // Segments at even indexes, the separators between them at odd ones.
  const parts = title.split(TITLE_SEPARATOR);
  if (parts.length < 3) return title;
  let host = "";
  try {
    host = new URL(page.url).hostname.replace(/^www\./, "").split(".")[0] ?? "";
  } catch {
    // an unparsable URL names no site
  }
  const siteNames = new Set([page.openGraph.siteName, page.structured.organization?.name, page.structured.website?.name, host].filter((n): n is string => Boolean(n)).map(normalize));
  // Only trailing segments: "Acme Rocket | Acme" is the Acme Rocket, "Acme | Rocket" may be the brand's claim.
  while (parts.length > 1 && siteNames.has(normalize(parts.at(-1)!))) parts.splice(-2);
  return parts.join("");
}

/** The first block of the main text that reads like a description, not a heading or a menu. */
function leadParagraph(page: ExtractedPage): string | null {
  const skip = new Set([page.h1, page.title].filter(Boolean).map((t) => normalize(t!)));
  for (const line of page.mainText.split("\n")) {
    if (skip.has(normalize(line)) || line.split(" ").length < MIN_LEAD_WORDS) continue;
    return clip(line, MAX_LEAD);
  }
  return null;
}

const firstOf = (...values: (string | null | undefined)[]) => values.find((v) => v && v.trim()) ?? null;

/**
 * Chooses each field from the most reliable source the page has: the shop's own JSON-LD first,
 * then OpenGraph and Twitter cards, then the visible page. A field no source holds stays null.
 */
export function toProductInformation(page: ExtractedPage): ProductInformation {
  const { structured, openGraph, twitter } = page;
  const productName = firstOf(
    structured.product?.name,
    withoutSiteName(openGraph.title, page),
    withoutSiteName(twitter.title, page),
    page.h1,
    withoutSiteName(page.title, page),
    structured.organization?.name,
    structured.website?.name,
  );
  const productDescription = firstOf(
    structured.product?.description,
    openGraph.description,
    twitter.description,
    page.metaDescription,
    structured.organization?.description,
    structured.website?.description,
    leadParagraph(page),
  );
  const targetAudience = structured.product?.audience ?? findAudience([productDescription, page.h1, page.mainText]);
  const text = [page.title, page.h1, productDescription, page.mainText].filter(Boolean).join("\n");
  return {
    productName: clip(productName, MAX_NAME),
    productDescription: clip(productDescription, MAX_DESCRIPTION),
    targetAudience: clip(targetAudience, MAX_NAME),
    adGoal: inferAdGoal(page),
    language: detectLanguage(page.htmlLang, text),
    cta: clip(page.cta?.text, MAX_NAME),
  };
}
