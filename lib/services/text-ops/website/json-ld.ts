import { load } from "cheerio";
import type { JsonLdProduct, JsonLdThing, StructuredData } from "@/lib/ai/product-page";

type Node = Record<string, unknown>;

const PRODUCT_TYPES = new Set(["product", "productgroup", "productmodel", "individualproduct", "vehicle", "car", "book", "softwareapplication", "mobileapplication", "webapplication"]);
const ORGANIZATION_TYPES = new Set(["organization", "corporation", "localbusiness", "store", "onlinestore", "onlinebusiness", "ngo", "educationalorganization"]);
/** Deep enough for WebPage → mainEntity → Product → offers; bounded against hostile nesting. */
const MAX_DEPTH = 8;
const MAX_NODES = 2000;

const typesOf = (node: Node): string[] => {
  const raw = node["@type"];
  const list = Array.isArray(raw) ? raw : [raw];
  // "http://schema.org/Product" and "schema:Product" name the same type as "Product".
  return list.filter((t): t is string => typeof t === "string").map((t) => t.replace(/^.*[/#:]/, ""));
};

/** A text property: a string, a language-tagged `{ "@value" }`, or the first of a list. */
function textOf(value: unknown): string | null {
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === "object") return textOf((value as Node)["@value"] ?? (value as Node).name);
  if (typeof value !== "string") return null;
  // Shops often paste their HTML description into JSON-LD: keep only its text.
  const plain = /<[a-z!/]/i.test(value) ? load(value).root().text() : value;
  const cleaned = plain.replace(/\s+/g, " ").trim();
  return cleaned || null;
}

function thingOf(node: Node): JsonLdThing {
  return { name: textOf(node.name), description: textOf(node.description) };
}

function productOf(node: Node): JsonLdProduct {
  const audience = node.audience as Node | undefined;
  return {
    ...thingOf(node),
    brand: textOf(node.brand),
    audience: audience && typeof audience === "object" ? textOf(audience.audienceType ?? audience.name) : textOf(audience),
    hasOffer: node.offers !== undefined && node.offers !== null,
  };
}

/** Parses one script's text; shops wrap it in comments or CDATA and leave trailing commas. */
function parseScript(text: string): unknown {
  const body = text.trim().replace(/^<!--|-->$/g, "").replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, "").trim();
  try {
    return JSON.parse(body);
  } catch {
    try {
      return JSON.parse(body.replace(/,\s*([}\]])/g, "$1"));
    } catch {
      return null;
    }
  }
}

/** The first Product, Organization and WebSite found in the given JSON-LD script texts. */
export function readJsonLd(scripts: string[]): StructuredData {
  const result: StructuredData = { product: null, organization: null, website: null, types: [] };
  const seen = new Set<string>();
  let visited = 0;
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || visited++ > MAX_NODES || !value || typeof value !== "object") return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    const node = value as Node;
    const types = typesOf(node);
    for (const type of types) seen.add(type);
    const lower = types.map((t) => t.toLowerCase());
    if (!result.product && lower.some((t) => PRODUCT_TYPES.has(t))) result.product = productOf(node);
    else if (!result.organization && lower.some((t) => ORGANIZATION_TYPES.has(t))) result.organization = thingOf(node);
    else if (!result.website && lower.includes("website")) result.website = thingOf(node);
    // Everything nested is searched too: @graph, mainEntity, itemListElement…
    for (const [key, child] of Object.entries(node)) if (key !== "@context") visit(child, depth + 1);
  };
  for (const script of scripts) visit(parseScript(script), 0);
  result.types = [...seen];
  return result;
}
