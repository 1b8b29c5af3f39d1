import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";

/** Enough text for the audience and language rules; more only costs time. */
const MAX_TEXT = 20_000;

const BLOCKS = new Set([
  "address", "article", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6",
  "hr", "li", "main", "ol", "p", "pre", "section", "summary", "table", "td", "th", "tr", "ul",
]);
/** Never content: code, styling, chrome around the content, and controls. */
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "canvas", "iframe", "object", "nav", "footer", "aside", "dialog", "select", "option", "button", "textarea"]);
const SKIPPED_ROLES = new Set(["navigation", "contentinfo", "banner", "dialog", "alertdialog", "complementary", "search"]);
/** Cookie and consent banners repeat on every page and say nothing about the product. */
const BANNER = /cookie|consent|gdpr/i;

function isHidden(element: Element): boolean {
  const { attribs } = element;
  return (
    "hidden" in attribs ||
    attribs["aria-hidden"] === "true" ||
    /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attribs.style ?? "") ||
    SKIPPED_ROLES.has(attribs.role ?? "") ||
    BANNER.test(`${attribs.id ?? ""} ${attribs.class ?? ""}`)
  );
}

/** The element that holds the content: `<main>` (or an article) when it has real text, else the body. */
function contentRoot($: CheerioAPI): Element | undefined {
  for (const selector of ["main", "[role=main]", "article"]) {
    const candidate = $(selector).first();
    if (candidate.length && candidate.text().trim().length >= 80) return candidate[0] as Element;
  }
  return ($("body")[0] ?? $.root()[0]) as Element | undefined;
}

/**
 * The visible text of the page's content, one block per line: block elements break lines (cheerio's
 * `.text()` would glue "<p>a</p><p>b</p>" into "ab"), whitespace is collapsed, navigation, footer,
 * scripts and hidden parts are left out.
 */
export function mainText($: CheerioAPI): string {
  const root = contentRoot($);
  if (!root) return "";
  // A page-level header is navigation and logo; a header inside <main>/<article> is the content's own.
  const skipHeader = root.tagName !== "main" && root.tagName !== "article" && root.attribs?.role !== "main";
  const parts: string[] = [];
  let length = 0;
  const walk = (node: AnyNode) => {
    if (length > MAX_TEXT) return;
    if (node.type === "text") {
      parts.push(node.data);
      length += node.data.length;
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    const element = node as Element;
    const name = element.tagName?.toLowerCase();
    if (name && (SKIPPED.has(name) || (skipHeader && name === "header") || isHidden(element))) return;
    const block = name !== undefined && BLOCKS.has(name);
    if (block) parts.push("\n");
    for (const child of element.children) walk(child);
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
