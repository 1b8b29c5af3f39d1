import { load } from "cheerio";
import type { ExtractedPage } from "@/lib/ai/product-page";

/** What a page shows before its scripts run, in the languages the studio writes. */
const PLACEHOLDER =
  /^(?:loading|please wait|one moment|just a moment|wird geladen|laden|lade|bitte warten|chargement|veuillez patienter|cargando|caricamento|carregando|yükleniyor|bezig met laden)\b[\s.…!]*$|\b(?:enable|turn on|activate|requires?|needs?)\b.*\bjavascript\b|\bjavascript\b.*\b(?:required|disabled|to run this app)\b/i;
/** Where script frameworks mount the page: empty (or holding a placeholder) until they run. */
const MOUNT_POINTS = ["#root", "#app", "#__next", "#__nuxt", "#___gatsby", "#svelte", "[data-reactroot]", "[ng-version]", "app-root"];
/** Less visible text than this, besides placeholders, is not a product page yet (a heading and a line are more). */
const MIN_TEXT = 80;

/**
 * Whether a document is a shell that builds its content with JavaScript ("Loading…", an empty
 * `<div id="root">`, nothing but an "enable JavaScript" notice): read as it is, it would give a
 * wrong product (the shop's name, the word "Loading…") or none. A page whose metadata already
 * names a product, or that shows some text of its own, is read as it is.
 */
export function needsJavaScript(html: string, page: ExtractedPage): boolean {
  if (page.structured.product || page.openGraph.title || page.openGraph.description || page.twitter.title || page.metaDescription) return false;
  const lines = page.mainText.split("\n").filter(Boolean);
  const content = lines.filter((line) => !PLACEHOLDER.test(line)).join(" ");
  if (content.length >= MIN_TEXT) return false;
  if (lines.some((line) => PLACEHOLDER.test(line))) return true;
  const $ = load(html);
  const hasScripts = $("script[src], script:not([type]), script[type=module], script[type='text/javascript']").length > 0;
  const emptyMount = MOUNT_POINTS.some((selector) => {
    const mount = $(selector).first();
    return mount.length > 0 && mount.text().trim().length === 0;
  });
  return hasScripts && (emptyMount || content.length === 0);
}
