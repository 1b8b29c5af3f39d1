/** The contract's "Product information" object: every field a string or null, never invented. */
export interface ProductInformation {
  productName: string | null;
  productDescription: string | null;
  targetAudience: string | null;
  adGoal: string | null;
  language: string | null;
  cta: string | null;
}

export interface ProductInformationInput {
  url: string;
  /** The language a summarizer should write in; the rule-based extraction keeps the page's own words. */
  preferredLanguage: string;
  /** Render the page in headless Chromium first, for pages whose content a script writes. */
  advanceMode: boolean;
}

export interface JsonLdThing {
  name: string | null;
  description: string | null;
}

export interface JsonLdProduct extends JsonLdThing {
  brand: string | null;
  audience: string | null;
  hasOffer: boolean;
}

/** What the page's JSON-LD says, the first node of each kind (found anywhere, `@graph` included). */
export interface StructuredData {
  product: JsonLdProduct | null;
  organization: JsonLdThing | null;
  website: JsonLdThing | null;
  /** Every `@type` seen, for the page kind (Hotel, Event, SoftwareApplication…). */
  types: string[];
}

export type CtaKind = "button" | "cart-form" | "link";

export interface CallToAction {
  text: string;
  kind: CtaKind;
  /** Where a link or form leads, to tell a download or a sign-up from wording alone. */
  target: string | null;
}

/** Page-wide hints of what the page wants the visitor to do. */
export interface PageSignals {
  addToCartForm: boolean;
  price: boolean;
  emailForm: boolean;
  passwordField: boolean;
  appStoreLink: boolean;
}

/** Everything read from one HTML document, before any choice between sources is made. */
export interface ExtractedPage {
  url: string;
  htmlLang: string | null;
  title: string | null;
  h1: string | null;
  metaDescription: string | null;
  openGraph: { title: string | null; description: string | null; siteName: string | null; type: string | null };
  twitter: { title: string | null; description: string | null };
  structured: StructuredData;
  /** Visible body text without navigation, footer, scripts and styles; one block per line. */
  mainText: string;
  cta: CallToAction | null;
  signals: PageSignals;
}

/**
 * Hook for a text model: given the page and the rule-based result, write the fields in
 * `preferredLanguage`. The rule-based result is what the endpoint answers when none is given.
 */
export type ProductSummarizer = (page: ExtractedPage, preferredLanguage: string, extracted: ProductInformation) => Promise<ProductInformation>;
