/**
 * The 36 ad text types: plain data with no imports from the engine, so a browser UI can show
 * names, descriptions, stages and limits. Limits count Unicode code points.
 */

export interface LimitedPart {
  key: string;
  label: string;
  maxChars: number;
  note?: string;
}

export interface AdTextTypeRules {
  /** X counts every link as this many characters. */
  linkChars?: number;
  /** Tighter limit when the text contains Chinese, Japanese or Korean characters. */
  cjkMaxChars?: number;
  /** Characters that must never appear, besides emoji when noEmoji is set. */
  forbiddenChars?: string;
  noEmoji?: boolean;
  noSuperlatives?: boolean;
  noAllCaps?: boolean;
}

export interface AdTextTypeInfo {
  value: number;
  name: string;
  kind: "framework" | "format";
  /** One English sentence for a UI. */
  description: string;
  /** Frameworks: the stages in order, each with its own limit. Formats: empty. */
  stages: readonly LimitedPart[];
  /** The fields of the returned value; multi-slot formats write each on a labelled line. */
  slots: readonly LimitedPart[];
  /** Limit of the whole value; for formats the sum of the slots. */
  maxChars: number;
  rules: AdTextTypeRules;
}

type StageList = ReadonlyArray<readonly [key: string, label: string, maxChars: number]>;

function framework(value: number, name: string, description: string, stages: StageList): AdTextTypeInfo {
  const parts = stages.map(([key, label, maxChars]) => ({ key, label, maxChars }));
  // Stages sit on their own lines, so the whole text may hold one line break between stages.
  const maxChars = parts.reduce((sum, part) => sum + part.maxChars, 0) + parts.length - 1;
  return { value, name, kind: "framework", description, stages: parts, slots: [{ key: "text", label: "Text", maxChars }], maxChars, rules: {} };
}

function format(value: number, name: string, description: string, slots: LimitedPart[], rules: AdTextTypeRules = {}): AdTextTypeInfo {
  const maxChars = slots.reduce((sum, slot) => sum + slot.maxChars, 0);
  return { value, name, kind: "format", description, stages: [], slots, maxChars, rules };
}

const slot = (key: string, label: string, maxChars: number, note?: string): LimitedPart =>
  note ? { key, label, maxChars, note } : { key, label, maxChars };

export const AD_TEXT_TYPES: readonly AdTextTypeInfo[] = [
  framework(0, "Freeform", "The engine's choice: a hook, the product's strongest facts and a call to action.", [
    ["hook", "Hook", 150], ["body", "Body", 260], ["action", "Action", 110]]),
  framework(1, "SharpTechnique", "Short, benefit-first copy: the main benefit, the product, a call to action.", [
    ["benefit", "Benefit", 110], ["action", "Action", 60]]),
  framework(2, "GateFramework", "Names the reader's goal, the obstacle in the way and the product as the way through.", [
    ["goal", "Goal", 130], ["obstacle", "Obstacle", 150], ["way", "Way through", 230]]),
  framework(3, "LiftMethod", "Value, relevance, clarity and urgency, one short paragraph each.", [
    ["value", "Value", 150], ["relevance", "Relevance", 130], ["clarity", "Clarity", 170], ["urgency", "Urgency", 150]]),
  framework(4, "Aida", "Attention, interest, desire, action: the classic path from a hook to a click.", [
    ["attention", "Attention", 140], ["interest", "Interest", 190], ["desire", "Desire", 200], ["action", "Action", 110]]),
  framework(5, "BeforeAfterBridge", "Life before the product, life after it, and the product as the bridge.", [
    ["before", "Before", 160], ["after", "After", 190], ["bridge", "Bridge", 220]]),
  framework(6, "ProblemAgitateSolution", "States a problem, shows why it hurts, then presents the product as the solution.", [
    ["problem", "Problem", 160], ["agitate", "Agitate", 170], ["solution", "Solution", 230]]),
  framework(7, "FeaturesAdvantagesBenefits", "What the product has, what that does, and what it means for the reader.", [
    ["features", "Features", 170], ["advantages", "Advantages", 170], ["benefits", "Benefits", 220]]),
  framework(8, "FourPs", "Promise, picture, proof and push.", [
    ["promise", "Promise", 140], ["picture", "Picture", 190], ["proof", "Proof", 170], ["push", "Push", 110]]),
  framework(9, "FourUs", "Useful, urgent, unique and ultra-specific.", [
    ["useful", "Useful", 150], ["urgent", "Urgent", 110], ["unique", "Unique", 160], ["ultraSpecific", "Ultra-specific", 150]]),
  framework(10, "Quest", "Qualify the reader, understand them, educate, stimulate and transition to the offer.", [
    ["qualify", "Qualify", 130], ["understand", "Understand", 160], ["educate", "Educate", 190], ["stimulate", "Stimulate", 170], ["transition", "Transition", 110]]),
  framework(11, "Acca", "Awareness, comprehension, conviction and action.", [
    ["awareness", "Awareness", 140], ["comprehension", "Comprehension", 190], ["conviction", "Conviction", 170], ["action", "Action", 110]]),
  framework(12, "Pastor", "Problem, amplify, story, transformation, offer and response.", [
    ["problem", "Problem", 150], ["amplify", "Amplify", 160], ["story", "Story", 210], ["transformation", "Transformation", 180], ["offer", "Offer", 170], ["response", "Response", 110]]),
  framework(13, "StarStorySolution", "Introduces a star (the reader), tells their story and ends with the product as the solution.", [
    ["star", "Star", 150], ["story", "Story", 230], ["solution", "Solution", 230]]),
  framework(14, "Aidca", "AIDA with a conviction stage before the call to action.", [
    ["attention", "Attention", 140], ["interest", "Interest", 180], ["desire", "Desire", 190], ["conviction", "Conviction", 160], ["action", "Action", 110]]),
  framework(15, "SocialProof", "Leads with others who already chose the product, backs it with facts, then asks.", [
    ["claim", "Claim", 150], ["proof", "Proof", 200], ["action", "Action", 110]]),
  framework(16, "Testimonial", "A customer-voice quote, who says it, and a call to action.", [
    ["quote", "Quote", 200], ["context", "Context", 140], ["action", "Action", 110]]),
  framework(17, "Storytelling", "A short story: setting, conflict, resolution with the product, and a call to action.", [
    ["setup", "Setup", 210], ["conflict", "Conflict", 170], ["resolution", "Resolution", 230], ["action", "Action", 110]]),
  framework(18, "QuestionHook", "Opens with a question, answers it with the product and asks for the click.", [
    ["question", "Question", 110], ["answer", "Answer", 200], ["action", "Action", 100]]),
  framework(19, "Listicle", "A numbered list of reasons to choose the product.", [
    ["title", "Title", 90], ["items", "Items", 380], ["action", "Action", 110]]),
  framework(20, "UrgencyScarcity", "The offer, why it will not wait, and the call to act now.", [
    ["offer", "Offer", 160], ["scarcity", "Scarcity", 130], ["action", "Action", 100]]),
  framework(21, "UsVersusThem", "The usual alternatives against the product, then a call to action.", [
    ["them", "Them", 160], ["us", "Us", 230], ["action", "Action", 110]]),
  framework(22, "HowTo", "A title and three steps that show how the product is used.", [
    ["title", "Title", 90], ["step1", "Step 1", 120], ["step2", "Step 2", 170], ["step3", "Step 3", 170], ["action", "Action", 110]]),
  framework(23, "BenefitBullets", "A short intro, the product's benefits as bullets and a call to action.", [
    ["intro", "Intro", 120], ["bullets", "Bullets", 380], ["action", "Action", 110]]),
  format(24, "GoogleSearchResponsive", "Google responsive search ad: three headlines and two descriptions.", [
    slot("headline1", "Headline 1", 30), slot("headline2", "Headline 2", 30), slot("headline3", "Headline 3", 30),
    slot("description1", "Description 1", 90), slot("description2", "Description 2", 90)]),
  format(25, "GooglePerformanceMax", "Google Performance Max assets: headline, long headline and description.", [
    slot("headline", "Headline", 30), slot("longHeadline", "Long headline", 90), slot("description", "Description", 90)]),
  format(26, "MetaFeed", "Facebook and Instagram feed ad: primary text, headline and description.", [
    slot("primary", "Primary text", 125), slot("headline", "Headline", 40), slot("description", "Description", 30)]),
  format(27, "InstagramCaption", "Instagram caption whose first 125 characters carry the hook.", [
    slot("caption", "Caption", 2200, "The first line (at most 125 characters) carries the hook.")]),
  format(28, "LinkedInSponsored", "LinkedIn sponsored content: intro text and headline.", [
    slot("intro", "Intro text", 150), slot("headline", "Headline", 70)]),
  format(29, "XPost", "A post on X; a link counts as 23 characters.", [slot("post", "Post", 280)], { linkChars: 23 }),
  format(30, "TikTok", "TikTok ad text without emoji, hashtags or braces.", [
    slot("text", "Text", 100, "At most 50 characters when the text uses Chinese, Japanese or Korean.")],
    { cjkMaxChars: 50, noEmoji: true, forbiddenChars: "#{}" }),
  format(31, "Pinterest", "Pinterest pin: a title whose first 40 characters show, and a description.", [
    slot("title", "Title", 100, "Only the first 40 characters show in the feed."), slot("description", "Description", 500)]),
  format(32, "AmazonSponsoredBrands", "Amazon Sponsored Brands headline without superlative claims or all-caps words.", [
    slot("headline", "Headline", 50)], { noSuperlatives: true, noAllCaps: true }),
  format(33, "GoogleDisplayResponsive", "Google responsive display ad: headline, long headline, description and business name.", [
    slot("headline", "Headline", 30), slot("longHeadline", "Long headline", 90), slot("description", "Description", 90),
    slot("business", "Business name", 25)]),
  format(34, "Snapchat", "Snapchat ad: headline and brand name.", [slot("headline", "Headline", 34), slot("brand", "Brand name", 25)]),
  format(35, "EmailSubjectLine", "Email subject line and preheader.", [slot("subject", "Subject", 60), slot("preheader", "Preheader", 100)]),
];

export function adTextType(value: number): AdTextTypeInfo | undefined {
  return AD_TEXT_TYPES[value];
}
