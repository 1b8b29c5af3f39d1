import type { Cheerio, CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import type { CallToAction, CtaKind } from "@/lib/ai/product-page";
import { goalOfWording, NOT_A_CTA } from "./wording";

const CANDIDATES = "button, input[type=submit], input[type=button], a[href], [role=button]";
const CART_FORM = /cart|basket|bag|checkout|warenkorb|panier|carrito|carrello|sepet|winkelwagen|carrinho/i;
const PROMINENT_CLASS = /(^|[\s_-])(cta|primary|buy|add-?to-?cart|addtocart|checkout|hero|signup|sign-up|get-started)($|[\s_-])/i;
const BUTTON_CLASS = /(^|[\s_-])(btn|button)($|[\s_-])/i;
/** Below this a candidate is only a link: no CTA is better than "About us". */
const MIN_SCORE = 3;

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function labelOf(node: Cheerio<Element>): string {
  const element = node[0]!;
  const text = element.tagName === "input" ? (node.attr("value") ?? "") : node.text();
  return collapse(text) || collapse(node.attr("aria-label") ?? node.attr("title") ?? "");
}

function isHidden(node: Cheerio<Element>): boolean {
  return node.closest("[hidden], [aria-hidden=true], [style*='display:none'], [style*='display: none'], template, noscript").length > 0;
}

interface Candidate extends CallToAction {
  score: number;
}

function score(node: Cheerio<Element>, index: number, total: number, baseUrl: string): Candidate | null {
  const text = labelOf(node);
  const wordCount = text.split(" ").length;
  if (!text || text.length > 60 || wordCount > 8 || isHidden(node)) return null;
  const element = node[0]!;
  const classes = `${node.attr("class") ?? ""} ${node.attr("id") ?? ""}`;
  const form = node.closest("form");
  const inCartForm = form.length > 0 && (CART_FORM.test(`${form.attr("action") ?? ""} ${form.attr("class") ?? ""} ${form.attr("id") ?? ""}`) || form.find("[name*=cart], [name=add], [name*=product]").length > 0);
  const buttonLike = element.tagName !== "a" || node.attr("role") === "button" || BUTTON_CLASS.test(classes) || PROMINENT_CLASS.test(classes);
  const kind: CtaKind = inCartForm ? "cart-form" : buttonLike ? "button" : "link";

  const goal = goalOfWording(text);
  if (!goal && NOT_A_CTA.test(text) && wordCount <= 3) return null;
  let points = kind === "cart-form" ? 7 : kind === "button" ? 3 : 0;
  if (PROMINENT_CLASS.test(classes)) points += 3;
  if (goal) points += 3;
  if (form.length && !inCartForm && element.tagName !== "a") points += 1; // a form's submit is what the form is for
  // Chrome around the content rarely holds the page's main action; the content does.
  if (node.closest("footer, [role=contentinfo]").length) points -= 5;
  else if (node.closest("nav, [role=navigation], aside").length) points -= 4;
  else if (node.closest("header, [role=banner]").length) points -= 1;
  if (node.closest("main, [role=main], article").length) points += 1;
  points += 2 * (1 - index / Math.max(total, 1)); // the first screen matters most
  if (wordCount > 5) points -= 1;

  const href = element.tagName === "a" ? node.attr("href") : form.attr("action");
  let target: string | null = null;
  try {
    target = href ? new URL(href, baseUrl).toString() : null;
  } catch {
    target = null;
  }
  return { text, kind, target, score: points };
}

/** The page's most prominent call to action: buttons, `.btn`/`.cta`, add-to-cart forms, weighted by place and wording. */
export function findCallToAction($: CheerioAPI, baseUrl: string): CallToAction | null {
  const nodes = $(CANDIDATES).toArray() as Element[];
  let best: Candidate | null = null;
  for (const [index, element] of nodes.entries()) {
    const candidate = score($(element), index, nodes.length, baseUrl);
    if (candidate && candidate.score >= MIN_SCORE && (!best || candidate.score > best.score)) best = candidate;
  }
  if (!best) return null;
  const { text, kind, target } = best;
  return { text, kind, target };
}
