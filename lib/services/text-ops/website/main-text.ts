import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";

/** Enough text for the audience and language rules; more only costs time. */
const MAX_TEXT = 20_000;

const BLOCKS = new Set([
  "address", "article", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6",
  "hr", "li", "main", "ol", "p", "pre", "section", "summary", "table", "td", "th", "tr", "ul",
]);
/**
 * Page chrome that is never the product's text, removed before Readability scores the page:
 * Readability drops most of it by itself, but on a short page (a product with two lines of
 * description) it tries again without its "unlikely candidate" rules and would take it back in.
 * Cookie and consent banners repeat on every page and say nothing about the product.
 */
const CHROME = ["nav", "footer", "aside", "dialog", '[role="navigation"]', '[role="contentinfo"]', '[role="banner"]', '[role="dialog"]', '[role="alertdialog"]', '[role="complementary"]', '[role="search"]'].join(", ");
const BANNER = /cookie|consent|gdpr/i;
/** Never text: controls Readability keeps inside the article (their labels), and code in the coarse reading. */
const SKIPPED = new Set(["button", "select", "option", "textarea", "svg", "canvas", "noscript", "template", "script", "style"]);
/**
 * Readability's scoring costs up to about 0.1 ms of CPU per element (measured on synthetic listing
 * pages: 12,000 elements 1.1 s, 49,000 elements 3 s) and runs on the request's thread. The cap
 * leaves room for a large product page (a few thousand elements is common) and bounds a 5 MB
 * listing, which is read coarsely instead: the text of its <main> (or body) without the chrome.
 */
const MAX_ELEMENTS = 15_000;
/** Readability's own threshold (500 characters) would make a short product text "not an article" and retry with looser rules. */
const CHAR_THRESHOLD = 1;

/** One block per line: `textContent` would glue "<p>a</p><p>b</p>" into "ab". */
function blockLines(root: Node): string {
  const parts: string[] = [];
  let length = 0;
  const walk = (node: Node) => {
    if (length > MAX_TEXT) return;
    if (node.nodeType === node.TEXT_NODE) {
      parts.push(node.textContent ?? "");
      length += node.textContent?.length ?? 0;
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const name = (node as Element).localName;
    if (SKIPPED.has(name)) return;
    const block = BLOCKS.has(name);
    if (block) parts.push("\n");
    for (const child of node.childNodes) walk(child);
    if (block) parts.push("\n");
  };
  walk(root);
  return parts
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n")
    .slice(0, MAX_TEXT);
}

/**
 * The visible text of the page's content, one block per line, found by Mozilla's Readability (the
 * reader view of Firefox) on a linkedom document: it scores blocks by their text and links and
 * keeps the product's description, leaving out navigation, related products, share widgets,
 * scripts, styles and hidden parts. `html` is a whole document (<html> with a <body>), as a
 * browser's parser repairs it: linkedom takes markup as it is.
 */
export function mainText(html: string): string {
  const { document } = parseHTML(html);
  if (!document.documentElement || !document.body) return "";
  for (const element of document.querySelectorAll(CHROME)) element.remove();
  // A page's header is its logo and menu; a header inside the content is the content's own.
  for (const element of document.querySelectorAll("header")) if (!element.parentElement?.closest("main, article, [role=main]")) element.remove();
  for (const element of document.querySelectorAll("[id], [class]")) {
    if (BANNER.test(`${element.getAttribute("id") ?? ""} ${element.getAttribute("class") ?? ""}`)) element.remove();
  }
  if (document.querySelectorAll("*").length > MAX_ELEMENTS) {
    const root = document.querySelector("main, [role=main], article") ?? document.body;
    return root ? blockLines(root as unknown as Node) : "";
  }
  const article = new Readability(document as unknown as Document, { charThreshold: CHAR_THRESHOLD, serializer: (node) => node }).parse();
  return article?.content ? blockLines(article.content) : "";
}
