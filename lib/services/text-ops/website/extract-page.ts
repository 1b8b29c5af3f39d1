import { load, type CheerioAPI } from "cheerio";
import { findCallToAction } from "./cta";
import { readJsonLd } from "./json-ld";
import { mainText } from "./main-text";
import type { ExtractedPage, PageSignals } from "@/lib/ai/product-page";
import { GOAL_WORDING } from "./wording";

const collapse = (text: string | undefined | null) => {
  const cleaned = (text ?? "").replace(/\s+/g, " ").trim();
  return cleaned || null;
};

/** A `<meta>` by its property or name attribute (sites use either for OpenGraph and Twitter). */
function meta($: CheerioAPI, key: string): string | null {
  const lower = key.toLowerCase();
  const tag = $("meta")
    .filter((_, el) => [el.attribs.property, el.attribs.name, el.attribs.itemprop].some((v) => v?.trim().toLowerCase() === lower))
    .first();
  return collapse(tag.attr("content"));
}

const CART_FORM = /cart|basket|checkout|warenkorb|panier|carrito|carrello|sepet|winkelwagen|carrinho/i;
const PRICE_TEXT = /(?:[$€£¥₺]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|EUR|USD|GBP|CHF|TL|₺|\$|£))(?![\p{L}])/u;
const addToCart = GOAL_WORDING.find(([goal]) => goal === "purchase")![1];

function readSignals($: CheerioAPI, text: string): PageSignals {
  const cartForm = $("form")
    .toArray()
    .some((form) => {
      const $form = $(form);
      return CART_FORM.test(`${form.attribs.action ?? ""} ${form.attribs.class ?? ""} ${form.attribs.id ?? ""}`) || $form.find("[name=add-to-cart], [name*=cart]").length > 0 || $form.find("button, input[type=submit]").toArray().some((b) => addToCart.test($(b).text() || b.attribs.value || ""));
    });
  return {
    addToCartForm: cartForm,
    price: $("[itemprop=price], meta[property='product:price:amount'], meta[property='og:price:amount']").length > 0 || PRICE_TEXT.test(text),
    emailForm: $("form input[type=email]").length > 0,
    passwordField: $("input[type=password]").length > 0,
    appStoreLink: $("a[href*='apps.apple.com'], a[href*='play.google.com/store']").length > 0,
  };
}

/** Reads everything the rules choose from, out of one HTML document; chooses nothing yet. */
export function extractPage(html: string, url: string): ExtractedPage {
  const $ = load(html);
  const scripts = $("script")
    .filter((_, el) => (el.attribs.type ?? "").trim().toLowerCase().startsWith("application/ld+json"))
    .toArray()
    .map((el) => $(el).html() ?? "");
  const h1 = $("h1")
    .toArray()
    .map((el) => collapse($(el).text()))
    .find(Boolean);
  // parse5 (cheerio's parser) repairs a document as a browser does: missing <html>/<body>, stray
  // tags. linkedom's parser does not, so Readability reads cheerio's serialization.
  const text = mainText($.html());
  return {
    url,
    htmlLang: collapse($("html").attr("lang") ?? $("html").attr("xml:lang")) ?? collapse($("meta[http-equiv]").filter((_, el) => el.attribs["http-equiv"]?.toLowerCase() === "content-language").attr("content")),
    title: collapse($("title").first().text()),
    h1: h1 ?? null,
    metaDescription: meta($, "description"),
    openGraph: { title: meta($, "og:title"), description: meta($, "og:description"), siteName: meta($, "og:site_name"), type: meta($, "og:type") },
    twitter: { title: meta($, "twitter:title"), description: meta($, "twitter:description") },
    structured: readJsonLd(scripts),
    mainText: text,
    cta: findCallToAction($, url),
    signals: readSignals($, text),
  };
}
